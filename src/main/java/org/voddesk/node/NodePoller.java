package org.voddesk.node;

import org.voddesk.core.NodeFailure;
import java.time.Clock;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import org.voddesk.core.LoadSample;
import org.voddesk.core.NodeHealth;
import org.voddesk.core.RecordingSegment;
import org.voddesk.node.proc.ProcSnapshot;
import org.voddesk.node.proc.Utilisation;
import org.voddesk.node.protocol.PollScript;
import org.voddesk.node.ssh.HostKeyException;

/**
 * Polls one node and keeps what must survive between polls: the previous /proc read (utilisation needs two),
 * the last recordings, the health state machine, and whether a poll is still running.
 */
final class NodePoller {
    private final NodeLink link;
    private final PollSettings settings;
    private final Clock clock;
    private final HealthTracker health;
    private final AtomicBoolean inFlight = new AtomicBoolean();
    private ProcSnapshot previous;
    private List<RecordingSegment> recordings = List.of();
    private boolean listed;

    NodePoller(NodeLink link, PollSettings settings, Clock clock) {
        this.link = link;
        this.settings = settings;
        this.clock = clock;
        this.health = new HealthTracker(settings.failAfter());
    }

    String name() {
        return link.node().name();
    }

    /** Whether a poll has read this node's recordings yet (a node down at the first round has not). */
    synchronized boolean listedRecordings() {
        return listed;
    }

    /** Claims the node for one poll; false when the previous poll is still running. */
    boolean claim() {
        return inFlight.compareAndSet(false, true);
    }

    void release() {
        inFlight.set(false);
    }

    /** One exec round trip; never throws. The result's health is not yet tracked (see {@link #track}). */
    Outcome poll(boolean withRecordings) {
        long start = System.nanoTime();
        ExecResult result;
        try {
            result = link.exec(PollScript.command(link.node().agent(), withRecordings), settings.commandTimeout());
        } catch (NodeException e) {
            return Outcome.failure(e, System.nanoTime() - start);
        }
        long now = clock.millis();
        PollReading reading = PollReading.read(name(), result, withRecordings, now);
        LoadSample load = null;
        synchronized (this) {
            if (reading.proc() != null) {
                if (previous != null) {
                    load = Utilisation.between(previous, reading.proc(), link.node().spec().bandwidthBps())
                            .orElse(null);
                }
                previous = reading.proc();
            }
            if (reading.recordings() != null) {
                recordings = unchangedOrRead(recordings, reading.recordings());
                listed = true;
            }
        }
        return new Outcome(reading, load, null, System.nanoTime() - start);
    }

    /**
     * Step of a poll that read the recordings: the list kept from before when the node listed the same segments
     * (recordings change by the hour, and a re-read of 200 nodes of 1,920 segments each made 384,000 new objects that
     * lived on in the index and were copied by the collector: the heap step seen every 30th round), else the new one.
     * The kept list is the same instance each time, so readers can tell nothing changed without comparing.
     */
    static List<RecordingSegment> unchangedOrRead(List<RecordingSegment> last, List<RecordingSegment> read) {
        return read.equals(last) ? last : List.copyOf(read);
    }

    /** Applies an outcome to the health state machine and makes the node's result. */
    synchronized NodePoll track(Outcome o, long atMs) {
        if (o.failure != null) {
            NodeException e = o.failure;
            if (e.nodeAnswered()) {
                return result(health.garbled(), e.getMessage(), null, null, null, List.of(), false, atMs, o);
            }
            return result(health.silent(), e.getMessage(), e.kind(), fingerprintOf(e), null, List.of(), false, atMs,
                    o);
        }
        PollReading r = o.reading;
        NodeHealth h = r.problem() == null ? health.replied() : health.garbled();
        return result(h, r.problem(), null, null, o.load, r.sessions(), r.recordings() != null, atMs, o);
    }

    /**
     * The fingerprint of a refused host key behind {@code e}: the refusal itself, or the one a connection
     * repeats while its backoff holds off the next attempt (that exception wraps the refusal as its cause).
     */
    static String fingerprintOf(NodeException e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof HostKeyException h) {
                return h.fingerprint();
            }
        }
        return null;
    }

    /** A node whose poll did not finish within the round: unreachable for this round. */
    synchronized NodePoll late(String why, long atMs, long elapsedNanos) {
        return new NodePoll(name(), health.silent(), why, NodeFailure.TIMEOUT, null, null, List.of(),
                recordings, false, atMs, elapsedNanos);
    }

    private NodePoll result(NodeHealth h, String reason, NodeFailure kind, String fingerprint, LoadSample load,
                            List<org.voddesk.node.protocol.ReportedSession> sessions, boolean fresh, long atMs,
                            Outcome o) {
        return new NodePoll(name(), h, h == NodeHealth.OK ? null : reason, kind, fingerprint, load, sessions,
                recordings, fresh, atMs, o.elapsedNanos);
    }

    /** The raw result of one poll before health tracking. */
    record Outcome(PollReading reading, LoadSample load, NodeException failure, long elapsedNanos) {
        static Outcome failure(NodeException e, long elapsedNanos) {
            return new Outcome(null, null, e, elapsedNanos);
        }
    }
}
