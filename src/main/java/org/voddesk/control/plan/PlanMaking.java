package org.voddesk.control.plan;

import java.time.Clock;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.random.RandomGenerator;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.voddesk.control.admin.GainMapping;
import org.voddesk.control.api.PlanStep;
import org.voddesk.control.api.Principal;
import org.voddesk.control.moves.PlanAutomation;
import org.voddesk.control.moves.PlanRunner;
import org.voddesk.control.state.Events;
import org.voddesk.control.state.LiveSettings;
import org.voddesk.control.state.LoopState;
import org.voddesk.core.ClusterView;
import org.voddesk.core.MoveDraft;
import org.voddesk.core.NodeView;
import org.voddesk.core.PlanDraft;
import org.voddesk.core.PlanKind;
import org.voddesk.core.PlanRecord;
import org.voddesk.core.Session;
import org.voddesk.policy.GainParams;
import org.voddesk.policy.GainPlanner;
import org.voddesk.policy.MigrationMove;
import org.voddesk.policy.MigrationPlan;
import org.voddesk.policy.MigrationPlanner;
import org.voddesk.policy.Policies;
import org.voddesk.store.Store;
import org.voddesk.store.StoreException;

/**
 * The planning step (ALGORITHMS.md §3, §7): run the configured migration planner on the current view and record
 * what its round proposes as one pending plan ({@link MigrationPlan#of}: moves in order, one reason, the predicted
 * {@code lambda} before and after, a priority; nothing when it has no priority). A round runs only while no
 * balancing or relief plan is open, so each plan is computed on a state no other plan will change. A move that
 * {@link #admissible} refuses ends the plan there (the moves after it were predicted on top of it). The planner
 * sees only the sessions a plan may move ({@link #movableOnly}); the others weigh on their nodes all the same. A
 * plan that an automation setting lets run by itself ({@link PlanAutomation}) is approved by {@code system} and run
 * at once.
 */
public final class PlanMaking {
    private static final Logger LOG = LoggerFactory.getLogger(PlanMaking.class);
    private static final String SYSTEM = Principal.SYSTEM.name();

    private final Store store;
    private final Clock clock;
    private final LoopState loop;
    private final Events events;
    private final LiveSettings settings;
    private final RandomGenerator random;
    private final PlanRunner runner;

    public PlanMaking(Store store, Clock clock, LoopState loop, Events events, LiveSettings settings,
            RandomGenerator random, PlanRunner runner) {
        this.store = store;
        this.clock = clock;
        this.loop = loop;
        this.events = events;
        this.settings = settings;
        this.random = random;
        this.runner = runner;
    }

    /**
     * One planning pass; returns the plan recorded, if any (as it is after running when it ran by itself and its
     * moves were answered at once; while they run, as proposed).
     */
    public Optional<PlanRecord> run() {
        boolean busy = store.plans().open().stream().anyMatch(p -> p.draft().kind() != PlanKind.RE_HOMING);
        if (busy) {
            return Optional.empty();
        }
        GainParams params = GainMapping.params(settings.get().plans());
        String name = settings.get().migrationPlanner();
        MigrationPlanner planner = GainPlanner.NAME.equals(name) ? new GainPlanner(params) : Policies.planner(name);
        ClusterView view = movableOnly(loop.view());
        List<MigrationMove> round = planner.plan(view, random);
        Set<String> open = new HashSet<>();
        loop.moves().forEach(p -> open.add(p.draft().sessionId()));
        long now = clock.millis();
        List<MigrationMove> kept = new ArrayList<>();
        for (MigrationMove m : round) {
            String refusal = admissible(view, m, open, now);
            if (refusal != null) {
                LOG.debug("planner move for {} left out, and the moves after it: {}", m.session().id(), refusal);
                break;
            }
            open.add(m.session().id());
            kept.add(m);
        }
        Optional<MigrationPlan> plan = MigrationPlan.of(view, kept, params.bands());
        return plan.map(p -> record(p, now));
    }

    /**
     * Step: {@code view} with only the sessions a plan may move left in the nodes' session lists, their loads
     * unchanged: a session recorded live on that node with no command in flight. A start in flight counts on its
     * node's load until the node answers, but it is not recorded until then, so a move of it could not be stored
     * (nor run); neither could a move of a session that ended here while a node still plays it, or one a poll found
     * whose record did not commit. They weigh on their nodes and are never a move's session.
     */
    ClusterView movableOnly(ClusterView view) {
        ClusterView out = view;
        for (NodeView n : view.nodes()) {
            List<Session> movable = n.sessions().stream().filter(s -> movable(s, n.name())).toList();
            if (movable.size() != n.sessions().size()) {
                out = out.withNode(n.withSessions(movable, n.load()));
            }
        }
        return out;
    }

    private boolean movable(Session s, String node) {
        Session recorded = loop.session(s.id());
        return recorded != null && recorded.nodeName().equals(node) && !loop.busy(s.id());
    }

    private PlanRecord record(MigrationPlan plan, long now) {
        long expires = now + settings.get().planExpiry().toMillis();
        PlanKind kind = plan.priority() == 1 ? PlanKind.RELIEF : PlanKind.BALANCE;
        PlanRecord p;
        try {
            p = store.plans().create(new PlanDraft(kind, plan.reason(), plan.priority(), plan.lambdaBefore(),
                    plan.lambdaAfter(), now, expires), plan.moves().stream().map(m -> draft(m, now)).toList());
        } catch (StoreException e) {
            LOG.error("could not record a plan of {} move(s): {}", plan.moves().size(), e.getMessage());
            return null;
        }
        p.moves().forEach(m -> events.moveChanged(m, SYSTEM));
        events.planChanged(p, PlanStep.PROPOSED, null, SYSTEM, plan.reason());
        String automation = PlanAutomation.allows(p.draft(), settings.get());
        if (automation == null) {
            return p;
        }
        try {
            // its moves run while the loop goes on; the plan is returned as it is now (done when they ran at once)
            CompletableFuture<PlanRecord> ran = runner.approveAndRun(p.id(), Principal.SYSTEM, null, automation);
            ran.exceptionally(e -> {
                LOG.error("plan {} ran by itself, but an outcome could not be recorded", p.id(), e);
                return null;
            });
            return ran.getNow(p);
        } catch (StoreException e) {
            LOG.error("plan {} could not run by itself: {}", p.id(), e.getMessage());
            return p;
        }
    }

    /**
     * Why a planned move may not be proposed, or {@code null} when it may: one open move per session; the
     * anti-flapping hold (a session that finished moving less than the hold ago stays); both nodes must be OK;
     * the target must list a recording of the camera.
     */
    public String admissible(ClusterView view, MigrationMove m, Set<String> open, long now) {
        String id = m.session().id();
        if (open.contains(id)) {
            return "session has an open move";
        }
        OptionalLong moved = store.moves().lastMoveFinishedAt(id);
        if (moved.isPresent() && now - moved.getAsLong() < settings.get().moveHold().toMillis()) {
            return "session moved " + (now - moved.getAsLong()) / 1000 + " s ago (hold "
                    + settings.get().moveHold().toSeconds() + " s)";
        }
        boolean ok = view.node(m.sourceNode()).map(NodeView::acceptsWork).orElse(false)
                && view.node(m.targetNode()).map(NodeView::acceptsWork).orElse(false);
        if (!ok) {
            return "source or target is not OK";
        }
        if (!loop.recordings().holds(m.targetNode(), m.session().cameraId())) {
            return m.targetNode() + " lists no recording of " + m.session().cameraId();
        }
        return null;
    }

    /**
     * The stored form of a planned move. A deterministic planner (balance, gain) proposes with {@code p = 1} and draws
     * no number (NaN); it is recorded as the draw 0, which passes {@code p = 1} as such a move always does.
     */
    MoveDraft draft(MigrationMove m, long now) {
        return new MoveDraft(m.session().id(), m.grounds().recorded(), now,
                now + settings.get().planExpiry().toMillis());
    }
}
