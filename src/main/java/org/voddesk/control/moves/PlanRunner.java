package org.voddesk.control.moves;

import java.time.Clock;
import java.util.concurrent.CompletableFuture;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.voddesk.control.api.PlanStep;
import org.voddesk.control.api.Principal;
import org.voddesk.control.state.Audit;
import org.voddesk.control.state.Events;
import org.voddesk.core.MoveRecord;
import org.voddesk.core.MoveState;
import org.voddesk.core.PlanRecord;
import org.voddesk.core.PlanState;
import org.voddesk.store.Store;
import org.voddesk.store.StoreException;

/**
 * Runs a plan's approved moves (ALGORITHMS.md §7): in order, each make-before-break ({@link MoveExecution}: start
 * on the target at the source's position, confirm, stop on the source). At the first failure the source keeps
 * playing, that move is failed, the moves after it are cancelled with the reason and the plan fails; a move still
 * waiting for a decision holds the moves after it. When no move is left to decide the plan is done. The next move
 * starts when the previous one's outcome is recorded; the loop thread is free while a node answers (the futures
 * complete on the loop thread).
 */
public final class PlanRunner {
    private static final Logger LOG = LoggerFactory.getLogger(PlanRunner.class);

    private final Store store;
    private final Clock clock;
    private final Audit audit;
    private final Events events;
    private final MoveExecution execution;
    private final PlanEnding ending;

    public PlanRunner(Store store, Clock clock, Audit audit, Events events, MoveExecution execution) {
        this.store = store;
        this.clock = clock;
        this.audit = audit;
        this.events = events;
        this.execution = execution;
        this.ending = new PlanEnding(store, audit);
    }

    /**
     * Approves every pending move of pending or approved plan {@code id} and the plan itself in one transaction
     * ({@code by}: a supervisor, or {@code system} with the {@code automation} setting that allowed it), then runs
     * the moves (the future: the plan once they have run). Throws {@link StoreException} when the plan may not be
     * approved (it changed, it expired).
     */
    public CompletableFuture<PlanRecord> approveAndRun(long id, Principal by, String note, String automation) {
        long now = clock.millis();
        PlanRecord before = store.plans().find(id).orElseThrow(() -> new StoreException("there is no plan " + id));
        store.atomically("approve migration plan " + id, () -> {
            for (MoveRecord m : before.moves()) {
                if (m.state() == MoveState.PENDING) {
                    store.moves().approve(m.id(), by.name(), now, note);
                }
            }
            if (before.state() == PlanState.PENDING) {
                store.plans().approve(id, by.name(), now, note, automation);
            }
            audit.log(now, by, "plan.approve", "plan " + id, automation == null ? note
                    : "run by itself under " + automation);
        });
        PlanRecord approved = reread(before); // read after the commit: the reader does not see a write in flight
        announceMoves(approved, by);
        events.planChanged(approved, PlanStep.APPROVED, null, by.name(), automation);
        return run(approved, by);
    }

    /**
     * Runs the approved moves of {@code plan} up to the first one still pending, one after the other (loop thread);
     * the future completes on the loop thread with the plan as it is then.
     */
    public CompletableFuture<PlanRecord> run(PlanRecord plan, Principal by) {
        return runFrom(plan, 0, by);
    }

    private CompletableFuture<PlanRecord> runFrom(PlanRecord plan, int from, Principal by) {
        for (int i = from; i < plan.moves().size(); i++) {
            MoveRecord m = plan.moves().get(i);
            if (m.state() == MoveState.PENDING) {
                break;
            }
            if (m.state() != MoveState.APPROVED) {
                continue;
            }
            events.planChanged(plan, PlanStep.MOVE_STARTED, m.id(), by.name(), null);
            int after = i + 1;
            return execution.execute(m, by).thenCompose(result -> {
                if (result.state() == MoveState.FAILED) {
                    events.planChanged(reread(plan), PlanStep.MOVE_FAILED, m.id(), by.name(), result.outcome());
                    return CompletableFuture.completedFuture(failed(plan, m, result, by));
                }
                events.planChanged(reread(plan), PlanStep.MOVE_SUCCEEDED, m.id(), by.name(), result.outcome());
                return runFrom(plan, after, by);
            });
        }
        return CompletableFuture.completedFuture(finishIfDecided(reread(plan), by));
    }

    /** An approved plan with no move left to decide or run is done. */
    public PlanRecord finishIfDecided(PlanRecord p, Principal by) {
        PlanRecord finished = ending.doneIfDecided(p, by, clock.millis());
        if (finished == null) {
            return p;
        }
        events.planChanged(finished, PlanStep.DONE, null, by.name(), finished.outcome());
        return finished;
    }

    /** A move failed: the moves after it that have not run are cancelled with the reason, and the plan fails. */
    private PlanRecord failed(PlanRecord plan, MoveRecord move, MoveRecord result, Principal by) {
        PlanEnding.Failed ended;
        try {
            ended = ending.failed(plan, move.id(), result.outcome(), by, clock.millis());
        } catch (StoreException e) {
            LOG.error("plan {} failed at move {} but could not be ended: {}", plan.id(), move.id(), e.getMessage());
            return reread(plan);
        }
        ended.cancelled().forEach(c -> events.moveChanged(c, by.name()));
        if (!ended.cancelled().isEmpty()) {
            events.planChanged(ended.plan(), PlanStep.CANCELLED, null, by.name(), ended.why());
        }
        events.planChanged(ended.plan(), PlanStep.FAILED, move.id(), by.name(), ended.why());
        return ended.plan();
    }

    private void announceMoves(PlanRecord p, Principal by) {
        for (MoveRecord m : p.moves()) {
            if (m.state() == MoveState.APPROVED) {
                events.moveChanged(m, by.name());
            }
        }
    }

    private PlanRecord reread(PlanRecord p) {
        return store.plans().find(p.id()).orElse(p);
    }
}
