package org.voddesk.node.cluster;

/**
 * A cluster file that cannot be used: unreadable, not YAML, or a field missing or invalid. The message names the
 * file, the line and the field ({@code cluster.yaml line 7: nodes[1].port: must be 1-65535, got 70000}).
 */
public final class ClusterFileException extends Exception {
    private static final long serialVersionUID = 1L;

    private final int line;

    public ClusterFileException(String source, int line, String field, String problem) {
        super(source + (line > 0 ? " line " + line : "") + ": " + (field.isEmpty() ? "" : field + ": ") + problem);
        this.line = line;
    }

    public ClusterFileException(String message, Throwable cause) {
        super(message, cause);
        this.line = 0;
    }

    /** The 1-based line of the problem, 0 when it concerns the whole file. */
    public int line() {
        return line;
    }
}
