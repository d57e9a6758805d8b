package org.voddesk.demo;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;
import java.util.regex.Pattern;
import org.voddesk.core.Ids;
import org.voddesk.core.Quality;
import org.voddesk.core.Session;
import org.voddesk.node.protocol.AgentInvocation;
import org.voddesk.node.protocol.ReportedSession;
import org.voddesk.node.protocol.VodnodeFormat;
import org.voddesk.node.protocol.Wire;

/**
 * The {@code vodnode} agent of a simulated node: the verbs of {@code vodnode/1} (DESIGN.md) with the replies of
 * the shell agent {@code installer/node/vodnode} - a record when done, an {@code error code=.. message=..} record
 * when refused, both with exit status 0 (a non-zero status would mean the agent itself broke). Arguments are
 * checked as strictly as the shell agent checks them and in the same order: ids {@code [A-Za-z0-9._-]{1,64}}
 * other than {@code .} and {@code ..}, epoch
 * ms as plain digits, rates as plain decimals in (0, 16], quality {@code main|sub}, no option it does not know,
 * {@code stop --session ID} and {@code rate --session ID --rate X} exactly; then the camera, the recording at the
 * position, and whether the session id is free.
 */
final class DemoAgent {
    private static final Pattern MILLIS = Pattern.compile("[0-9]{1,18}");
    private static final Set<String> PLAY = Set.of("session", "camera", "begin", "position", "rate", "quality");
    private static final Set<String> STOP = Set.of("session");

    private DemoAgent() {
    }

    /** Runs one agent invocation on {@code node}. */
    static ShellResult run(DemoNode node, AgentInvocation call) {
        try {
            return switch (call.verb()) {
                case "status" -> listing(call, () -> VodnodeFormat.status(node.name(), records(node.sessions())));
                case "recordings" -> listing(call, () -> VodnodeFormat.recordings(node.name(), node.recordings()));
                case "play" -> reply(node.play(playOrder(call)));
                case "stop" -> reply(node.stop(text(options(call, STOP), "session", true)));
                case "rate" -> rateCall(node, call);
                default -> refusal(AgentErrors.UNKNOWN_COMMAND,
                        "unknown command (expected status, recordings, play, stop or rate)");
            };
        } catch (BadArgument e) {
            return refusal(AgentErrors.BAD_ARGUMENT, e.getMessage());
        }
    }

    /** An {@code error} record, as the agent answers a refusal (exit status 0). */
    static ShellResult refusal(String code, String message) {
        return ShellResult.ok(VodnodeFormat.error(code, message));
    }

    private static ShellResult rateCall(DemoNode node, AgentInvocation call) throws BadArgument {
        if (!List.copyOf(call.options().keySet()).equals(List.of("session", "rate"))) {
            throw new BadArgument("usage: vodnode rate --session ID --rate X");
        }
        double rate = rate(call.options().get("rate"));
        return reply(node.rate(text(call.options(), "session", true), rate));
    }

    private static ShellResult listing(AgentInvocation call, Supplier<String> reply)
            throws BadArgument {
        options(call, Set.of());
        return ShellResult.ok(reply.get());
    }

    private static ShellResult reply(AgentOutcome outcome) {
        if (outcome instanceof AgentOutcome.Done done) {
            return ShellResult.ok(VodnodeFormat.ok(done.sessionId(), done.url()));
        }
        AgentOutcome.Refused refused = (AgentOutcome.Refused) outcome;
        return refusal(refused.code(), refused.message());
    }

    private static PlayOrder playOrder(AgentInvocation call) throws BadArgument {
        Map<String, String> o = options(call, PLAY);
        long begin = millis(text(o, "begin", true), "begin");
        String position = o.get("position");
        String rate = o.get("rate");
        String quality = o.get("quality");
        return new PlayOrder(text(o, "session", true), text(o, "camera", true), begin,
                position == null ? begin : millis(position, "position"), rate == null ? 1.0 : rate(rate),
                quality == null ? Quality.MAIN : quality(quality));
    }

    /** The options, refusing any this verb does not take. */
    private static Map<String, String> options(AgentInvocation call, Set<String> allowed) throws BadArgument {
        for (String key : call.options().keySet()) {
            if (!allowed.contains(key)) {
                throw new BadArgument(allowed.isEmpty() ? call.verb() + " takes no arguments"
                        : "unknown option --" + shown(key) + " for " + call.verb());
            }
        }
        return call.options();
    }

    /** A required id option ({@code session}, {@code camera}). */
    private static String text(Map<String, String> options, String key, boolean id) throws BadArgument {
        String value = options.get(key);
        if (value == null) {
            throw new BadArgument("--" + key + " is required");
        }
        // like the shell agent, which uses ids as file names: '.' and '..' are not ids
        if (id && (!Ids.isValid(value) || value.equals(".") || value.equals(".."))) {
            throw new BadArgument("--" + key + " must match [A-Za-z0-9._-]{1,64}, got '" + shown(value) + "'");
        }
        return value;
    }

    private static long millis(String value, String key) throws BadArgument {
        if (!MILLIS.matcher(value).matches()) {
            throw new BadArgument("--" + key + " must be epoch milliseconds, got '" + shown(value) + "'");
        }
        return Long.parseLong(value);
    }

    private static double rate(String value) throws BadArgument {
        if (value == null) {
            throw new BadArgument("--rate is required");
        }
        try {
            return Wire.parseRate(value);
        } catch (IllegalArgumentException e) {
            throw new BadArgument("--rate: " + e.getMessage());
        }
    }

    private static Quality quality(String value) throws BadArgument {
        try {
            return Quality.fromWire(value);
        } catch (IllegalArgumentException e) {
            throw new BadArgument("--quality must be main or sub, got '" + shown(value) + "'");
        }
    }

    private static List<ReportedSession> records(List<Session> sessions) {
        List<ReportedSession> records = new ArrayList<>(sessions.size());
        for (Session s : sessions) {
            records.add(new ReportedSession(s.id(), s.cameraId(), s.beginMs(), s.positionMs(), s.rate(), s.bitrateBps(),
                    s.quality()));
        }
        return records;
    }

    /** A value as echoed in a message: shortened, printable. */
    static String shown(String value) {
        String s = value.length() > 40 ? value.substring(0, 40) + "..." : value;
        return s.replaceAll("[^\\x20-\\x7e]", "?");
    }

    /** An argument the agent refuses before doing anything. */
    private static final class BadArgument extends Exception {
        private static final long serialVersionUID = 1L;

        BadArgument(String message) {
            super(message);
        }
    }
}
