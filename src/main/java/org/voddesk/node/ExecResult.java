package org.voddesk.node;

/**
 * What one exec round trip returned.
 *
 * @param stdout       standard output (UTF-8)
 * @param stderr       standard error (UTF-8, at most 64 KiB kept)
 * @param exitStatus   the command's exit status, -1 when the node sent none (killed by a signal)
 * @param elapsedNanos time from opening the channel to its close
 */
public record ExecResult(String stdout, String stderr, int exitStatus, long elapsedNanos) {
    /** The first non-blank line of stderr, for messages; empty when none. */
    public String firstErrorLine() {
        for (String line : stderr.split("\n")) {
            if (!line.isBlank()) {
                return line.strip();
            }
        }
        return "";
    }
}
