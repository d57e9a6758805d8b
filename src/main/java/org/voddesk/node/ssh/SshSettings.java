package org.voddesk.node.ssh;

import java.time.Duration;

/**
 * How the console talks SSH to its nodes.
 *
 * @param connectTimeout    TCP connect + key exchange + authentication
 * @param commandTimeout    default limit for one exec round trip; a command still running is cancelled
 * @param keepAlive         silence after which an SSH keep-alive is sent (JSch's read timeout on the session's
 *                          socket once logged in), and again after each further such silence
 * @param keepAliveCountMax unanswered keep-alives after which the session is dropped: after
 *                          {@code (keepAliveCountMax + 1) * keepAlive} without a byte from the node
 * @param maxChannels       concurrent exec channels per node (OpenSSH's {@code MaxSessions} is 10)
 * @param backoffBase       wait after the first failed connect; doubled after each further failure
 * @param backoffMax        longest wait between connect attempts
 * @param maxReplyBytes     largest stdout accepted from one command; more is a protocol error
 * @param acceptNewHostKeys whether an unknown host key is accepted and appended to known_hosts (OpenSSH's
 *                          {@code StrictHostKeyChecking=accept-new}); a changed key is refused regardless
 */
public record SshSettings(Duration connectTimeout, Duration commandTimeout, Duration keepAlive,
                          int keepAliveCountMax, int maxChannels, Duration backoffBase, Duration backoffMax,
                          int maxReplyBytes, boolean acceptNewHostKeys) {
    /**
     * Keep-alive every 1 s of silence, 2 unanswered: a frozen host's session is dropped 2-3 s after its last answer
     * (JSch counts from its last read), which the control loop's link watch sees as a lost link, so a frozen host
     * is noticed between polls (a hung node is failed within 10 s). A keep-alive is one {@code keepalive@jcraft.com}
     * global request answered by sshd itself (no process on the node); any answer, or any other traffic, resets
     * the count, so a long quiet command or one keep-alive answered late (up to 2 s) keeps the session.
     */
    public static final Duration KEEP_ALIVE = Duration.ofSeconds(1);
    /** Unanswered keep-alives after which the session is dropped: see {@link #KEEP_ALIVE}. */
    public static final int KEEP_ALIVE_COUNT_MAX = 2;
    public static final SshSettings DEFAULT = new SshSettings(Duration.ofSeconds(5), Duration.ofSeconds(10),
            KEEP_ALIVE, KEEP_ALIVE_COUNT_MAX, 8, Duration.ofSeconds(1), Duration.ofSeconds(60), 1 << 20, false);

    public SshSettings {
        positive(connectTimeout, "connect timeout");
        positive(commandTimeout, "command timeout");
        positive(keepAlive, "keep-alive interval");
        positive(backoffBase, "backoff base");
        positive(backoffMax, "backoff max");
        if (keepAliveCountMax < 1 || maxChannels < 1 || maxReplyBytes < 1024) {
            throw new IllegalArgumentException("keep-alive count and channels must be >= 1, reply limit >= 1 KiB");
        }
        if (backoffMax.compareTo(backoffBase) < 0) {
            throw new IllegalArgumentException("backoff max must not be below backoff base");
        }
    }

    private static void positive(Duration d, String what) {
        if (d == null || d.isZero() || d.isNegative() || d.toMillis() > Integer.MAX_VALUE) {
            throw new IllegalArgumentException(what + " must be a positive duration, got " + d);
        }
    }

    public SshSettings withAcceptNewHostKeys(boolean accept) {
        return new SshSettings(connectTimeout, commandTimeout, keepAlive, keepAliveCountMax, maxChannels, backoffBase,
                backoffMax, maxReplyBytes, accept);
    }

    public SshSettings withTimeouts(Duration connect, Duration command) {
        return new SshSettings(connect, command, keepAlive, keepAliveCountMax, maxChannels, backoffBase, backoffMax,
                maxReplyBytes, acceptNewHostKeys);
    }

    public SshSettings withBackoff(Duration base, Duration max) {
        return new SshSettings(connectTimeout, commandTimeout, keepAlive, keepAliveCountMax, maxChannels, base, max,
                maxReplyBytes, acceptNewHostKeys);
    }

    public SshSettings withMaxChannels(int channels) {
        return new SshSettings(connectTimeout, commandTimeout, keepAlive, keepAliveCountMax, channels, backoffBase,
                backoffMax, maxReplyBytes, acceptNewHostKeys);
    }
}
