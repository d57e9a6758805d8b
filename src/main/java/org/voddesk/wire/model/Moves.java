package org.voddesk.wire.model;

import org.voddesk.core.Decision;
import org.voddesk.core.Execution;
import org.voddesk.core.LoadForecast;
import org.voddesk.core.MigrationDraw;
import org.voddesk.core.MoveDraft;
import org.voddesk.core.MoveGrounds;
import org.voddesk.core.MoveRecord;
import org.voddesk.core.MoveState;
import org.voddesk.core.SessionSimilarity;
import org.voddesk.wire.DecisionData;
import org.voddesk.wire.ExecutionData;
import org.voddesk.wire.LoadForecastData;
import org.voddesk.wire.MigrationDrawData;
import org.voddesk.wire.MoveData;
import org.voddesk.wire.MoveDraftData;
import org.voddesk.wire.MoveGroundsData;
import org.voddesk.wire.MoveStateData;
import org.voddesk.wire.SessionSimilarityData;

/**
 * Moves of a migration plan on the wire: {@link MoveRecord} as {@link MoveData}, with its draft, grounds, decision and
 * execution. Reading a message throws {@link IllegalArgumentException} naming the part it cannot read; the records'
 * own checks apply as where they are made.
 */
public final class Moves {
    private Moves() {
    }

    /** The message of one move. */
    public static MoveData toWire(MoveRecord m) {
        MoveData.Builder b = MoveData.newBuilder()
                .setId(m.id())
                .setDraft(draft(m.draft()))
                .setState(state(m.state()))
                .setStateChangedAtMs(m.stateChangedAtMs())
                .setDecision(decision(m.decision()))
                .setExecution(execution(m.execution()));
        if (m.dependsOn() != null) {
            b.setDependsOn(m.dependsOn());
        }
        return b.build();
    }

    /** The move a message carries. */
    public static MoveRecord fromWire(MoveData m) {
        if (!m.hasDraft()) {
            throw Parts.missing("the move's draft");
        }
        if (!m.hasDecision()) {
            throw Parts.missing("the move's decision");
        }
        if (!m.hasExecution()) {
            throw Parts.missing("the move's execution");
        }
        return new MoveRecord(m.getId(), draft(m.getDraft()), state(m.getState()), m.getStateChangedAtMs(),
                decision(m.getDecision()), execution(m.getExecution()), Parts.orNull(m.hasDependsOn(), m.getDependsOn()));
    }

    /** The message of a decision; {@link Decision#NONE} is a message with no part set. */
    static DecisionData decision(Decision d) {
        DecisionData.Builder b = DecisionData.newBuilder();
        if (d.by() != null) {
            b.setBy(d.by());
        }
        if (d.atMs() != null) {
            b.setAtMs(d.atMs());
        }
        if (d.note() != null) {
            b.setNote(d.note());
        }
        return b.build();
    }

    /** The decision a message carries. */
    static Decision decision(DecisionData m) {
        return new Decision(Parts.orNull(m.hasBy(), m.getBy()), Parts.orNull(m.hasAtMs(), m.getAtMs()),
                Parts.orNull(m.hasNote(), m.getNote()));
    }

    private static ExecutionData execution(Execution e) {
        ExecutionData.Builder b = ExecutionData.newBuilder();
        if (e.startedAtMs() != null) {
            b.setStartedAtMs(e.startedAtMs());
        }
        if (e.finishedAtMs() != null) {
            b.setFinishedAtMs(e.finishedAtMs());
        }
        if (e.outcome() != null) {
            b.setOutcome(e.outcome());
        }
        return b.build();
    }

    private static Execution execution(ExecutionData m) {
        return new Execution(Parts.orNull(m.hasStartedAtMs(), m.getStartedAtMs()),
                Parts.orNull(m.hasFinishedAtMs(), m.getFinishedAtMs()), Parts.orNull(m.hasOutcome(), m.getOutcome()));
    }

    private static MoveDraftData draft(MoveDraft d) {
        MoveGrounds g = d.grounds();
        MoveGroundsData grounds = MoveGroundsData.newBuilder()
                .setSourceNode(g.sourceNode())
                .setTargetNode(g.targetNode())
                .setDraw(MigrationDrawData.newBuilder().setProbability(g.draw().probability())
                        .setDrawn(g.draw().drawn()))
                .setSimilarity(SessionSimilarityData.newBuilder().setSource(g.similarity().source())
                        .setTarget(g.similarity().target()))
                .setForecast(LoadForecastData.newBuilder()
                        .setSourceLoadAfter(g.forecast().sourceLoadAfter())
                        .setTargetLoadAfter(g.forecast().targetLoadAfter())
                        .setLambdaBefore(g.forecast().lambdaBefore())
                        .setLambdaAfter(g.forecast().lambdaAfter()))
                .setReason(g.reason())
                .build();
        return MoveDraftData.newBuilder().setSessionId(d.sessionId()).setGrounds(grounds)
                .setCreatedAtMs(d.createdAtMs()).setExpiresAtMs(d.expiresAtMs()).build();
    }

    private static MoveDraft draft(MoveDraftData m) {
        if (!m.hasGrounds()) {
            throw Parts.missing("the move's grounds");
        }
        MoveGroundsData g = m.getGrounds();
        if (!g.hasDraw() || !g.hasSimilarity() || !g.hasForecast()) {
            throw Parts.missing("the move's draw, similarity or forecast");
        }
        LoadForecastData f = g.getForecast();
        MoveGrounds grounds = new MoveGrounds(g.getSourceNode(), g.getTargetNode(),
                new MigrationDraw(g.getDraw().getProbability(), g.getDraw().getDrawn()),
                new SessionSimilarity(g.getSimilarity().getSource(), g.getSimilarity().getTarget()),
                new LoadForecast(f.getSourceLoadAfter(), f.getTargetLoadAfter(), f.getLambdaBefore(),
                        f.getLambdaAfter()),
                g.getReason());
        return new MoveDraft(m.getSessionId(), grounds, m.getCreatedAtMs(), m.getExpiresAtMs());
    }

    private static MoveStateData state(MoveState s) {
        return switch (s) {
            case PENDING -> MoveStateData.MOVE_STATE_PENDING;
            case APPROVED -> MoveStateData.MOVE_STATE_APPROVED;
            case REJECTED -> MoveStateData.MOVE_STATE_REJECTED;
            case EXPIRED -> MoveStateData.MOVE_STATE_EXPIRED;
            case EXECUTING -> MoveStateData.MOVE_STATE_EXECUTING;
            case DONE -> MoveStateData.MOVE_STATE_DONE;
            case FAILED -> MoveStateData.MOVE_STATE_FAILED;
            case CANCELLED -> MoveStateData.MOVE_STATE_CANCELLED;
        };
    }

    private static MoveState state(MoveStateData s) {
        return switch (s) {
            case MOVE_STATE_PENDING -> MoveState.PENDING;
            case MOVE_STATE_APPROVED -> MoveState.APPROVED;
            case MOVE_STATE_REJECTED -> MoveState.REJECTED;
            case MOVE_STATE_EXPIRED -> MoveState.EXPIRED;
            case MOVE_STATE_EXECUTING -> MoveState.EXECUTING;
            case MOVE_STATE_DONE -> MoveState.DONE;
            case MOVE_STATE_FAILED -> MoveState.FAILED;
            case MOVE_STATE_CANCELLED -> MoveState.CANCELLED;
            default -> throw Parts.unknown("the move's state", s);
        };
    }
}
