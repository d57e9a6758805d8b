package org.voddesk.node.protocol;

import java.util.List;
import org.voddesk.core.Ids;
import org.voddesk.core.RecordingSegment;

/**
 * Formats {@code vodnode/1} replies exactly as the agent prints them, for nodes written in Java (the demo
 * cluster) and for tests. Whatever this class prints, {@link VodnodeParser} reads back unchanged.
 */
public final class VodnodeFormat {
    private VodnodeFormat() {
    }

    /** The reply of {@code vodnode status}. */
    public static String status(String nodeName, List<ReportedSession> sessions) {
        StringBuilder sb = header(nodeName);
        for (ReportedSession s : sessions) {
            sb.append(session(s)).append('\n');
        }
        return sb.append("end\n").toString();
    }

    /** One {@code session} line (without newline). */
    public static String session(ReportedSession s) {
        return "session id=" + s.id() + " camera=" + s.cameraId() + " begin=" + s.beginMs() + " position="
                + s.positionMs() + " rate=" + Wire.formatRate(s.rate()) + " bitrate=" + s.bitrateBps()
                + " quality=" + s.quality().wireName();
    }

    /** The reply of {@code vodnode recordings}. */
    public static String recordings(String nodeName, List<RecordingSegment> segments) {
        StringBuilder sb = header(nodeName);
        for (RecordingSegment r : segments) {
            sb.append(recording(r)).append('\n');
        }
        return sb.append("end\n").toString();
    }

    /** One {@code recording} line (without newline). */
    public static String recording(RecordingSegment r) {
        return "recording camera=" + r.cameraId() + " start=" + r.startMs() + " end=" + r.endMs() + " bitrate="
                + r.bitrateBps();
    }

    /** {@code ok session=ID url=URL} (or without {@code url} when it is {@code null}), with newline. */
    public static String ok(String sessionId, String url) {
        CommandReply.Ok ok = new CommandReply.Ok(sessionId, url);
        return "ok session=" + ok.sessionId() + (url == null ? "" : " url=" + url) + "\n";
    }

    /** {@code error code=WORD message=TEXT} with newline; control characters in the message become spaces. */
    public static String error(String code, String message) {
        String oneLine = message == null || message.isBlank() ? code : message.replaceAll("\\p{Cntrl}", " ");
        CommandReply.Refused r = new CommandReply.Refused(code, oneLine);
        return "error code=" + r.code() + " message=" + r.message() + "\n";
    }

    /** Formats either kind of {@link CommandReply}. */
    public static String reply(CommandReply reply) {
        if (reply instanceof CommandReply.Ok ok) {
            return ok(ok.sessionId(), ok.url());
        }
        CommandReply.Refused r = (CommandReply.Refused) reply;
        return error(r.code(), r.message());
    }

    private static StringBuilder header(String nodeName) {
        return new StringBuilder(VodnodeParser.VERSION).append(" node=").append(Ids.require(nodeName, "node name"))
                .append('\n');
    }
}
