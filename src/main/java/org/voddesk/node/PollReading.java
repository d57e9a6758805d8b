package org.voddesk.node;

import java.util.List;
import org.voddesk.core.RecordingSegment;
import org.voddesk.node.proc.ProcParser;
import org.voddesk.node.proc.ProcSnapshot;
import org.voddesk.node.protocol.CommandReply;
import org.voddesk.node.protocol.PollReply;
import org.voddesk.node.protocol.PollScript;
import org.voddesk.node.protocol.ProtocolException;
import org.voddesk.node.protocol.RecordingsReply;
import org.voddesk.node.protocol.ReportedSession;
import org.voddesk.node.protocol.StatusReply;
import org.voddesk.node.protocol.VodnodeParser;

/**
 * The parsed content of one poll reply. Each section is read on its own: a broken agent still leaves the
 * /proc figures usable, and the first problem found becomes the node's degraded reason.
 *
 * @param proc       the /proc counters, {@code null} when unreadable
 * @param sessions   the sessions, empty when the status section was unreadable
 * @param recordings the recordings, {@code null} when not asked for or unreadable
 * @param problem    the first problem, {@code null} when every section parsed
 */
record PollReading(ProcSnapshot proc, List<ReportedSession> sessions, List<RecordingSegment> recordings,
                   String problem) {
    private static final int MAX_SHOWN = 160;

    static PollReading read(String nodeName, ExecResult result, boolean withRecordings, long timeMs) {
        PollReply reply;
        try {
            reply = PollScript.parseReply(result.stdout(), withRecordings);
        } catch (ProtocolException e) {
            return new PollReading(null, List.of(), null, "poll reply: " + e.getMessage() + stderrHint(result));
        }
        String problem = null;
        ProcSnapshot proc = null;
        try {
            checkExit(reply.procExit(), "cat /proc", result);
            proc = ProcParser.parse(reply.proc(), timeMs);
        } catch (ProtocolException e) {
            problem = e.getMessage().startsWith("cat /proc") ? e.getMessage() : "/proc: " + e.getMessage();
        }
        List<ReportedSession> sessions = List.of();
        try {
            checkExit(reply.statusExit(), "vodnode status", result);
            StatusReply status = VodnodeParser.parseStatus(agentText(reply.status(), "vodnode status"));
            checkName(nodeName, status.nodeName());
            sessions = status.sessions();
        } catch (ProtocolException e) {
            problem = first(problem, "vodnode status", e);
        }
        List<RecordingSegment> recordings = null;
        if (withRecordings) {
            try {
                checkExit(reply.recordingsExit(), "vodnode recordings", result);
                RecordingsReply r = VodnodeParser.parseRecordings(agentText(reply.recordings(), "vodnode recordings"));
                checkName(nodeName, r.nodeName());
                recordings = r.segments();
            } catch (ProtocolException e) {
                problem = first(problem, "vodnode recordings", e);
            }
        }
        return new PollReading(proc, sessions, recordings, problem);
    }

    private static String first(String problem, String what, ProtocolException e) {
        if (problem != null) {
            return problem;
        }
        return e.getMessage().startsWith(what) ? e.getMessage() : what + " reply: " + e.getMessage();
    }

    /** Fails when a section's command exited non-zero (127: the agent is not installed or not on PATH). */
    private static void checkExit(int exit, String what, ExecResult result) throws ProtocolException {
        if (exit != 0) {
            throw new ProtocolException(0, what + " exited with status " + exit + stderrHint(result));
        }
    }

    /** The text of an agent section; an agent that answered with a refusal (bad settings) says why. */
    private static String agentText(String text, String what) throws ProtocolException {
        if (!text.startsWith("error code=")) {
            return text;
        }
        CommandReply reply;
        try {
            reply = VodnodeParser.parseCommandReply(text);
        } catch (ProtocolException e) {
            return text;
        }
        if (reply instanceof CommandReply.Refused r) {
            throw new ProtocolException(0, what + " refused: " + r.code() + ": " + shorten(r.message()));
        }
        return text;
    }

    private static void checkName(String expected, String reported) throws ProtocolException {
        if (!expected.equals(reported)) {
            throw new ProtocolException(1, "the agent reports node=" + reported + " but the cluster file calls this"
                    + " node " + expected + " (wrong host or agent settings?)");
        }
    }

    private static String stderrHint(ExecResult result) {
        String line = result.firstErrorLine();
        return line.isEmpty() ? "" : " (stderr: " + shorten(line) + ")";
    }

    static String shorten(String text) {
        String s = text.replaceAll("\\p{Cntrl}", "?");
        return s.length() > MAX_SHOWN ? s.substring(0, MAX_SHOWN) + "..." : s;
    }
}
