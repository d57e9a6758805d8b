package org.voddesk.sim.cluster;

import org.voddesk.core.Playhead;
import org.voddesk.core.Session;
import org.voddesk.core.StreamProfile;
import org.voddesk.core.StreamSource;

/**
 * A playback session inside one simulated run (mutable, confined to the run's thread). Its play position moves
 * at its rate: {@code position(t) = positionAtRateChange + rate * (t - rateChangedAt)}, as an offset from the
 * segment start. It keeps its stream and its start time for life, also when it is migrated (interval caching
 * compares start times or positions).
 */
public final class SimSession {
    public final long seq;
    public final String id;
    public final SimStream stream;
    /** Simulated time it started, ms (before 0 for a session already playing when the run began). */
    public final long startMs;
    /** Simulated time it ends, ms. */
    public final long endMs;
    private double rate;
    private long rateChangedAtMs;
    private double positionAtRateChangeMs;
    private int node;
    /** The segment it plays now, as the node's prefix cache keys it: its stream's, until it plays into the next. */
    private int cacheKey;
    private StreamSource source = StreamSource.IPSAN;
    private Session record;
    private long recordAtMs = Long.MIN_VALUE;

    /** A session that starts at {@code startMs} at its stream's begin, on node index {@code node}. */
    public SimSession(long seq, String id, SimStream stream, double rate, long startMs, long endMs, int node) {
        this.seq = seq;
        this.id = id;
        this.stream = stream;
        this.cacheKey = stream.key();
        this.rate = rate;
        this.startMs = startMs;
        this.endMs = endMs;
        this.rateChangedAtMs = startMs;
        this.positionAtRateChangeMs = stream.beginOffsetMs();
        this.node = node;
    }

    /** The prefix-cache key of the segment it plays now (its stream's segment until it plays into the next one). */
    public int cacheKey() {
        return cacheKey;
    }

    /** Its play position plays into another segment (its node regroups it, {@link SimNode#entersSegment}). */
    void entersSegment(int key) {
        cacheKey = key;
    }

    /** Play position at simulated time {@code t} in epoch ms of the recording (segment start plus offset). */
    public double positionMs(long t) {
        return stream.segment().segmentStartMs() + positionOffsetMs(t);
    }

    public double rate() {
        return rate;
    }

    public int node() {
        return node;
    }

    public StreamSource source() {
        return source;
    }

    /** Play position at simulated time {@code t}, ms after the segment start. */
    public double positionOffsetMs(long t) {
        return positionAtRateChangeMs + rate * (t - rateChangedAtMs);
    }

    /**
     * Sets where the session plays at {@code t} (ms after the segment start), for a session that was already playing
     * when the run began; call it before the session joins a node.
     */
    public void playsAt(long t, double positionOffsetMs) {
        positionAtRateChangeMs = positionOffsetMs;
        rateChangedAtMs = t;
        record = null;
    }

    /** A VCR speed change at {@code t}: the position is carried over, the new rate applies from now. */
    void changeRate(double newRate, long t) {
        positionAtRateChangeMs = positionOffsetMs(t);
        rateChangedAtMs = t;
        rate = newRate;
        record = null;
    }

    public void moveTo(int newNode) {
        node = newNode;
        record = null;
    }

    /** Sets the interval-caching class; returns whether it changed. */
    boolean classify(StreamSource newSource) {
        if (newSource == source) {
            return false;
        }
        source = newSource;
        record = null;
        return true;
    }

    /** The stream's bandwidth at its rate, bits per second. */
    public double bandwidthBps() {
        return rate * stream.bitrateBps();
    }

    /** The stream's bandwidth at its rate in whole bits per second. */
    long bandwidthBpsExact() {
        return Math.round(rate * stream.bitrateBps());
    }

    /**
     * The session as the console's view shows it at simulated time {@code t}. The record is kept while nothing
     * about the session changes and no load report happened since it was made ({@code lastReportMs}): the
     * console learns play positions from the nodes' reports, so a position in the view is at most one report
     * period old (and exact for a session started or changed since).
     *
     * @param epochMs the wall-clock instant of simulated time 0
     */
    public Session record(long t, long lastReportMs, long epochMs, String nodeName) {
        if (record == null || recordAtMs < lastReportMs) {
            long segmentStart = stream.segment().segmentStartMs();
            record = new Session(id, nodeName, stream.segment(),
                    new Playhead(segmentStart + stream.beginOffsetMs(), segmentStart + Math.round(positionOffsetMs(t)),
                            rate),
                    new StreamProfile(stream.bitrateBps(), stream.quality(), source), epochMs + startMs);
            recordAtMs = t;
        }
        return record;
    }
}
