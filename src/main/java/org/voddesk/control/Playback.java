package org.voddesk.control;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.voddesk.core.ClusterView;
import org.voddesk.core.Ids;
import org.voddesk.core.NodeHealth;
import org.voddesk.core.PlaybackRequest;
import org.voddesk.core.Quality;
import org.voddesk.core.RecordingSegment;
import org.voddesk.node.CommandExecutor;
import org.voddesk.node.CommandOutcome;
import org.voddesk.node.NodePoll;
import org.voddesk.node.PollRound;
import org.voddesk.node.protocol.PlayArgs;
import org.voddesk.policy.Placement;
import org.voddesk.policy.PlacementDecision;
import org.voddesk.policy.PlacementPolicy;
import org.voddesk.policy.Rejection;

/**
 * One playback from request to running stream: poll the cluster, build the view, place with a policy, start it on
 * the chosen node; and its stop. A node that refuses or fails the start is set aside and the request placed again
 * on what is left (at most {@link #MAX_ATTEMPTS} nodes are tried).
 */
public final class Playback {
    static final int MAX_ATTEMPTS = 3;
    private static final Logger LOG = LoggerFactory.getLogger(Playback.class);

    private final ClusterClient client;
    private final CommandExecutor executor;
    private final Duration sampleGap;
    private final Supplier<String> sessionIds;

    /**
     * @param sampleGap  time between the two reads of /proc that give utilisation
     * @param sessionIds new session ids ({@link Ids} form)
     */
    public Playback(ClusterClient client, Duration sampleGap, Supplier<String> sessionIds) {
        this(client, client.executor(), sampleGap, sessionIds);
    }

    Playback(ClusterClient client, CommandExecutor executor, Duration sampleGap, Supplier<String> sessionIds) {
        this.client = client;
        this.executor = executor;
        this.sampleGap = sampleGap;
        this.sessionIds = sessionIds;
    }

    /** Places and starts a playback of {@code camera} from {@code beginMs}. */
    public PlayResult play(String camera, long beginMs, double rate, Quality quality, PlacementPolicy policy)
            throws InterruptedException {
        PollRound round = client.primedPoll(sampleGap, true);
        Optional<RecordingSegment> segment = ClusterViews.segmentOf(round, camera, beginMs);
        if (segment.isEmpty()) {
            return new PlayResult.NotStarted("no reachable node reports a recording of camera " + camera + " at "
                    + Instant.ofEpochMilli(beginMs) + unreachableNote(round), List.of());
        }
        PlaybackRequest request = new PlaybackRequest(camera, segment.get().startMs(), beginMs, rate, quality,
                segment.get().bitrateBps(), null);
        return place(client.views().view(round), request, policy, sessionIds.get());
    }

    PlayResult place(ClusterView view, PlaybackRequest request, PlacementPolicy policy, String sessionId) {
        List<String> attempts = new ArrayList<>();
        for (int i = 0; i < MAX_ATTEMPTS; i++) {
            PlacementDecision decision = policy.place(view, request);
            if (decision instanceof Rejection r) {
                return new PlayResult.NotStarted(r.reason(), attempts);
            }
            Placement p = (Placement) decision;
            CommandOutcome out = executor.play(p.nodeName(), PlayArgs.fresh(sessionId, request.cameraId(),
                    request.beginMs(), request.rate(), request.quality()));
            if (out instanceof CommandOutcome.Done done) {
                return new PlayResult.Started(sessionId, p.nodeName(), done.url(), p.explanation(), attempts);
            }
            LOG.info("start of {} on {} failed: {}", sessionId, p.nodeName(), out.describe());
            attempts.add(p.nodeName() + ": " + out.describe());
            view = view.withNode(view.node(p.nodeName()).orElseThrow().withHealth(NodeHealth.DEGRADED));
        }
        return new PlayResult.NotStarted("the chosen nodes did not start it", attempts);
    }

    /** Finds the node that serves {@code sessionId} and stops it there. */
    public StopResult stop(String sessionId) {
        Ids.require(sessionId, "session id");
        PollRound round = client.poller().poll(false);
        for (NodePoll n : round.nodes()) {
            if (n.sessions().stream().anyMatch(s -> s.id().equals(sessionId))) {
                CommandOutcome out = executor.stop(n.node(), sessionId);
                return new StopResult(out.ok(), n.node(), out.ok() ? "stopped session " + sessionId + " on "
                        + n.node() : out.describe());
            }
        }
        return new StopResult(false, null, "no reachable node has session " + sessionId + unreachableNote(round));
    }

    /** Names the nodes whose state this round could not read, so "not found" is not taken as certain. */
    private static String unreachableNote(PollRound round) {
        List<String> unread = round.nodes().stream().filter(n -> n.health() != NodeHealth.OK)
                .map(n -> n.node() + " " + n.health().name().toLowerCase(java.util.Locale.ROOT)).toList();
        return unread.isEmpty() ? "" : " (could not read: " + String.join(", ", unread) + ")";
    }
}
