package org.voddesk.node.protocol;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The single command line of one poll (DESIGN.md: each poll is one exec round trip). It prints the three
 * {@code /proc} files, then {@code vodnode status}, optionally {@code vodnode recordings}, each section closed by
 * a marker line {@code #vodnode-poll <section> <exit status>}:
 *
 * <pre>
 * cat /proc/stat /proc/meminfo /proc/net/dev; echo "#vodnode-poll proc $?"; 'vodnode' 'status'; echo ...
 * </pre>
 *
 * A missing agent therefore still yields the load figures (its section is empty with exit status 127), and a
 * reply cut short is recognised by its missing markers.
 */
public final class PollScript {
    static final String MARK = "#vodnode-poll ";
    private static final String PROC = "cat /proc/stat /proc/meminfo /proc/net/dev";
    private static final Pattern SCRIPT = Pattern.compile(
            Pattern.quote(PROC + "; echo \"" + MARK + "proc $?\"; ") + "(\\S+) 'status'; echo \""
                    + Pattern.quote(MARK) + "status \\$\\?\"(; (\\S+) 'recordings'; echo \"" + Pattern.quote(MARK)
                    + "recordings \\$\\?\")?");

    private PollScript() {
    }

    /** The poll command for an agent, with or without the recordings section. */
    public static String command(String agent, boolean withRecordings) {
        String script = PROC + "; " + marker("proc") + "; " + AgentCommands.status(agent) + "; " + marker("status");
        return withRecordings ? script + "; " + AgentCommands.recordings(agent) + "; " + marker("recordings") : script;
    }

    private static String marker(String section) {
        return "echo \"" + MARK + section + " $?\"";
    }

    /** What a poll command asks for, as read back by a node written in Java. */
    public record Request(String agent, boolean withRecordings) {
    }

    /** Recognises a command built by {@link #command}; empty for any other command line. */
    public static Optional<Request> parseCommand(String commandLine) {
        Matcher m = SCRIPT.matcher(commandLine);
        if (!m.matches()) {
            return Optional.empty();
        }
        String agent = ShellWords.split(m.group(1)).get(0);
        return Optional.of(new Request(agent, m.group(2) != null));
    }

    /**
     * The reply a node sends to a poll command.
     *
     * @param recordings the recordings reply, or {@code null} when not asked for
     */
    public static String reply(String proc, String status, String recordings) {
        StringBuilder sb = new StringBuilder();
        section(sb, proc, "proc");
        section(sb, status, "status");
        if (recordings != null) {
            section(sb, recordings, "recordings");
        }
        return sb.toString();
    }

    private static void section(StringBuilder sb, String text, String name) {
        sb.append(text);
        if (!text.isEmpty() && !text.endsWith("\n")) {
            sb.append('\n');
        }
        sb.append(MARK).append(name).append(" 0\n");
    }

    /** Splits a poll reply into its sections. */
    public static PollReply parseReply(String reply, boolean withRecordings) throws ProtocolException {
        return PollReply.parse(reply, withRecordings);
    }
}
