package org.voddesk.wire.model;

import org.voddesk.core.PlanDraft;
import org.voddesk.core.PlanKind;
import org.voddesk.core.PlanRecord;
import org.voddesk.core.PlanState;
import org.voddesk.wire.PlanData;
import org.voddesk.wire.PlanDraftData;
import org.voddesk.wire.PlanKindData;
import org.voddesk.wire.PlanStateData;

/**
 * Migration plans on the wire: {@link PlanRecord} as {@link PlanData}, with its draft, decision and moves
 * ({@link Moves}). Reading a message throws {@link IllegalArgumentException} naming the part it cannot read; the
 * records' own checks apply as where they are made.
 */
public final class Plans {
    private Plans() {
    }

    /** The message of one plan with its moves. */
    public static PlanData toWire(PlanRecord p) {
        PlanDraft d = p.draft();
        PlanData.Builder b = PlanData.newBuilder()
                .setId(p.id())
                .setDraft(PlanDraftData.newBuilder().setKind(kind(d.kind())).setReason(d.reason())
                        .setPriority(d.priority()).setLambdaBefore(d.lambdaBefore()).setLambdaAfter(d.lambdaAfter())
                        .setCreatedAtMs(d.createdAtMs()).setExpiresAtMs(d.expiresAtMs()))
                .setState(state(p.state()))
                .setStateChangedAtMs(p.stateChangedAtMs())
                .setDecision(Moves.decision(p.decision()));
        if (p.automation() != null) {
            b.setAutomation(p.automation());
        }
        if (p.outcome() != null) {
            b.setOutcome(p.outcome());
        }
        p.moves().forEach(m -> b.addMoves(Moves.toWire(m)));
        return b.build();
    }

    /** The plan a message carries. */
    public static PlanRecord fromWire(PlanData m) {
        if (!m.hasDraft()) {
            throw Parts.missing("the plan's draft");
        }
        if (!m.hasDecision()) {
            throw Parts.missing("the plan's decision");
        }
        PlanDraftData d = m.getDraft();
        PlanDraft draft = new PlanDraft(kind(d.getKind()), d.getReason(), d.getPriority(), d.getLambdaBefore(),
                d.getLambdaAfter(), d.getCreatedAtMs(), d.getExpiresAtMs());
        return new PlanRecord(m.getId(), draft, state(m.getState()), m.getStateChangedAtMs(),
                Moves.decision(m.getDecision()), Parts.orNull(m.hasAutomation(), m.getAutomation()),
                Parts.orNull(m.hasOutcome(), m.getOutcome()), m.getMovesList().stream().map(Moves::fromWire).toList());
    }

    private static PlanKindData kind(PlanKind k) {
        return switch (k) {
            case BALANCE -> PlanKindData.PLAN_KIND_BALANCE;
            case RELIEF -> PlanKindData.PLAN_KIND_RELIEF;
            case RE_HOMING -> PlanKindData.PLAN_KIND_RE_HOMING;
        };
    }

    private static PlanKind kind(PlanKindData k) {
        return switch (k) {
            case PLAN_KIND_BALANCE -> PlanKind.BALANCE;
            case PLAN_KIND_RELIEF -> PlanKind.RELIEF;
            case PLAN_KIND_RE_HOMING -> PlanKind.RE_HOMING;
            default -> throw Parts.unknown("the plan's kind", k);
        };
    }

    private static PlanStateData state(PlanState s) {
        return switch (s) {
            case PENDING -> PlanStateData.PLAN_STATE_PENDING;
            case APPROVED -> PlanStateData.PLAN_STATE_APPROVED;
            case REJECTED -> PlanStateData.PLAN_STATE_REJECTED;
            case EXPIRED -> PlanStateData.PLAN_STATE_EXPIRED;
            case DONE -> PlanStateData.PLAN_STATE_DONE;
            case FAILED -> PlanStateData.PLAN_STATE_FAILED;
        };
    }

    private static PlanState state(PlanStateData s) {
        return switch (s) {
            case PLAN_STATE_PENDING -> PlanState.PENDING;
            case PLAN_STATE_APPROVED -> PlanState.APPROVED;
            case PLAN_STATE_REJECTED -> PlanState.REJECTED;
            case PLAN_STATE_EXPIRED -> PlanState.EXPIRED;
            case PLAN_STATE_DONE -> PlanState.DONE;
            case PLAN_STATE_FAILED -> PlanState.FAILED;
            default -> throw Parts.unknown("the plan's state", s);
        };
    }
}
