package org.voddesk.sim.lichen;

import org.voddesk.core.Playhead;
import org.voddesk.core.Quality;
import org.voddesk.core.SegmentKey;
import org.voddesk.core.Session;
import org.voddesk.core.StreamProfile;
import org.voddesk.core.StreamSource;

/**
 * A playback session inside one simulated run (mutable, confined to the run's thread). Its play position moves
 * at its rate: {@code position(t) = positionAtRateChange + rate * (t - rateChangedAt)}, as an offset from the
 * segment start. It keeps its {@code (camera, segment)} identity and its start time for life, also when it is
 * migrated (interval caching compares start times).
 */
final class SimSession {
    final long seq;
    final String id;
    final int camera;
    final int segment;
    final int key;
    final long startMs;
    final long endMs;
    private double rate = 1.0;
    private long rateChangedAtMs;
    private double positionAtRateChangeMs;
    private int node;
    private StreamSource source = StreamSource.IPSAN;
    private Session record;
    private long recordAtMs = Long.MIN_VALUE;

    SimSession(long seq, int camera, int segment, int segmentsPerCamera, long startMs, long endMs, int node) {
        this.seq = seq;
        this.id = "s-" + seq;
        this.camera = camera;
        this.segment = segment;
        this.key = camera * segmentsPerCamera + segment;
        this.startMs = startMs;
        this.endMs = endMs;
        this.rateChangedAtMs = startMs;
        this.node = node;
    }

    double rate() {
        return rate;
    }

    int node() {
        return node;
    }

    StreamSource source() {
        return source;
    }

    /** Play position at simulated time {@code t}, ms after the segment start. */
    double positionOffsetMs(long t) {
        return positionAtRateChangeMs + rate * (t - rateChangedAtMs);
    }

    /** A VCR speed change at {@code t}: the position is carried over, the new rate applies from now. */
    void changeRate(double newRate, long t) {
        positionAtRateChangeMs = positionOffsetMs(t);
        rateChangedAtMs = t;
        rate = newRate;
        record = null;
    }

    void moveTo(int newNode) {
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
    double bandwidthBps(long bitrateBps) {
        return rate * bitrateBps;
    }

    /** The stream's bandwidth at its rate in whole bits per second (rates are multiples of 0.5, so exact). */
    long bandwidthBpsExact(long bitrateBps) {
        return Math.round(rate * bitrateBps);
    }

    /**
     * The session as the console's view shows it at simulated time {@code t}. The record is kept while nothing
     * about the session changes and no load report happened since it was made ({@code lastReportMs}): the
     * console learns play positions from the nodes' reports, so a position in the view is at most one report
     * period old (and exact for a session started or changed since).
     */
    Session record(long t, long lastReportMs, SegmentCatalog catalog, String nodeName) {
        if (record == null || recordAtMs < lastReportMs) {
            long segmentStart = catalog.segmentStartMs(segment);
            long startEpoch = catalog.playbackEpochMs() + startMs;
            record = new Session(id, nodeName, new SegmentKey(catalog.cameraId(camera), segmentStart),
                    new Playhead(segmentStart, segmentStart + Math.round(positionOffsetMs(t)), rate),
                    new StreamProfile(catalog.bitrateBps(), Quality.MAIN, source), startEpoch);
            recordAtMs = t;
        }
        return record;
    }
}
