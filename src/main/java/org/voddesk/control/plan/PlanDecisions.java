package org.voddesk.control.plan;

import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.voddesk.control.admin.Roles;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.PlanStep;
import org.voddesk.control.api.Principal;
import org.voddesk.control.moves.FailureHandler;
import org.voddesk.control.moves.PlanRunner;
import org.voddesk.control.state.Audit;
import org.voddesk.control.state.Events;
import org.voddesk.control.state.Publisher;
import org.voddesk.core.MoveRecord;
import org.voddesk.core.MoveState;
import org.voddesk.core.PlanKind;
import org.voddesk.core.PlanRecord;
import org.voddesk.core.PlanState;
import org.voddesk.store.Store;
import org.voddesk.store.StoreException;

/**
 * A supervisor's decisions on plans and on single moves of a plan (ALGORITHMS.md §7). Every entry checks the role
 * here, against the user table at the moment of the decision: an operator (or a disabled or unknown principal) is
 * refused and the refusal audited ({@code plan.approve.refused}, ...). A decision and its audit line commit
 * together; approved moves then run in order ({@link PlanRunner}). A single move may be approved only once every
 * move before it is decided and ended, so the plan's order holds.
 */
public final class PlanDecisions {
    private static final Logger LOG = LoggerFactory.getLogger(PlanDecisions.class);

    private final Store store;
    private final Clock clock;
    private final Audit audit;
    private final Events events;
    private final Publisher publisher;
    private final Roles roles;
    private final PlanRunner runner;
    private final FailureHandler failures;

    public PlanDecisions(Store store, Clock clock, Audit audit, Events events, Publisher publisher, Roles roles,
            PlanRunner runner, FailureHandler failures) {
        this.store = store;
        this.clock = clock;
        this.audit = audit;
        this.events = events;
        this.publisher = publisher;
        this.roles = roles;
        this.runner = runner;
        this.failures = failures;
    }

    /**
     * Approves every pending move of the plan and runs them in order (loop thread); the future completes when they
     * have run.
     */
    public CompletableFuture<CommandResult<PlanRecord>> approvePlan(Principal user, long planId, String note) {
        String refused = refusal(user, "approve", "plan " + planId);
        if (refused != null) {
            return CompletableFuture.completedFuture(CommandResult.failed(refused));
        }
        PlanRecord plan = store.plans().find(planId).orElse(null);
        String closed = closed(plan, planId);
        if (closed != null) {
            return CompletableFuture.completedFuture(CommandResult.failed(closed));
        }
        CompletableFuture<PlanRecord> ran;
        try {
            ran = runner.approveAndRun(planId, user, blankToNull(note), null);
        } catch (StoreException e) {
            String decidedMeanwhile = closedNow(planId);
            return CompletableFuture.completedFuture(CommandResult.failed(decidedMeanwhile != null
                    ? decidedMeanwhile : "Plan " + planId + " was not approved: " + e.getMessage() + "."));
        }
        return ran.thenApply(p -> finished(p, "Plan " + planId));
    }

    /** Rejects every pending move of the plan; approved moves that have not run are cancelled. */
    public CommandResult<PlanRecord> rejectPlan(Principal user, long planId, String why) {
        String refused = refusal(user, "reject", "plan " + planId);
        if (refused != null) {
            return CommandResult.failed(refused);
        }
        PlanRecord plan = store.plans().find(planId).orElse(null);
        String closed = closed(plan, planId);
        if (closed != null) {
            return CommandResult.failed(closed);
        }
        String note = blankToNull(why);
        return reject(user, plan, plan.moves().stream().filter(m -> m.state() == MoveState.PENDING).toList(),
                note, note);
    }

    /** Approves one move; it runs at once (its earlier moves have all ended); the future completes when it has. */
    public CompletableFuture<CommandResult<PlanRecord>> approveMove(Principal user, long moveId) {
        String refused = refusal(user, "approve", "move " + moveId);
        if (refused != null) {
            return CompletableFuture.completedFuture(CommandResult.failed(refused));
        }
        PlanRecord plan = store.plans().ofMove(moveId).orElse(null);
        String waiting = plan == null ? "there is no move " + moveId : notYetApprovable(plan, moveId);
        return waiting != null ? refusedMove(user, moveId, waiting) : approveOpenMove(user, plan, moveId);
    }

    private CompletableFuture<CommandResult<PlanRecord>> refusedMove(Principal user, long moveId, String waiting) {
        audit.log(clock.millis(), user, "move.approve.refused", "move " + moveId, waiting);
        return CompletableFuture.completedFuture(CommandResult.failed("Move " + moveId + " was not approved: "
                + waiting + "."));
    }

    private CompletableFuture<CommandResult<PlanRecord>> approveOpenMove(Principal user, PlanRecord plan,
                                                                         long moveId) {
        long now = clock.millis();
        MoveRecord[] move = new MoveRecord[1];
        try {
            store.atomically("approve move " + moveId, () -> {
                move[0] = store.moves().approve(moveId, user.name(), now, null);
                if (plan.state() == PlanState.PENDING) {
                    store.plans().approve(plan.id(), user.name(), now, "move " + moveId, null);
                }
                audit.log(now, user, "move.approve", "move " + moveId, "plan " + plan.id());
            });
        } catch (StoreException e) {
            String decidedMeanwhile = moveClosedNow(moveId);
            return CompletableFuture.completedFuture(CommandResult.failed("Move " + moveId + " was not approved: "
                    + (decidedMeanwhile != null ? decidedMeanwhile : e.getMessage()) + "."));
        }
        events.moveChanged(move[0], user.name());
        PlanRecord approved = store.plans().find(plan.id()).orElseThrow(); // after the commit
        if (plan.state() == PlanState.PENDING) {
            events.planChanged(approved, PlanStep.APPROVED, moveId, user.name(), null);
        }
        return runner.run(approved, user).thenApply(p -> finished(p, "Move " + moveId));
    }

    /** Rejects one pending move; when none is left to decide the plan ends (done, or rejected if none ran). */
    public CommandResult<PlanRecord> rejectMove(Principal user, long moveId, String why) {
        String refused = refusal(user, "reject", "move " + moveId);
        if (refused != null) {
            return CommandResult.failed(refused);
        }
        PlanRecord plan = store.plans().ofMove(moveId).orElse(null);
        MoveRecord move = plan == null ? null : plan.move(moveId).orElse(null);
        String closed = move == null ? "it is unknown" : DecidedAlready.move(plan, move);
        if (closed != null) {
            return CommandResult.failed("Move " + moveId + " was not rejected: " + closed + ".");
        }
        String note = blankToNull(why);
        if (plan.draft().kind() != PlanKind.RE_HOMING) {
            return reject(user, plan, List.of(move), note, note);
        }
        // A re-homing move frees the slot the next one needs: the moves after a rejected one cannot run either.
        List<MoveRecord> rest = plan.moves().subList(plan.moves().indexOf(move), plan.moves().size()).stream()
                .filter(m -> m.state() == MoveState.PENDING).toList();
        return reject(user, plan, rest, note, "follows move " + moveId + ", which was rejected by " + user.name()
                + (note == null ? "" : ": " + note));
    }

    /** Rejects {@code moves} (the first with {@code note}, any later ones with {@code laterNote}). */
    private CommandResult<PlanRecord> reject(Principal user, PlanRecord plan, List<MoveRecord> moves, String note,
                                             String laterNote) {
        long now = clock.millis();
        String by = user.name();
        List<MoveRecord> ended = new ArrayList<>();
        boolean wholePlan = moves.size() == plan.moves().stream().filter(m -> m.state() == MoveState.PENDING)
                .count();
        try {
            store.atomically("reject in plan " + plan.id(), () -> {
                for (MoveRecord m : moves) {
                    String why = m == moves.get(0) ? note : laterNote;
                    ended.add(store.moves().reject(m.id(), by, now, why));
                    audit.log(now, user, "move.reject", "move " + m.id(), why);
                }
                if (wholePlan) {
                    for (MoveRecord m : plan.moves()) {
                        if (m.state() == MoveState.APPROVED) {
                            ended.add(store.moves().cancel(m.id(), now, "plan " + plan.id()
                                    + " was rejected by " + by));
                        }
                    }
                }
                if (wholePlan && plan.state() == PlanState.PENDING) {
                    store.plans().reject(plan.id(), by, now, note);
                }
                audit.log(now, user, "plan.reject", "plan " + plan.id(), moves.size() + " move(s) rejected"
                        + (note == null ? "" : ": " + note));
            });
        } catch (StoreException e) {
            String decidedMeanwhile = closedNow(plan.id());
            if (decidedMeanwhile != null) {
                return CommandResult.failed(decidedMeanwhile);
            }
            LOG.error("{}'s rejection of {} move(s) of plan {} was not written; nothing was rejected", by,
                    moves.size(), plan.id(), e);
            return CommandResult.failed("Plan " + plan.id() + " was not rejected: " + e.getMessage()
                    + ". Nothing was changed; try again.");
        }
        ended.forEach(m -> events.moveChanged(m, by));
        failures.lapsed(ended, by);
        PlanRecord result = runner.finishIfDecided(store.plans().find(plan.id()).orElseThrow(), user);
        if (result.state() == PlanState.REJECTED) {
            events.planChanged(result, PlanStep.REJECTED, null, by, note);
        }
        publisher.publish();
        return CommandResult.ok("Rejected " + moves.size() + " move(s) of plan " + plan.id() + ".", result);
    }

    private CommandResult<PlanRecord> finished(PlanRecord p, String what) {
        publisher.publish();
        if (p.state() == PlanState.FAILED) {
            p.moves().stream().filter(m -> m.state() == MoveState.FAILED || m.state() == MoveState.CANCELLED)
                    .forEach(m -> failures.orphanAbandoned(m, "its re-homing failed: " + m.outcome()));
            publisher.publish();
            return CommandResult.failed(what + " was approved, but a move failed: " + p.outcome() + ".", p);
        }
        long done = p.moves().stream().filter(m -> m.state() == MoveState.DONE).count();
        return CommandResult.ok(what + " approved: " + done + " of " + p.moves().size() + " move(s) done"
                + (p.hasPendingMoves() ? "; the rest wait for a decision" : "") + ".", p);
    }

    /** Why move {@code id} of {@code plan} may not be approved now, or {@code null} when it may. */
    private static String notYetApprovable(PlanRecord plan, long id) {
        String decided = DecidedAlready.move(plan, plan.move(id).orElseThrow());
        if (decided != null) {
            return decided;
        }
        for (MoveRecord before : plan.moves()) {
            if (before.id() == id) {
                return null;
            }
            if (!before.state().isFinal()) {
                return "it follows move " + before.id() + " (" + before.draft().sessionId() + " from "
                        + before.draft().sourceNode() + " to " + before.draft().targetNode() + "), which is "
                        + before.state().word() + ": decide move " + before.id() + " first";
            }
        }
        return null;
    }

    /**
     * Why plan {@code id} may not be decided: there is none, or who decided it and when ({@link DecidedAlready});
     * {@code null} while a move of it waits for a decision.
     */
    private static String closed(PlanRecord plan, long id) {
        return plan == null ? "There is no plan " + id + "." : DecidedAlready.plan(plan);
    }

    /** Why move {@code moveId} may not be approved as the store says now, or {@code null}. */
    private String moveClosedNow(long moveId) {
        try {
            return store.plans().ofMove(moveId).map(p -> notYetApprovable(p, moveId)).orElse(null);
        } catch (StoreException e) {
            return null;
        }
    }

    /** {@link #closed} as the store says now: a decision that failed to commit may have lost a race. */
    private String closedNow(long planId) {
        try {
            return store.plans().find(planId).map(DecidedAlready::plan).orElse(null);
        } catch (StoreException e) {
            return null;
        }
    }

    /** Why {@code user} may not decide plans now (audited), or {@code null} when they may. */
    private String refusal(Principal user, String verb, String subject) {
        String why = roles.why(user, true);
        if (why == null) {
            return null;
        }
        String kind = subject.startsWith("plan") ? "plan." : "move.";
        audit.log(clock.millis(), roles.actor(user), roles.desk(user), kind + verb + ".refused", subject, why);
        return "Only a supervisor may " + verb + " migrations (" + why + "). Ask a supervisor.";
    }

    private static String blankToNull(String s) {
        return s == null || s.isBlank() ? null : s.strip();
    }
}
