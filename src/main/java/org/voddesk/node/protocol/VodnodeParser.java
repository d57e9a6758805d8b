package org.voddesk.node.protocol;

import java.util.ArrayList;
import java.util.List;
import org.voddesk.core.Quality;
import org.voddesk.core.RecordingSegment;

/**
 * Strict parser of the agent's replies ({@code vodnode/1}, DESIGN.md). Every deviation - a missing header or
 * {@code end}, an unknown record, a field out of order, a malformed number, text after {@code end} - is a
 * {@link ProtocolException} naming the line and what was expected; nothing unchecked escapes.
 */
public final class VodnodeParser {
    /** The protocol version this console speaks. */
    public static final String VERSION = "vodnode/1";

    private static final List<String> HEADER = List.of("node");
    private static final List<String> SESSION =
            List.of("id", "camera", "begin", "position", "rate", "bitrate", "quality");
    private static final List<String> RECORDING = List.of("camera", "start", "end", "bitrate");
    private static final List<String> OK = List.of("session");
    private static final List<String> OK_URL = List.of("session", "url");
    private static final List<String> ERROR = List.of("code", "message");

    private VodnodeParser() {
    }

    /** Parses {@code vodnode status}: header, {@code session} lines, {@code end}. */
    public static StatusReply parseStatus(String reply) throws ProtocolException {
        List<String> lines = lines(reply);
        String node = header(lines);
        List<ReportedSession> sessions = new ArrayList<>();
        for (int i = 1; i < lines.size() - 1; i++) {
            sessions.add(session(lines.get(i), i + 1));
        }
        return new StatusReply(node, sessions);
    }

    /** Parses {@code vodnode recordings}: header, {@code recording} lines, {@code end}. */
    public static RecordingsReply parseRecordings(String reply) throws ProtocolException {
        List<String> lines = lines(reply);
        String node = header(lines);
        List<RecordingSegment> segments = new ArrayList<>();
        for (int i = 1; i < lines.size() - 1; i++) {
            segments.add(recording(lines.get(i), i + 1));
        }
        return new RecordingsReply(node, segments);
    }

    /** Parses the single line of {@code vodnode play|stop|rate}. */
    public static CommandReply parseCommandReply(String reply) throws ProtocolException {
        List<String> lines = lines(reply);
        if (lines.size() != 1) {
            throw new ProtocolException(lines.size() == 0 ? 0 : 2,
                    "expected exactly one line ('ok ...' or 'error ...'), got " + lines.size());
        }
        String text = lines.get(0);
        if (RecordLine.isKind(text, "ok")) {
            boolean hasUrl = text.contains(" url=");
            RecordLine r = RecordLine.parse(text, 1, "ok", hasUrl ? OK_URL : OK, null);
            return new CommandReply.Ok(Wire.id(r.value(0), "session id", 1), hasUrl ? Wire.url(r.value(1), 1) : null);
        }
        if (RecordLine.isKind(text, "error")) {
            RecordLine r = RecordLine.parse(text, 1, "error", ERROR, "message");
            String message = r.value(1);
            if (message.isEmpty()) {
                throw new ProtocolException(1, "error record has an empty message");
            }
            return new CommandReply.Refused(Wire.code(r.value(0), 1), message);
        }
        throw new ProtocolException(1, "expected 'ok ...' or 'error ...', got " + Wire.shown(text));
    }

    /** Splits a reply into lines; a single final newline is allowed, an empty reply or empty line is not. */
    static List<String> lines(String reply) throws ProtocolException {
        if (reply == null || reply.isEmpty()) {
            throw new ProtocolException(0, "empty reply");
        }
        String body = reply.endsWith("\n") ? reply.substring(0, reply.length() - 1) : reply;
        List<String> lines = List.of(body.split("\n", -1));
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).isEmpty()) {
                throw new ProtocolException(i + 1, "empty line");
            }
        }
        return lines;
    }

    /** Checks the {@code vodnode/1 node=NAME} header and the final {@code end}; returns the node name. */
    private static String header(List<String> lines) throws ProtocolException {
        String first = lines.get(0);
        if (!RecordLine.isKind(first, VERSION)) {
            String word = first.split(" ", 2)[0];
            throw new ProtocolException(1, word.startsWith("vodnode/")
                    ? "unsupported protocol version " + Wire.shown(word) + ", this console speaks " + VERSION
                    : "expected header '" + VERSION + " node=NAME', got " + Wire.shown(first));
        }
        RecordLine h = RecordLine.parse(first, 1, VERSION, HEADER, null);
        String node = Wire.id(h.value(0), "node name", 1);
        int last = lines.size();
        if (last < 2 || !lines.get(last - 1).equals("end")) {
            String got = last < 2 ? "end of reply" : Wire.shown(lines.get(last - 1));
            throw new ProtocolException(last, "expected 'end' as the last line (reply truncated?), got " + got);
        }
        return node;
    }

    private static ReportedSession session(String text, int line) throws ProtocolException {
        RecordLine r = RecordLine.parse(text, line, "session", SESSION, null);
        String quality = r.value(6);
        if (!quality.equals("main") && !quality.equals("sub")) {
            throw new ProtocolException(line, "quality must be main or sub, got " + Wire.shown(quality));
        }
        return new ReportedSession(Wire.id(r.value(0), "session id", line), Wire.id(r.value(1), "camera id", line),
                Wire.millis(r.value(2), "begin", line), Wire.millis(r.value(3), "position", line),
                Wire.rate(r.value(4), line), Wire.positive(r.value(5), "bitrate", line), Quality.fromWire(quality));
    }

    private static RecordingSegment recording(String text, int line) throws ProtocolException {
        RecordLine r = RecordLine.parse(text, line, "recording", RECORDING, null);
        String camera = Wire.id(r.value(0), "camera id", line);
        long start = Wire.millis(r.value(1), "start", line);
        long end = Wire.millis(r.value(2), "end", line);
        if (end <= start) {
            throw new ProtocolException(line, "recording end " + end + " is not after start " + start);
        }
        return new RecordingSegment(camera, start, end, Wire.positive(r.value(3), "bitrate", line));
    }
}
