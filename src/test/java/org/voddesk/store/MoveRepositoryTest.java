package org.voddesk.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.InstanceOfAssertFactories.type;
import static org.voddesk.store.Fixtures.T0;
import static org.voddesk.store.Fixtures.draft;

import java.nio.file.Path;
import java.sql.Statement;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.core.MoveDraft;
import org.voddesk.core.MoveRecord;
import org.voddesk.core.MoveState;

class MoveRepositoryTest {
    private static final long EXPIRES = T0 + 60_000;

    @TempDir
    Path dir;
    Store store;
    MoveRepository moves;

    @BeforeEach
    void open() {
        store = Fixtures.withNodes(Fixtures.open(dir), "vod-1", "vod-2");
        store.sessions().started(Fixtures.session("s-1", "vod-1", "cam-1"));
        moves = store.moves();
    }

    @AfterEach
    void close() {
        store.close();
    }

    private MoveRecord pending() {
        return moves.create(draft("s-1", "vod-1", "vod-2", T0, EXPIRES));
    }

    @Test
    void aNewMoveIsPendingAndKeepsEveryFigure() {
        MoveDraft d = draft("s-1", "vod-1", "vod-2", T0, EXPIRES);
        MoveRecord p = moves.create(d);
        assertThat(p.draft()).isEqualTo(d);
        assertThat(p.state()).isEqualTo(MoveState.PENDING);
        assertThat(p.stateChangedAtMs()).isEqualTo(T0);
        assertThat(moves.find(p.id())).contains(p);
    }

    @Test
    void anApprovalRecordsWhoWhenAndWhy() {
        long id = pending().id();
        MoveRecord p = moves.approve(id, "sue", T0 + 10, "vod-1 is hot");
        assertThat(p.state()).isEqualTo(MoveState.APPROVED);
        assertThat(p.decidedBy()).isEqualTo("sue");
        assertThat(p.decidedAtMs()).isEqualTo(T0 + 10);
        assertThat(p.decisionNote()).isEqualTo("vod-1 is hot");
        assertThat(moves.find(id)).contains(p);
    }

    @Test
    void aRejectionRecordsWhoWhenAndWhy() {
        MoveRecord p = moves.reject(pending().id(), "sue", T0 + 10, "maintenance on vod-2");
        assertThat(p.state()).isEqualTo(MoveState.REJECTED);
        assertThat(p.decisionNote()).isEqualTo("maintenance on vod-2");
    }

    @Test
    void anExpiredMoveCannotBeApproved() {
        long id = pending().id();
        assertThat(moves.expireDue(EXPIRES)).containsExactly(id);
        assertThatThrownBy(() -> moves.approve(id, "sue", EXPIRES - 1, null))
                .isInstanceOf(StateChangeException.class).hasMessage("move " + id
                        + " is expired; it cannot be approved");
        assertThat(moves.find(id).orElseThrow().state()).isEqualTo(MoveState.EXPIRED);
    }

    @Test
    void aMovePastItsDeadlineCannotBeApprovedBeforeTheSweepMarksIt() {
        long id = pending().id();
        assertThatThrownBy(() -> moves.approve(id, "sue", EXPIRES, null))
                .isInstanceOf(StateChangeException.class).hasMessageContaining("can no longer be approved");
        assertThat(moves.find(id).orElseThrow().state()).isEqualTo(MoveState.PENDING);
    }

    @Test
    void expiryTakesOnlyPendingMovesPastTheirDeadline() {
        long approved = pending().id();
        moves.approve(approved, "sue", T0 + 1, null);
        long young = moves.create(draft("s-1", "vod-1", "vod-2", T0, EXPIRES + 1000)).id();
        long old = pending().id();
        assertThat(moves.expireDue(EXPIRES)).containsExactly(old);
        assertThat(moves.find(young).orElseThrow().state()).isEqualTo(MoveState.PENDING);
        assertThat(moves.find(approved).orElseThrow().state()).isEqualTo(MoveState.APPROVED);
    }

    @Test
    void anApprovedMoveRunsToDoneWithItsOutcome() {
        long id = pending().id();
        moves.approve(id, "sue", T0 + 1, null);
        assertThat(moves.startExecution(id, T0 + 2).executionStartedAtMs()).isEqualTo(T0 + 2);
        MoveRecord done = moves.done(id, T0 + 3, "session s-1 runs on vod-2");
        assertThat(done.state()).isEqualTo(MoveState.DONE);
        assertThat(done.finishedAtMs()).isEqualTo(T0 + 3);
        assertThat(done.outcome()).isEqualTo("session s-1 runs on vod-2");
        assertThat(moves.lastMoveFinishedAt("s-1")).hasValue(T0 + 3);
    }

    @Test
    void anApprovedMoveThatCannotStartFails() {
        long id = pending().id();
        moves.approve(id, "sue", T0 + 1, null);
        assertThat(moves.fail(id, T0 + 2, "session s-1 ended").state()).isEqualTo(MoveState.FAILED);
    }

    @Test
    void aPendingMoveCannotBeExecuted() {
        long id = pending().id();
        assertThatThrownBy(() -> moves.startExecution(id, T0 + 1)).isInstanceOf(StateChangeException.class)
                .hasMessageContaining("is pending; it cannot be started")
                .satisfies(e -> assertThat(((StateChangeException) e).current()).isEqualTo(MoveState.PENDING));
    }

    @Test
    void aRefusedChangeNamesTheMoveItsNumberAndBothStates() {
        long id = pending().id();
        moves.reject(id, "sue", T0 + 1, null);
        assertThatThrownBy(() -> moves.approve(id, "bob", T0 + 2, null))
                .asInstanceOf(type(StateChangeException.class))
                .satisfies(e -> {
                    assertThat(e.what()).isEqualTo("move");
                    assertThat(e.id()).isEqualTo(id);
                    assertThat(e.current()).isEqualTo(MoveState.REJECTED);
                    assertThat(e.requested()).isEqualTo(MoveState.APPROVED);
                });
    }

    @Test
    void aRejectedMoveCannotBeApprovedAfterwards() {
        long id = pending().id();
        moves.reject(id, "sue", T0 + 1, null);
        assertThatThrownBy(() -> moves.approve(id, "bob", T0 + 2, null))
                .isInstanceOf(StateChangeException.class).hasMessageContaining("is rejected");
        assertThat(moves.find(id).orElseThrow().decidedBy()).isEqualTo("sue");
    }

    @Test
    void aFinishedMoveCannotFailAfterwards() {
        long id = pending().id();
        moves.approve(id, "sue", T0 + 1, null);
        moves.startExecution(id, T0 + 2);
        moves.done(id, T0 + 3, "ok");
        assertThatThrownBy(() -> moves.fail(id, T0 + 4, "late")).isInstanceOf(StateChangeException.class);
    }

    @Test
    void theDatabaseItselfRefusesAnIllegalStateChange() {
        long id = pending().id();
        moves.reject(id, "sue", T0 + 1, null);
        assertThatThrownBy(() -> store.db().write("raw update", Durability.FULL, c -> {
            try (Statement st = c.createStatement()) {
                return st.executeUpdate("UPDATE plan_move SET state = 'approved' WHERE id = " + id);
            }
        })).isInstanceOf(StoreException.class).hasMessageContaining("illegal move state transition");
    }

    @Test
    void anUnknownMoveIsReportedClearly() {
        assertThatThrownBy(() -> moves.approve(99, "sue", T0, null)).isInstanceOf(StoreException.class)
                .hasMessage("there is no move 99");
    }

    @Test
    void openMovesAreThoseWhoseLifeIsNotOver() {
        long a = pending().id();
        long b = pending().id();
        long c = pending().id();
        moves.approve(b, "sue", T0 + 1, null);
        moves.reject(c, "sue", T0 + 1, null);
        assertThat(moves.open()).extracting(MoveRecord::id).containsExactly(a, b);
        assertThat(moves.hasOpenMove("s-1")).isTrue();
    }

    @Test
    void aSessionThatNeverMovedHasNoLastMove() {
        pending();
        assertThat(moves.lastMoveFinishedAt("s-1")).isEmpty();
    }

    @Test
    void movesAreListedByCreationTime() {
        long first = pending().id();
        moves.create(draft("s-1", "vod-2", "vod-1", T0 + 86_400_000, T0 + 86_500_000));
        assertThat(moves.createdBetween(T0, T0 + 86_400_000)).extracting(MoveRecord::id).containsExactly(first);
    }
}
