package org.voddesk.node.ssh;

import org.voddesk.core.NodeFailure;
import com.jcraft.jsch.ChannelExec;
import com.jcraft.jsch.JSch;
import com.jcraft.jsch.JSchException;
import com.jcraft.jsch.Session;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.LongSupplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.voddesk.core.NodeConfig;
import org.voddesk.node.NodeLink;
import org.voddesk.node.ExecResult;
import org.voddesk.node.NodeException;

/**
 * The SSH link to one node: one persistent JSch session reused by every command, reconnected with exponential
 * backoff when it drops, with a cap on concurrent exec channels and a deadline on every command. Thread-safe.
 *
 * <p>The reconnect right after a session ended without an answer (a channel open timed out, the keep-alives went
 * unanswered, the node closed or reset the connection) must reach the server within the command's own timeout, not
 * the connect timeout: a frozen host is then failed by its second missed poll within a poll timeout (the failover
 * target), while a node that only answered late, or logs in slowly, still connects (key exchange and login keep the
 * connect timeout).
 */
public final class NodeConnection implements NodeLink, AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(NodeConnection.class);
    private static final int STDERR_LIMIT = 64 * 1024;
    /** How much earlier than its limit JSch may report a channel-open timeout: it checks its clock every 10 ms. */
    private static final long OPEN_TIMEOUT_SLACK_MS = 50;
    /** Opens refused at once, tried again (OpenSSH slots free a moment after a command ends). */
    private static final int OPEN_RETRIES = 5;

    private final NodeConfig node;
    private final SshSettings settings;
    private final SessionFactory sessions;
    private final LongSupplier nanoTime;
    private final Semaphore channels;
    private final Backoff backoff;
    private final Object lock = new Object();
    private Session session;
    private NodeException lastConnectError;
    /** The last session ended without an answer from the node; the next connect must reach it sooner. */
    private boolean unanswered;
    private boolean closed;

    NodeConnection(NodeConfig node, SshSettings settings, SessionFactory sessions, LongSupplier nanoTime) {
        this.node = node;
        this.settings = settings;
        this.sessions = sessions;
        this.nanoTime = nanoTime;
        this.channels = new Semaphore(settings.maxChannels(), true);
        this.backoff = new Backoff(settings.backoffBase(), settings.backoffMax());
    }

    @Override
    public NodeConfig node() {
        return node;
    }

    /** Runs {@code command} with the default command timeout. */
    public ExecResult exec(String command) throws NodeException {
        return exec(command, settings.commandTimeout());
    }

    /**
     * Runs {@code command} in an exec channel and returns its output once the channel closes.
     *
     * @param timeout waiting for a channel slot and running the command; when it passes the channel is closed
     *                and the session dropped, so a hung node cannot hold a thread longer. A connect made first
     *                has its own limit, {@link SshSettings#connectTimeout()}, and when the last session ended
     *                unanswered it must reach the server within {@code timeout}.
     * @throws NodeException classified by {@link NodeFailure}
     */
    @Override
    public ExecResult exec(String command, Duration timeout) throws NodeException {
        Session s = connected(timeout);
        long deadline = nanoTime.getAsLong() + timeout.toNanos();
        try {
            if (!channels.tryAcquire(remaining(deadline), TimeUnit.NANOSECONDS)) {
                throw new NodeException(NodeFailure.CHANNEL, "all " + settings.maxChannels()
                        + " command channels to " + node.name() + " stayed busy for " + seconds(timeout));
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new NodeException(NodeFailure.CLOSED, "interrupted while waiting for a channel", e);
        }
        try {
            return run(s, command, deadline, timeout);
        } finally {
            channels.release();
        }
    }

    private ExecResult run(Session s, String command, long deadline, Duration timeout) throws NodeException {
        long start = nanoTime.getAsLong();
        ReplySink out = new ReplySink(settings.maxReplyBytes());
        ReplySink err = new ReplySink(STDERR_LIMIT);
        ChannelExec channel = null;
        try {
            for (int attempt = 1; ; attempt++) {
                channel = (ChannelExec) s.openChannel("exec");
                channel.setCommand(command);
                channel.setInputStream(null);
                channel.setOutputStream(out, false);
                channel.setErrStream(err, false);
                long openLimitMs = millis(remaining(deadline));
                long openStart = nanoTime.getAsLong();
                try {
                    channel.connect((int) openLimitMs);
                    break;
                } catch (JSchException e) {
                    // JSch gives up on its own clock, checked every 10 ms, so it may end a little before our deadline.
                    boolean waitedItsLimit = nanoTime.getAsLong() - openStart
                            >= TimeUnit.MILLISECONDS.toNanos(Math.max(0, openLimitMs - OPEN_TIMEOUT_SLACK_MS));
                    if (s.isConnected() && waitedItsLimit) {
                        // No answer to a channel open on a live TCP session: the node is frozen, not refusing. Drop
                        // the session, so the next command does not wait on it again (it reconnects, or finds it down).
                        drop(s);
                        throw new NodeException(NodeFailure.TIMEOUT, node.name() + " did not open a command channel"
                                + " within " + seconds(timeout) + "; session dropped", e);
                    }
                    if (!refusedForNow(s, attempt, deadline)) {
                        throw e;
                    }
                    channel.disconnect();
                }
            }
            CompletableFuture.allOf(out.closed(), err.closed()).get(remaining(deadline), TimeUnit.NANOSECONDS);
            int exit = channel.getExitStatus();
            if (exit < 0 && connectionLost(s)) {
                drop(s);
                throw new NodeException(NodeFailure.UNREACHABLE, "connection to " + node.name()
                        + " was lost while the command ran");
            }
            if (out.overflowed()) {
                throw new NodeException(NodeFailure.REPLY_TOO_LARGE, "reply of " + node.name()
                        + " exceeds " + settings.maxReplyBytes() + " bytes");
            }
            return new ExecResult(out.text(), err.text(), exit, nanoTime.getAsLong() - start);
        } catch (TimeoutException e) {
            // The channel is closed (finally) and the session kept: a node whose agent hangs (a stuck mount) still
            // answers SSH; a frozen one fails the next channel open within its limit, which drops the session.
            throw new NodeException(NodeFailure.TIMEOUT, "command on " + node.name() + " did not finish within "
                    + seconds(timeout) + "; channel closed");
        } catch (JSchException e) {
            if (!s.isConnected()) {
                drop(s);
                throw new NodeException(NodeFailure.UNREACHABLE, "connection to " + node.name()
                        + " was lost: " + e.getMessage(), e);
            }
            throw new NodeException(NodeFailure.CHANNEL, "node " + node.name() + " refused a command channel: "
                    + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new NodeException(NodeFailure.CLOSED, "interrupted while waiting for " + node.name(), e);
        } catch (ExecutionException e) {
            throw new IllegalStateException("reply sinks complete normally", e);
        } finally {
            if (channel != null) {
                channel.disconnect();
            }
        }
    }

    /**
     * OpenSSH frees a session slot (MaxSessions) only when it has processed the close of a finished command, a moment
     * after this side released it; an open refused at once on a live session in that moment is tried again after a
     * short pause (at most {@link #OPEN_RETRIES} times, within the command's deadline).
     */
    private boolean refusedForNow(Session s, int attempt, long deadline) throws InterruptedException {
        long pauseMs = 20L * attempt;
        if (!s.isConnected() || attempt > OPEN_RETRIES || millis(remaining(deadline)) <= pauseMs) {
            return false;
        }
        Thread.sleep(pauseMs);
        return true;
    }

    /**
     * A reply without an exit status comes from a command killed by a signal or from a connection that died.
     * JSch's reader thread marks a dead session a moment after the reply streams end, so a session that still
     * looks connected is given that moment (at most 200 ms, only on this rare path) before the reply is trusted.
     */
    private static boolean connectionLost(Session s) throws InterruptedException {
        for (int i = 0; i < 20 && s.isConnected(); i++) {
            Thread.sleep(10);
        }
        return !s.isConnected();
    }

    /**
     * The live session, connecting first when there is none and the backoff allows an attempt.
     *
     * @param timeout the command's; the limit on reaching the server when the last session ended unanswered
     */
    private Session connected(Duration timeout) throws NodeException {
        synchronized (lock) {
            if (closed) {
                throw new NodeException(NodeFailure.CLOSED, "connection to " + node.name() + " is closed");
            }
            if (session != null && session.isConnected()) {
                return session;
            }
            long now = nanoTime.getAsLong();
            if (!backoff.mayAttempt(now)) {
                throw new NodeException(lastConnectError.kind(), lastConnectError.getMessage() + " (next attempt in "
                        + seconds(backoff.remaining(now)) + ")", lastConnectError);
            }
            Duration reach = reachLimit(timeout);
            try {
                session = sessions.open(node, settings, reach);
                backoff.succeeded();
                lastConnectError = null;
                LOG.info("connected to {} ({})", node.name(), node.address());
                return session;
            } catch (NodeException e) {
                session = null;
                backoff.failed(nanoTime.getAsLong());
                lastConnectError = e;
                LOG.info("cannot connect to {} ({}): {}", node.name(), node.address(), e.getMessage());
                throw e;
            }
        }
    }

    /**
     * Step of {@link #connected}: how long the connect may take to reach the server (TCP connect and its first
     * byte). The connect timeout, except once right after a session ended unanswered (dropped here after a missed
     * answer, or closed by the node): then the command's timeout, if shorter. Only once: a node whose first
     * reconnect failed is tried again with the full limit, so a slow link that dropped once can come back.
     */
    private Duration reachLimit(Duration timeout) {
        boolean afterMiss = unanswered || session != null;  // a session still held here was lost by the peer
        unanswered = false;
        session = null;
        Duration full = settings.connectTimeout();
        return afterMiss && timeout.compareTo(full) < 0 ? timeout : full;
    }

    /** Drops a session that stopped answering, so the next command reconnects, sooner (see {@link #reachLimit}). */
    private void drop(Session s) {
        synchronized (lock) {
            if (session == s) {
                session = null;
                unanswered = true;
            }
        }
        s.disconnect();
    }

    /**
     * Opens the session now if none is open (a "test connection" button, a benchmark of connect + auth); a
     * failure is classified like any other and counts for the backoff.
     */
    public void connect() throws NodeException {
        connected(settings.connectTimeout());
    }

    /**
     * Whether the session this connection holds ended without this side dropping it: the node closed or reset it
     * (its host or sshd is gone), or it left {@link SshSettings#keepAliveCountMax()} keep-alives unanswered (frozen). A session dropped here, or none yet, is not counted. Cheap; no I/O.
     */
    public boolean lostByPeer() {
        synchronized (lock) {
            return session != null && !session.isConnected();
        }
    }

    /** Whether a session is open now (no connect is attempted). */
    public boolean isConnected() {
        synchronized (lock) {
            return session != null && session.isConnected();
        }
    }

    @Override
    public void close() {
        Session s;
        synchronized (lock) {
            closed = true;
            s = session;
            session = null;
        }
        if (s != null) {
            s.disconnect();
        }
    }

    private long remaining(long deadline) {
        return Math.max(1, deadline - nanoTime.getAsLong());
    }

    private static int millis(long nanos) {
        return (int) Math.max(1, Math.min(Integer.MAX_VALUE, TimeUnit.NANOSECONDS.toMillis(nanos)));
    }

    private static String seconds(Duration d) {
        return String.format(java.util.Locale.ROOT, "%.1f s", d.toMillis() / 1000.0);
    }

    /** Opens authenticated sessions; the seam between connection management and JSch's handshake. */
    interface SessionFactory {
        /**
         * @param reach limit on reaching the server (TCP connect and its first byte), at most the connect timeout
         *              ({@link SshSettings#connectTimeout()}), which bounds the rest
         */
        Session open(NodeConfig node, SshSettings settings, Duration reach) throws NodeException;
    }

    static JSch newJSch() {
        JSch jsch = new JSch();
        jsch.setInstanceLogger(new com.jcraft.jsch.Slf4jLogger());
        return jsch;
    }
}
