package org.voddesk.node.protocol;

/**
 * A reply from a node that does not follow {@code vodnode/1} (or {@code /proc} text that cannot be read). It
 * carries the 1-based line number of the reply where parsing stopped (0 when the problem is not on one line)
 * and what was expected there, so that a node can be marked degraded with a reason an administrator can act on.
 */
public final class ProtocolException extends Exception {
    private static final long serialVersionUID = 1L;

    private final int line;
    private final String reason;

    /**
     * @param line   1-based line of the reply, or 0 when the problem concerns the reply as a whole
     * @param reason what was expected and what was found
     */
    public ProtocolException(int line, String reason) {
        super(line > 0 ? "line " + line + ": " + reason : reason);
        this.line = line;
        this.reason = reason;
    }

    /** The 1-based line where parsing stopped, or 0 when the problem concerns the reply as a whole. */
    public int line() {
        return line;
    }

    /** What was expected and what was found, without the line number. */
    public String reason() {
        return reason;
    }

    /** This error as found inside a larger reply: its line shifted by {@code offset} and its reason prefixed. */
    public ProtocolException within(String where, int offset) {
        int shifted = line > 0 ? line + offset : 0;
        return new ProtocolException(shifted, where + ": " + reason);
    }
}
