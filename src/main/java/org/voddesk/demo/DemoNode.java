package org.voddesk.demo;

import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.voddesk.core.Playhead;
import org.voddesk.core.PrefixCache;
import org.voddesk.core.SegmentKey;
import org.voddesk.core.RecordingSegment;
import org.voddesk.core.Session;
import org.voddesk.core.StreamProfile;
import org.voddesk.core.StreamSource;

/**
 * One simulated VOD node: its sessions, its segment-prefix cache and the load they cause (ALGORITHMS.md §1 and
 * §8.1), with the counters a console reads from {@code /proc}. Time comes from the injected clock; state between
 * two calls is integrated piecewise (the load is constant between calls and within a noise period), so the
 * difference of two {@code /proc} reads gives exactly the average simulated load of the interval.
 *
 * <p>A session's stream URL is {@code <streamBase>/<node>/<session>/index.m3u8}: the demo's HLS server
 * ({@link DemoStreamServer}) serves it from {@link #sessionNow}.
 *
 * <p>Thread-safe: the SSH and HTTP servers call it from their own threads; every public method holds the node's
 * lock.
 */
public final class DemoNode {
    private final DemoNodeConfig config;
    private final DemoCatalogue catalogue;
    private final Clock clock;
    private final PrefixCache<SegmentKey> cache;
    private final ProcCounters counters;
    private final String streamBase;
    private final Map<String, DemoSession> sessions = new LinkedHashMap<>();
    private final Map<String, Long> segmentOf = new HashMap<>();
    private Map<String, StreamSource> classes = Map.of();
    private double streamTxBps;
    private double streamRxBps;
    private long lastMs;
    private long refreshedAtMs = Long.MIN_VALUE;

    /**
     * @param streamBase where the demo's HLS server is reached, {@code http://127.0.0.1:PORT} (no trailing slash)
     */
    public DemoNode(DemoNodeConfig config, DemoCatalogue catalogue, Clock clock, String streamBase) {
        if (!streamBase.startsWith("http://") || streamBase.endsWith("/")) {
            throw new IllegalArgumentException("stream base must be http://HOST:PORT, got " + streamBase);
        }
        this.streamBase = streamBase;
        this.config = config;
        this.catalogue = catalogue;
        this.clock = clock;
        this.cache = new PrefixCache<>(config.prefixCapacity());
        this.lastMs = clock.millis();
        this.counters = new ProcCounters(config.cpus(), config.seed(), lastMs);
    }

    public String name() {
        return config.name();
    }

    public DemoNodeConfig config() {
        return config;
    }

    public DemoCatalogue catalogue() {
        return catalogue;
    }

    /** Starts a session (a {@code vodnode play}); refusals checked in the shell agent's order. */
    public synchronized AgentOutcome play(PlayOrder order) {
        long now = advance();
        if (!catalogue.hasCamera(order.cameraId())) {
            return refuse(AgentErrors.UNKNOWN_CAMERA, "no camera " + order.cameraId() + " on " + name());
        }
        if (catalogue.segmentAt(order.cameraId(), order.positionMs(), now).isEmpty()) {
            return refuse(AgentErrors.NO_RECORDING, "camera " + order.cameraId() + " has no recording at "
                    + Instant.ofEpochMilli(order.positionMs()));
        }
        if (sessions.containsKey(order.sessionId())) {
            return refuse(AgentErrors.SESSION_EXISTS, "session " + order.sessionId() + " already exists on " + name());
        }
        DemoSession session = new DemoSession(order.sessionId(), order.cameraId(), order.beginMs(), order.positionMs(),
                now, order.rate(), order.quality(), catalogue.bitrate(order.quality()), now);
        sessions.put(session.id(), session);
        refreshSessions(now, true);
        return new AgentOutcome.Done(session.id(), streamUrl(session.id()));
    }

    /** Ends a session (a {@code vodnode stop}); the reply names no URL, the stream is gone. */
    public synchronized AgentOutcome stop(String sessionId) {
        long now = advance();
        DemoSession session = sessions.remove(sessionId);
        if (session == null) {
            return refuse(AgentErrors.UNKNOWN_SESSION, "no session " + sessionId + " on " + name());
        }
        segmentOf.remove(sessionId);
        refreshSessions(now, true);
        return new AgentOutcome.Done(sessionId, null);
    }

    /** Changes a session's playback rate (a {@code vodnode rate}); the position stays continuous. */
    public synchronized AgentOutcome rate(String sessionId, double rate) {
        long now = advance();
        DemoSession session = sessions.get(sessionId);
        if (session == null) {
            return refuse(AgentErrors.UNKNOWN_SESSION, "no session " + sessionId + " on " + name());
        }
        sessions.put(sessionId, session.withRate(rate, now));
        refreshSessions(now, true);
        return new AgentOutcome.Done(sessionId, streamUrl(sessionId));
    }

    /** The sessions now, with their current positions and stream classes, in start order. */
    public synchronized List<Session> sessions() {
        long now = advance();
        List<Session> result = new ArrayList<>(sessions.size());
        for (DemoSession s : sessions.values()) {
            long position = s.positionAt(now);
            result.add(new Session(s.id(), name(), new SegmentKey(s.cameraId(), catalogue.segmentStart(position)),
                    new Playhead(s.beginMs(), position, s.rate()),
                    new StreamProfile(s.bitrateBps(), s.quality(), classes.get(s.id())), s.startedAtMs()));
        }
        return result;
    }

    /** A live session with the node's time now, for its stream; empty once it is stopped or has ended. */
    synchronized Optional<SessionNow> sessionNow(String sessionId) {
        long now = advance();
        DemoSession session = sessions.get(sessionId);
        return session == null ? Optional.empty() : Optional.of(new SessionNow(session, now));
    }

    /** The recordings the node can play now. */
    public List<RecordingSegment> recordings() {
        return catalogue.recordings(clock.millis());
    }

    /** The simulated load at this instant. */
    public synchronized SimulatedLoad load() {
        long now = advance();
        return loadAt(now);
    }

    /** Segment prefixes the node's cache holds. */
    public synchronized int cachedPrefixes() {
        advance();
        return cache.size();
    }

    /** The three {@code /proc} files a console reads, all at one instant. */
    public synchronized ProcFiles proc() {
        long now = advance();
        SimulatedLoad load = loadAt(now);
        return new ProcFiles(counters.stat(sessions.size()), ProcCounters.meminfo(config.memTotalKb(), load.mem()),
                counters.netDev());
    }

    private SimulatedLoad loadAt(long timeMs) {
        Noise noise = config.noise() ? Noise.at(config.seed(), timeMs) : Noise.NONE;
        return SimulatedLoad.of(streamTxBps, streamRxBps, cache.fill(), config.bandwidthBps(), noise);
    }

    /**
     * Integrates the counters up to now at the load of each piece, then moves the sessions on; returns now. At an
     * instant already refreshed nothing can have moved (every change refreshes at once), so a poll's several reads
     * in the same millisecond cost one refresh.
     */
    private long advance() {
        long now = clock.millis();
        if (now > lastMs) {
            for (long t = lastMs; t < now; ) {
                long pieceEnd = Math.min(now, Noise.nextPeriodStart(t));
                counters.accumulate(loadAt(t), (pieceEnd - t) / 1000.0);
                t = pieceEnd;
            }
            lastMs = now;
        }
        if (now != refreshedAtMs) {
            refreshSessions(now, false);
        }
        return now;
    }

    /**
     * Ends sessions that played past the recorded material, touches the prefix of every segment a session has
     * entered, and, when the set of sessions, a rate or a segment changed, re-evaluates the stream classes and
     * bandwidths (ALGORITHMS.md §8.1: on start, rate change and when a leader ends). Between such changes the
     * classes cannot change: sessions of one group play at one rate, so their gaps stay as they are.
     *
     * @param changed whether the caller changed the sessions (play, stop, rate)
     */
    private void refreshSessions(long now, boolean changed) {
        refreshedAtMs = now;
        long end = catalogue.recordedEnd(now);
        boolean reclassify = changed;
        for (Iterator<DemoSession> it = sessions.values().iterator(); it.hasNext(); ) {
            DemoSession s = it.next();
            long position = s.positionAt(now);
            if (position >= end) {
                it.remove();
                segmentOf.remove(s.id());
                reclassify = true;
                continue;
            }
            long segment = catalogue.segmentStart(position);
            Long previous = segmentOf.put(s.id(), segment);
            if (previous == null || previous != segment) {
                cache.touch(new SegmentKey(s.cameraId(), segment));
                reclassify = true;
            }
        }
        if (reclassify) {
            classifyStreams(now);
        }
    }

    private void classifyStreams(long now) {
        List<DemoSession> all = List.copyOf(sessions.values());
        classes = StreamClasses.classify(all, s -> s.positionAt(now), catalogue::segmentStart);
        double tx = 0;
        double rx = 0;
        for (DemoSession s : all) {
            tx += s.bandwidthBps();
            if (classes.get(s.id()) == StreamSource.IPSAN) {
                rx += s.bandwidthBps();
            }
        }
        streamTxBps = tx;
        streamRxBps = rx;
    }

    private String streamUrl(String sessionId) {
        return streamBase + "/" + name() + "/" + sessionId + "/index.m3u8";
    }

    private static AgentOutcome refuse(String code, String message) {
        return new AgentOutcome.Refused(code, message);
    }
}
