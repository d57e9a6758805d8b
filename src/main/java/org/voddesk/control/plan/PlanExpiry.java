package org.voddesk.control.plan;

import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.voddesk.control.admin.GainMapping;
import org.voddesk.control.api.Principal;
import org.voddesk.control.moves.FailureHandler;
import org.voddesk.control.moves.PlanLapse;
import org.voddesk.control.state.LiveSettings;
import org.voddesk.control.state.LoopState;
import org.voddesk.core.ClusterView;
import org.voddesk.core.MoveDraft;
import org.voddesk.core.MoveRecord;
import org.voddesk.core.MoveState;
import org.voddesk.core.NodeHealth;
import org.voddesk.core.NodeView;
import org.voddesk.core.PlanKind;
import org.voddesk.core.PlanRecord;
import org.voddesk.core.PlanState;
import org.voddesk.core.Session;
import org.voddesk.policy.MigrationMove;
import org.voddesk.policy.MigrationPlan;
import org.voddesk.store.Store;
import org.voddesk.store.StoreException;

/**
 * Expiry of plans (ALGORITHMS.md §7): a plan with moves still to decide lapses when its time is up (default 5 min,
 * {@code plan.expiry}), or earlier, while pending, when the state it was computed on has changed so that its
 * gain is gone ({@link #gainGone}). A re-homing move that lapses while its source is still down ends its session.
 */
public final class PlanExpiry {
    private static final Logger LOG = LoggerFactory.getLogger(PlanExpiry.class);

    private final Store store;
    private final Clock clock;
    private final LoopState loop;
    private final LiveSettings settings;
    private final FailureHandler failures;
    private final PlanLapse lapse;

    public PlanExpiry(Store store, Clock clock, LoopState loop, LiveSettings settings, FailureHandler failures,
                      PlanLapse lapse) {
        this.store = store;
        this.clock = clock;
        this.loop = loop;
        this.settings = settings;
        this.failures = failures;
        this.lapse = lapse;
    }

    public void run() {
        long now = clock.millis();
        for (PlanRecord p : store.plans().open()) {
            if (!p.hasPendingMoves()) {
                continue;
            }
            String why = now >= p.draft().expiresAtMs() ? "its time ran out"
                    : p.state() == PlanState.PENDING ? gainGone(loop.view(), p) : null;
            if (why != null) {
                try {
                    failures.lapsed(lapse.lapse(p, why), Principal.SYSTEM.name());
                } catch (StoreException e) {
                    LOG.info("plan {} was not expired: {}", p.id(), e.getMessage());
                }
            }
        }
    }

    /**
     * Why pending plan {@code p} no longer pays off on {@code view}, or {@code null} while it does. Every move must
     * still find its session on its source and a target that accepts work; a source that is degraded (or whose load
     * is not measured) stops it, a failed one does not (re-homing). A balancing or relief plan must also, its
     * moves re-applied to the current loads, still predict a fall of {@code lambda} with a priority
     * ({@link MigrationPlan#stillPays}).
     */
    String gainGone(ClusterView view, PlanRecord p) {
        List<MigrationMove> moves = new ArrayList<>();
        for (MoveRecord m : p.moves()) {
            if (m.state() != MoveState.PENDING) {
                continue;
            }
            MoveDraft d = m.draft();
            Session recorded = loop.session(d.sessionId());
            if (recorded == null || !recorded.nodeName().equals(d.sourceNode())) {
                return "session " + d.sessionId() + " no longer runs on " + d.sourceNode();
            }
            if (!view.node(d.targetNode()).map(NodeView::acceptsWork).orElse(false)) {
                return "target " + d.targetNode() + (unmeasured(d.targetNode()) ? "'s load is not measured"
                        : " is not OK");
            }
            NodeHealth source = view.node(d.sourceNode()).map(NodeView::health).orElse(NodeHealth.FAILED);
            if (source == NodeHealth.DEGRADED) {
                return "source " + d.sourceNode() + (unmeasured(d.sourceNode()) ? "'s load is not measured"
                        : " is degraded");
            }
            moves.add(new MigrationMove(view.session(d.sessionId()).orElse(recorded), d.grounds()));
        }
        if (p.draft().kind() == PlanKind.RE_HOMING || moves.isEmpty()) {
            return null;
        }
        MigrationPlan plan = new MigrationPlan(moves, p.draft().reason(), p.draft().lambdaBefore(),
                p.draft().lambdaAfter(), p.draft().priority());
        if (plan.stillPays(view, GainMapping.params(settings.get().plans()).bands())) {
            return null;
        }
        return String.format(Locale.ROOT, "its moves would no longer lower λ enough for a priority"
                + " (λ now %.2f)", view.lambda());
    }

    /** Whether the view's DEGRADED for {@code node} only means its reply parsed without a measured load. */
    private boolean unmeasured(String node) {
        return loop.unmeasured().contains(node);
    }
}
