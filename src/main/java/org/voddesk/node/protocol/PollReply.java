package org.voddesk.node.protocol;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A poll reply split into its sections ({@link PollScript}): the raw text and exit status of each part.
 * The sections are not parsed here; a bad section degrades its part of the poll, not the others.
 *
 * @param proc           the {@code /proc} text
 * @param procExit       exit status of {@code cat}
 * @param status         the {@code vodnode status} text
 * @param statusExit     its exit status (127: agent not installed)
 * @param recordings     the {@code vodnode recordings} text, or {@code null} when not asked for
 * @param recordingsExit its exit status, -1 when not asked for
 */
public record PollReply(String proc, int procExit, String status, int statusExit, String recordings,
                        int recordingsExit) {
    private static final Pattern MARKER = Pattern.compile(Pattern.quote(PollScript.MARK)
            + "(proc|status|recordings) ([0-9]{1,3})\n");

    static PollReply parse(String reply, boolean withRecordings) throws ProtocolException {
        String[] names = withRecordings ? new String[] {"proc", "status", "recordings"}
                : new String[] {"proc", "status"};
        String[] texts = new String[3];
        int[] exits = {-1, -1, -1};
        Matcher m = MARKER.matcher(reply);
        int from = 0;
        for (int i = 0; i < names.length; i++) {
            if (!m.find(from)) {
                throw new ProtocolException(0, "poll reply ends before the end of its '" + names[i]
                        + "' section (connection cut or output truncated)");
            }
            if (!m.group(1).equals(names[i])) {
                throw new ProtocolException(0, "poll reply has section '" + m.group(1) + "' where '" + names[i]
                        + "' was expected");
            }
            texts[i] = reply.substring(from, m.start());
            exits[i] = Integer.parseInt(m.group(2));
            from = m.end();
        }
        if (from != reply.length()) {
            throw new ProtocolException(0, "unexpected text after the last section of the poll reply: "
                    + Wire.shown(reply.substring(from)));
        }
        return new PollReply(texts[0], exits[0], texts[1], exits[1], texts[2], exits[2]);
    }
}
