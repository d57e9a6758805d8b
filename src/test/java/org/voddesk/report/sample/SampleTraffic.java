package org.voddesk.report.sample;

import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import org.voddesk.core.AuditEntry;
import org.voddesk.core.LoadForecast;
import org.voddesk.core.MigrationDraw;
import org.voddesk.core.MoveDraft;
import org.voddesk.core.MoveGrounds;
import org.voddesk.core.MoveRecord;
import org.voddesk.core.NodeHealth;
import org.voddesk.core.PlaybackRequest;
import org.voddesk.core.Playhead;
import org.voddesk.core.Quality;
import org.voddesk.core.SegmentKey;
import org.voddesk.core.Session;
import org.voddesk.core.SessionEndReason;
import org.voddesk.core.SessionSimilarity;
import org.voddesk.core.StreamProfile;
import org.voddesk.core.StreamSource;
import org.voddesk.store.DecisionEntry;
import org.voddesk.store.Store;

/**
 * The sample day's playback traffic: requests arrive with the control room's daily rhythm, are placed on the
 * least-loaded node that holds the camera (south cameras: vod-3 only) or refused, play for a while and stop; an
 * overloaded node gets a migration move that a supervisor approves, rejects or lets expire; a failed node's
 * sessions are re-homed by the console. Every step is written through the store.
 */
final class SampleTraffic {
    private static final long BITRATE = 4_000_000;
    private static final long EXPIRY_MS = 300_000;
    private static final double LOAD_MAX = 95;

    private final Store store;
    private final List<SampleNode> nodes;
    private final SplittableRandom random;
    private final Map<String, Long> endsAt = new HashMap<>();
    private final Map<Long, Long> decideAt = new HashMap<>();
    private int nextSession = 1;

    SampleTraffic(Store store, List<SampleNode> nodes, SplittableRandom random) {
        this.store = store;
        this.nodes = nodes;
        this.random = random;
    }

    int streams() {
        return nodes.stream().mapToInt(n -> n.sessions.size()).sum();
    }

    /** Requests per minute at an hour of the day: quiet at night, busy in the afternoon. */
    static double perMinute(double hour) {
        return 0.4 + 4.5 * Math.exp(-Math.pow((hour - 14.5) / 3.0, 2)) + 1.2 * Math.exp(-Math.pow((hour - 9) / 2.0, 2));
    }

    void step(long t, double hour) {
        for (SampleNode n : nodes) {
            for (Session s : List.copyOf(n.sessions)) {
                if (endsAt.get(s.id()) <= t) {
                    end(n, s, t, random.nextDouble() < 0.7 ? SessionEndReason.STOPPED : SessionEndReason.FINISHED);
                }
            }
        }
        double expected = perMinute(hour) * SampleHistory.POLL_MS / 60_000.0;
        while (random.nextDouble() < expected) {
            request(t + random.nextInt((int) SampleHistory.POLL_MS), hour);
            expected -= 1;
        }
    }

    private void request(long t, double hour) {
        boolean south = hour >= 12 && hour < 17 && random.nextDouble() < 0.6;
        String camera = south ? String.format(Locale.ROOT, "cam-s%02d", 1 + random.nextInt(30))
                : String.format(Locale.ROOT, "cam-%03d", 1 + random.nextInt(200));
        PlaybackRequest r = new PlaybackRequest(camera, t - 7_200_000, t - 3_600_000 + random.nextInt(3_000_000), 1.0,
                Quality.MAIN, BITRATE, south ? "south" : "north");
        List<SampleNode> holders = nodes.stream().filter(n -> n.health == NodeHealth.OK)
                .filter(n -> !south || n.name.equals("vod-3")).toList();
        Optional<SampleNode> target = holders.stream().filter(n -> n.load() < LOAD_MAX || south && n.streamNet() < 97)
                .min(Comparator.comparingDouble(SampleNode::load));
        String user = "operator-" + (1 + random.nextInt(4));
        if (target.isEmpty()) {
            String why = south ? "the only node holding the camera has no bandwidth left"
                    : "every reachable node would be overloaded";
            store.decisions().record(new DecisionEntry(t, user, r, null, null, "least-load", why, why));
            return;
        }
        SampleNode n = target.get();
        String id = String.format(Locale.ROOT, "s-%06d", nextSession++);
        Session s = new Session(id, n.name, new SegmentKey(camera, r.segmentStartMs()),
                Playhead.atBegin(r.beginMs(), 1.0), new StreamProfile(BITRATE, Quality.MAIN, StreamSource.IPSAN), t);
        store.decisions().record(new DecisionEntry(t, user, r, n.name, id, "least-load", "least load",
                "placed on the least-loaded holder " + n.name));
        store.sessions().started(s);
        n.sessions.add(s);
        endsAt.put(id, t + (long) (-Math.log(1 - random.nextDouble()) * 25 * 60_000));
    }

    private void end(SampleNode n, Session s, long t, SessionEndReason reason) {
        n.sessions.remove(s);
        endsAt.remove(s.id());
        store.sessions().ended(s.id(), t, reason);
    }

    /** Once a minute: the supervisor's pending decisions, expiries, and a move for each overloaded node. */
    void plan(long t) {
        for (MoveRecord p : store.moves().open()) {
            Long when = decideAt.get(p.id());
            if (when != null && when <= t && p.draft().expiresAtMs() > t) {
                decide(p, t);
            }
        }
        store.moves().expireDue(t);
        for (SampleNode n : nodes) {
            if (n.health == NodeHealth.OK && n.load() > LOAD_MAX && store.moves().open().stream()
                    .noneMatch(p -> p.draft().sourceNode().equals(n.name))) {
                propose(n, t);
            }
        }
    }

    private void propose(SampleNode source, long t) {
        Optional<Session> movable = source.sessions.stream().findFirst();
        Optional<SampleNode> target = nodes.stream().filter(n -> n != source && n.health == NodeHealth.OK)
                .min(Comparator.comparingDouble(SampleNode::load));
        if (movable.isEmpty() || target.isEmpty()) {
            return;
        }
        MoveRecord p = store.moves().create(new MoveDraft(movable.get().id(),
                new MoveGrounds(source.name,
                target.get().name, new MigrationDraw(0.6, random.nextDouble() * 0.6), SessionSimilarity.UNKNOWN,
                new LoadForecast(source.load() - 1, target.get().load() + 1, 120, 100), source.name
                + " is overloaded (load " + String.format(Locale.ROOT, "%.1f", source.load()) + ")"), t, t + EXPIRY_MS));
        double roll = random.nextDouble();
        if (roll < 0.75) {
            decideAt.put(p.id(), t + 60_000 * (1 + random.nextInt(3)));
        }
    }

    private void decide(MoveRecord p, long t) {
        SampleNode source = node(p.draft().sourceNode());
        SampleNode target = node(p.draft().targetNode());
        Optional<Session> s = source.sessions.stream().filter(x -> x.id().equals(p.draft().sessionId())).findFirst();
        if (random.nextDouble() < 0.2 || s.isEmpty()) {
            store.moves().reject(p.id(), "supervisor", t, "not now");
            store.audit().append(new AuditEntry(t, "supervisor", null, "move.reject", "move " + p.id(), "not now"));
            return;
        }
        store.moves().approve(p.id(), "supervisor", t, null);
        store.audit().append(new AuditEntry(t, "supervisor", null, "move.approve", "move " + p.id(), null));
        move(p, s.get(), source, target, t);
    }

    private void move(MoveRecord p, Session s, SampleNode source, SampleNode target, long t) {
        store.moves().startExecution(p.id(), t);
        source.sessions.remove(s);
        Session moved = s.withNode(target.name);
        target.sessions.add(moved);
        store.sessions().update(moved);
        store.moves().done(p.id(), t + 2_000, "moved");
    }

    /** The console's automatic failure re-homing: each session to the least-loaded live node, or it ends. */
    void reHome(SampleNode failed, long t) {
        for (Session s : List.copyOf(failed.sessions)) {
            Optional<SampleNode> target = nodes.stream().filter(n -> n.health == NodeHealth.OK && n.load() < LOAD_MAX)
                    .min(Comparator.comparingDouble(SampleNode::load));
            if (target.isEmpty()) {
                end(failed, s, t, SessionEndReason.NODE_FAILED);
                continue;
            }
            MoveRecord p = store.moves().create(new MoveDraft(s.id(), new MoveGrounds(failed.name,
                    target.get().name, MigrationDraw.CERTAIN, SessionSimilarity.UNKNOWN,
                    new LoadForecast(0, target.get().load() + 1, 200, 150), failed.name + " failed: re-home "
                    + s.id() + " (" + s.cameraId() + ") to " + target.get().name + ", the least-loaded live holder"),
                    t, t + EXPIRY_MS));
            store.moves().approve(p.id(), "system", t, "automatic failure re-homing");
            store.audit().append(new AuditEntry(t, "system", null, "move.approve", "move " + p.id(),
                    "automatic failure re-homing"));
            move(p, s, failed, target.get(), t);
        }
    }

    private SampleNode node(String name) {
        return nodes.stream().filter(n -> n.name.equals(name)).findFirst().orElseThrow();
    }
}
