package org.voddesk.control.playback;

import java.time.Clock;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.voddesk.control.admin.Roles;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.ControlEvent;
import org.voddesk.control.api.PlaybackStarted;
import org.voddesk.control.api.Principal;
import org.voddesk.control.state.Audit;
import org.voddesk.control.state.CommandRunner;
import org.voddesk.control.state.Events;
import org.voddesk.control.state.LiveSettings;
import org.voddesk.control.state.LoopState;
import org.voddesk.control.state.Publisher;
import org.voddesk.control.state.Step;
import org.voddesk.core.ClusterView;
import org.voddesk.core.Explanation;
import org.voddesk.core.Ids;
import org.voddesk.core.NodeHealth;
import org.voddesk.core.NodeView;
import org.voddesk.core.PlaybackRequest;
import org.voddesk.core.Playhead;
import org.voddesk.core.Quality;
import org.voddesk.core.Rates;
import org.voddesk.core.RecordingSegment;
import org.voddesk.core.SegmentKey;
import org.voddesk.core.Session;
import org.voddesk.core.StreamProfile;
import org.voddesk.core.WallTimes;
import org.voddesk.node.CommandExecutor;
import org.voddesk.node.CommandOutcome;
import org.voddesk.node.protocol.PlayArgs;
import org.voddesk.policy.Placement;
import org.voddesk.policy.PlacementDecision;
import org.voddesk.policy.PlacementPolicy;
import org.voddesk.policy.Policies;
import org.voddesk.policy.Rejection;
import org.voddesk.store.CommandIntent;
import org.voddesk.store.DecisionEntry;
import org.voddesk.store.Store;
import org.voddesk.store.StoreException;

/**
 * The dispatcher (DESIGN.md data flow): a playback request goes to the placement policy in the settings, is started
 * on the chosen node, and its decision, session and audit line are committed before it is reported started. The start
 * itself runs off the loop thread ({@link CommandRunner#remote}); until it is answered its load counts on the chosen
 * node, so concurrent requests do not overbook it, and the poll leaves the session alone. A node that refuses or
 * fails the start is set aside and the request placed again on the rest (at most {@link #MAX_ATTEMPTS} nodes). A
 * rejection is recorded with the policy's reason.
 *
 * <p>A node whose reply parsed but whose load is not measured yet is not a target in the policies' view ({@link
 * ClusterViews}); only when the policy finds no measured node to take the request is it placed again with those nodes
 * open, their load taken as the eq. 2 estimate of the streams they report, and the decision says so ({@link
 * #LAST_RESORT}).
 */
public final class Dispatcher {
    static final int MAX_ATTEMPTS = 3;
    /** Added to the decision of a request placed on a node whose load is not measured yet. */
    public static final String LAST_RESORT = "load not measured yet; no measured node could take it";
    private static final Logger LOG = LoggerFactory.getLogger(Dispatcher.class);
    /** Agent refusal codes about the request (its arguments), not the node's state. */
    private static final Set<String> REQUEST_REFUSALS = Set.of("bad-argument");
    /** What to do when the nodes tried failed or refused the start. */
    static final String RETRY_ADVICE = "Nothing is playing. Try again in a minute; if it fails again, look at those"
            + " nodes on the Cluster screen (their alarms say more) and tell a supervisor.";
    /** What to do when an agent refused the request itself. */
    static final String REQUEST_ADVICE = "Nothing is playing. Check the camera and the time you picked and try"
            + " again; if it is refused again, tell a supervisor: the node's agent may need updating.";

    private final Store store;
    private final CommandExecutor nodes;
    private final Clock clock;
    private final LoopState loop;
    private final Audit audit;
    private final Events events;
    private final Publisher publisher;
    private final LiveSettings settings;
    private final Roles roles;
    private final Supplier<String> sessionIds;
    private final CommandRunner runner;

    public Dispatcher(Store store, CommandExecutor nodes, Clock clock, LoopState loop, Audit audit, Events events,
            Publisher publisher, LiveSettings settings, Roles roles, Supplier<String> sessionIds, CommandRunner runner) {
        this.store = store;
        this.nodes = nodes;
        this.clock = clock;
        this.loop = loop;
        this.audit = audit;
        this.events = events;
        this.publisher = publisher;
        this.settings = settings;
        this.roles = roles;
        this.sessionIds = sessionIds;
        this.runner = runner;
    }

    /**
     * Places the request and starts it: placement, the intent and the reservation of the node's capacity on the
     * loop; the {@code play} on the client's command pool; the record (or the next node) on the loop again.
     */
    public CompletableFuture<CommandResult<PlaybackStarted>> requestPlayback(Principal user, String camera,
                                                                            long beginMs, double rate,
                                                                            Quality quality) {
        return runner.remote("starting a playback", () -> prepare(user, camera, beginMs, rate, quality),
                a -> nodes.playAsync(a.placement.nodeName(), PlayArgs.fresh(a.id, a.request.cameraId(),
                        a.request.beginMs(), a.request.rate(), a.request.quality())),
                a -> loop.commandAnswered(a.id), this::answered);
    }

    /** A request on its way (loop thread only): the nodes tried, set aside, and the placement in flight. */
    private static final class Attempt {
        final Principal user;
        final PlaybackRequest request;
        final PlacementPolicy policy;
        final String id;
        final List<String> tried = new ArrayList<>();
        final Set<String> setAside = new HashSet<>();
        final Set<String> unmeasured;
        boolean lastResort;
        Placement placement;

        Attempt(Principal user, PlaybackRequest request, PlacementPolicy policy, String id, Set<String> unmeasured) {
            this.user = user;
            this.request = request;
            this.policy = policy;
            this.id = id;
            this.unmeasured = unmeasured;
        }
    }

    private Step<Attempt, PlaybackStarted> prepare(Principal user, String camera, long beginMs, double rate,
                                                   Quality quality) {
        String refused = roles.userRefusal(user, "playback.start", "camera " + camera); // principals
        if (refused != null) {
            return Step.done(CommandResult.failed("Not started: " + refused + "."));
        }
        String bad = invalid(camera, beginMs, rate, quality);
        if (bad != null) {
            return Step.done(CommandResult.failed(bad));
        }
        if (loop.round() == 0) {
            return Step.done(CommandResult.failed("The cluster has not been polled yet; try again in a few seconds."));
        }
        PlacementPolicy policy = Policies.placement(settings.get().placementPolicy());
        RecordingSegment segment = loop.recordings().segmentOf(camera, beginMs).orElse(null);
        if (segment == null) {
            PlaybackRequest request = PlaybackRequest.atSegmentStart(camera, beginMs, rate, quality,
                    settings.get().defaultBitrateBps());
            return Step.done(reject(user, request, policy.name(), "no node lists a recording of camera " + camera
                    + " at " + WallTimes.stamp(beginMs) + loop.unreadNote(), new Explanation(policy.name(),
                    "no recording", List.of()), false));
        }
        PlaybackRequest request = new PlaybackRequest(camera, segment.startMs(), beginMs, rate, quality,
                segment.bitrateBps(), null);
        return place(new Attempt(user, request, policy, sessionIds.get(), new HashSet<>(loop.unmeasured())));
    }

    /** Places the request on the view as it is now (starts in flight count); notes and reserves the node. */
    private Step<Attempt, PlaybackStarted> place(Attempt a) {
        ClusterView view = view(a);
        PlacementDecision decision = a.policy.place(view, a.request);
        if (decision instanceof Rejection r) {
            if (!a.lastResort && openUnmeasured(view, a.unmeasured) != view) {
                LOG.info("no measured node takes {}: placing it on the nodes not measured yet", a.request.cameraId());
                a.lastResort = true;
                return place(a);
            }
            // After failed starts the policy's "no node accepts work" would blame nodes set aside here.
            String reason = a.tried.isEmpty() ? r.reason()
                    : "the chosen nodes did not start it and no other node can take it";
            CommandResult<PlaybackStarted> rejected = reject(a.user, a.request, a.policy.name(),
                    reason + attemptsNote(a.tried), r.explanation(), a.tried.isEmpty());
            return Step.done(a.tried.isEmpty() ? rejected : advised(rejected, RETRY_ADVICE));
        }
        Placement p = (Placement) decision;
        String unnoted = Intents.note(store, new CommandIntent(a.id, CommandIntent.START, p.nodeName(),
                a.user.name(), clock.millis()));
        if (unnoted != null) {
            return Step.done(CommandResult.failed("Not started: " + unnoted + "."));
        }
        if (!loop.startSent(session(a.request, p, a.id, clock.millis()))) {
            return Step.done(CommandResult.failed("Not started: session " + a.id + " has a command in flight."));
        }
        a.placement = p;
        return Step.call(a);
    }

    /** The request's view: the holders of its recording, nodes that failed it set aside, the unmeasured opened. */
    private ClusterView view(Attempt a) {
        ClusterView v = holdersView(a.request.cameraId());
        for (String n : a.setAside) {
            NodeView node = v.node(n).orElse(null);
            if (node != null) {
                v = v.withNode(node.withHealth(NodeHealth.DEGRADED));
            }
        }
        return a.lastResort ? openUnmeasured(v, a.unmeasured) : v;
    }

    /** The node answered the start (loop thread; its reservation is released). */
    private Step<Attempt, PlaybackStarted> answered(Attempt a, CommandOutcome out) {
        Placement p = a.placement;
        if (out instanceof CommandOutcome.Refused) {
            // Refused: nothing started. A failed start (timeout) may have started after all: the note stays,
            // so a session found later under this id is recorded as this user's.
            Intents.clear(store, a.id);
        }
        if (out instanceof CommandOutcome.Done done) {
            return Step.done(started(a.user, a.request, a.policy, p, a.id, done.url(), a.tried,
                    a.lastResort && a.unmeasured.contains(p.nodeName())));
        }
        LOG.info("start of {} on {} failed: {}", a.id, p.nodeName(), out.describe());
        if (out instanceof CommandOutcome.Refused refused && REQUEST_REFUSALS.contains(refused.code())) {
            // The agent refused the request itself: another node would refuse it alike, and the node is fine.
            return Step.done(advised(reject(a.user, a.request, a.policy.name(), "the node's agent refused the"
                    + " request: " + refused.describe() + attemptsNote(a.tried), new Explanation(a.policy.name(),
                    "refused by the agent", List.of()), false), REQUEST_ADVICE));
        }
        a.tried.add(p.nodeName() + ": " + out.describe());
        a.unmeasured.remove(p.nodeName());
        a.setAside.add(p.nodeName());
        if (a.tried.size() >= MAX_ATTEMPTS) {
            return Step.done(advised(reject(a.user, a.request, a.policy.name(), "the chosen nodes did not start"
                    + " it" + attemptsNote(a.tried), new Explanation(a.policy.name(), "start failed on " + MAX_ATTEMPTS
                    + " nodes", List.of()), false), RETRY_ADVICE));
        }
        return place(a);
    }

    private static Session session(PlaybackRequest request, Placement p, String id, long now) {
        return new Session(id, p.nodeName(), new SegmentKey(request.cameraId(), request.segmentStartMs()),
                Playhead.atBegin(request.beginMs(), request.rate()),
                new StreamProfile(request.bitrateBps(), request.quality(), p.source()), now);
    }

    /**
     * Step: {@code view} with the nodes not measured yet open for work (OK), or {@code view} itself when none of
     * them is in it. Their load stays the eq. 2 estimate of their streams ({@code ClusterViews.unmeasuredLoad}).
     */
    public static ClusterView openUnmeasured(ClusterView view, Set<String> unmeasured) {
        ClusterView opened = view;
        for (NodeView n : view.nodes()) {
            if (unmeasured.contains(n.name()) && !n.acceptsWork()) {
                opened = opened.withNode(n.withHealth(NodeHealth.OK));
            }
        }
        return opened;
    }

    private CommandResult<PlaybackStarted> started(Principal user, PlaybackRequest request, PlacementPolicy policy,
                                                   Placement p, String id, String url, List<String> attempts,
                                                   boolean unmeasuredTarget) {
        long now = clock.millis();
        String note = unmeasuredTarget ? " (" + p.nodeName() + ": " + LAST_RESORT + ")" : "";
        Session s = session(request, p, id, now);
        try {
            store.atomically("record playback " + id, () -> {
                store.decisions().record(new DecisionEntry(now, user.name(), request, p.nodeName(), id,
                        policy.name(), p.explanation().rule(), Explanations.text(p.explanation()) + note));
                store.sessions().started(s, user.name(), url); // requester and stream (V11)
                store.intents().clear(id);
                audit.log(now, user, "playback.start", "session " + id, request.cameraId() + " from "
                        + WallTimes.stamp(request.beginMs()) + " on " + p.nodeName() + note);
            });
        } catch (StoreException e) {
            // Never report a playback the history does not hold: undo it on the node (off the loop thread).
            LOG.error("playback {} could not be recorded ({}); stopping it on {}", id, e.getMessage(), p.nodeName());
            nodes.stopAsync(p.nodeName(), id).thenAccept(undo -> runner.loopAsync("undoing a start", () -> {
                Intents.clear(store, id);
                LOG.info("stop of unrecorded playback {} on {}: {}", id, p.nodeName(), undo.describe());
                return CommandResult.ok("Undone.", null);
            }));
            return CommandResult.failed("The playback could not be recorded (" + e.getMessage()
                    + "), so it was stopped again. Check the database and try again.");
        }
        double reported = loop.view().node(p.nodeName()).map(NodeView::load).orElse(0.0);
        loop.put(s);
        loop.owned(id, user.name());
        if (!policy.updatesLoadEstimate()) {
            // the baseline sees only the last report (ALGORITHMS.md §2): keep it until the next poll
            loop.estimateLoad(p.nodeName(), reported);
        }
        publisher.publish();
        events.raise(new ControlEvent.SessionStarted(now, s, user.name()));
        return CommandResult.ok("Playing " + request.cameraId() + " on " + p.nodeName() + " (session " + id + ")"
                + note + ".",
                new PlaybackStarted(s, url, p.explanation(), attempts));
    }

    private CommandResult<PlaybackStarted> reject(Principal user, PlaybackRequest request, String policy,
                                                  String reason, Explanation explanation, boolean lackOfCapacity) {
        long now = clock.millis();
        try {
            store.atomically("record a rejected playback request", () -> {
                store.decisions().record(new DecisionEntry(now, user.name(), request, null, null, policy, reason,
                        Explanations.text(explanation)));
                audit.log(now, user, "playback.reject", "camera " + request.cameraId(), reason);
            });
        } catch (StoreException e) {
            LOG.error("could not record a rejected request: {}", e.getMessage());
        }
        events.raise(new ControlEvent.PlacementRejected(now, user.name(), request.cameraId(), reason, lackOfCapacity));
        // its times stamped (WallTimes.stamp), as recorded: the screen or the command line writes them its own way
        return CommandResult.failed("Not started: " + reason + ".");
    }

    /** The view the policy places on: only the nodes that list a recording of the camera can serve it. */
    private ClusterView holdersView(String camera) {
        ClusterView v = loop.view();
        List<NodeView> holders = v.nodes().stream().filter(n -> loop.recordings().holds(n.name(), camera))
                .toList();
        return new ClusterView(v.timeMs(), v.model(), v.hops(), holders);
    }

    /** A refusal's message with what the user can do next (the recorded reason stays without it). */
    private static CommandResult<PlaybackStarted> advised(CommandResult<PlaybackStarted> refused, String advice) {
        return CommandResult.failed(refused.message() + " " + advice);
    }

    private static String attemptsNote(List<String> attempts) {
        return attempts.isEmpty() ? "" : " (tried: " + String.join("; ", attempts) + ")";
    }

    static String invalid(String camera, long beginMs, double rate, Quality quality) {
        if (!Ids.isValid(camera)) {
            return "A camera id is letters, digits, '.', '_' or '-' (at most 64); got '" + camera + "'.";
        }
        if (beginMs < 0) {
            return "The begin time must be after 1970.";
        }
        String badRate = Rates.problem(rate);
        if (badRate != null) {
            return "Not started: " + badRate + ".";
        }
        return quality == null ? "Choose a quality (main or sub)." : null;
    }
}
