package org.voddesk.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.voddesk.store.Fixtures.T0;
import static org.voddesk.store.Fixtures.draft;

import java.nio.file.Path;
import java.sql.Statement;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.core.MoveRecord;
import org.voddesk.core.MoveState;

/**
 * Moves that depend on another one (the links of an RMTS migration chain, migration V6): a link joins its
 * predecessor's plan (V14, V15), whose order replaces the rule that held a link until its predecessor was done.
 */
class MoveChainStoreTest {
    private static final long EXPIRES = T0 + 60_000;

    @TempDir
    Path dir;
    Store store;
    MoveRepository moves;

    @BeforeEach
    void open() {
        store = Fixtures.withNodes(Fixtures.open(dir), "vod-1", "vod-2", "vod-3");
        store.sessions().started(Fixtures.session("s-a", "vod-1", "cam-1"));
        store.sessions().started(Fixtures.session("s-b", "vod-2", "cam-2"));
        store.sessions().started(Fixtures.session("s-c", "vod-3", "cam-3"));
        moves = store.moves();
    }

    @AfterEach
    void close() {
        store.close();
    }

    private MoveRecord first() {
        return moves.create(draft("s-a", "vod-1", "vod-3", T0, EXPIRES));
    }

    private MoveRecord after(long id, String session, String source, String target) {
        return moves.create(draft(session, source, target, T0, EXPIRES), id);
    }

    @Test
    void aMoveKeepsTheMoveItDependsOn() {
        MoveRecord a = first();
        MoveRecord b = after(a.id(), "s-b", "vod-2", "vod-1");
        assertThat(b.dependsOn()).isEqualTo(a.id());
        assertThat(moves.find(b.id()).orElseThrow().dependsOn()).isEqualTo(a.id());
        assertThat(a.dependsOn()).isNull();
    }

    @Test
    void aDependantMayBeApprovedOnceItsPredecessorIsDone() {
        MoveRecord a = first();
        MoveRecord b = after(a.id(), "s-b", "vod-2", "vod-1");
        moves.approve(a.id(), "sue", T0 + 1, null);
        moves.startExecution(a.id(), T0 + 2);
        moves.done(a.id(), T0 + 3, "moved");
        assertThat(moves.approve(b.id(), "sue", T0 + 4, null).state()).isEqualTo(MoveState.APPROVED);
    }

    @Test
    void theDatabaseRefusesChangingWhatAMoveDependsOn() {
        MoveRecord a = first();
        MoveRecord b = after(a.id(), "s-b", "vod-2", "vod-1");
        assertThatThrownBy(() -> store.db().write("raw update", Durability.FULL, c -> {
            try (Statement st = c.createStatement()) {
                return st.executeUpdate("UPDATE plan_move SET depends_on_id = NULL WHERE id = " + b.id());
            }
        })).isInstanceOf(StoreException.class).hasMessageContaining("cannot be changed");
    }

    @Test
    void noMoveCanDependOnARejectedOne() {
        MoveRecord a = first();
        moves.reject(a.id(), "sue", T0 + 1, null);
        assertThatThrownBy(() -> after(a.id(), "s-b", "vod-2", "vod-1"))
                .isInstanceOf(StateChangeException.class).hasMessageContaining("is rejected");
    }

    @Test
    void aMoveCannotDependOnAnUnknownOne() {
        assertThatThrownBy(() -> after(99, "s-b", "vod-2", "vod-1")).isInstanceOf(StoreException.class)
                .hasMessageContaining("no move 99");
    }

    @Test
    void dependantsAreTheOpenLaterLinksInChainOrder() {
        MoveRecord a = first();
        MoveRecord b = after(a.id(), "s-b", "vod-2", "vod-1");
        MoveRecord c = after(b.id(), "s-c", "vod-3", "vod-2");
        moves.create(draft("s-c", "vod-3", "vod-1", T0, EXPIRES));
        assertThat(moves.dependants(a.id())).extracting(MoveRecord::id).containsExactly(b.id(), c.id());
        assertThat(moves.dependants(b.id())).extracting(MoveRecord::id).containsExactly(c.id());
        assertThat(moves.dependants(c.id())).isEmpty();
    }

    @Test
    void finishedLinksAreNotDependants() {
        MoveRecord a = first();
        MoveRecord b = after(a.id(), "s-b", "vod-2", "vod-1");
        moves.expire(b.id(), T0 + 1, "test");
        assertThat(moves.dependants(a.id())).isEmpty();
    }
}
