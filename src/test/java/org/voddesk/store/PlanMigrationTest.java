package org.voddesk.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.voddesk.store.Fixtures.T0;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.Statement;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.core.MoveState;
import org.voddesk.core.PlanKind;
import org.voddesk.core.PlanRecord;
import org.voddesk.core.PlanState;

/** V14 and V15 turn the moves stored before plans into plans: a chain is one plan, any other one a plan of one. */
class PlanMigrationTest {
    @TempDir
    Path dir;

    @Test
    void movesAndChainsStoredBeforePlansBecomePlans() throws Exception {
        Path file = dir.resolve("voddesk.db");
        Fixtures.atVersion(file, "13");
        try (Connection c = Fixtures.raw(file); Statement st = c.createStatement()) {
            Fixtures.rawSession(st);
            String columns = "INSERT INTO migration_proposal (session_id, source_node_id, target_node_id, probability,"
                    + " drawn, source_load_after, target_load_after, lambda_before, lambda_after, reason,"
                    + " created_at_ms, expires_at_ms, state_changed_at_ms, depends_on_id) VALUES ";
            // 1: a balancing move already done (lambda 10 -> 5, a 50% fall: band 3); 2 -> 3: a pending chain
            st.execute(columns + "('s-1', 1, 2, 1, 0, 10, 20, 10, 5, 'balance', " + T0 + ", " + (T0 + 60_000)
                    + ", " + T0 + ", NULL)");
            st.execute("UPDATE migration_proposal SET state = 'approved', decided_by = 'sue' WHERE id = 1");
            st.execute("UPDATE migration_proposal SET state = 'executing' WHERE id = 1");
            st.execute("UPDATE migration_proposal SET state = 'done', state_changed_at_ms = " + (T0 + 7) + " WHERE id = 1");
            st.execute(columns + "('s-1', 2, 1, 1, 0, 10, 20, 5, 4, 'hand-over', " + T0 + ", " + (T0 + 60_000)
                    + ", " + T0 + ", NULL)");
            st.execute(columns + "('s-1', 1, 2, 1, 0, 10, 20, 4, 3, 'orphan', " + T0 + ", " + (T0 + 60_000)
                    + ", " + T0 + ", 2)");
        }
        try (Store store = Store.open(file, Fixtures.FAST)) {
            PlanRecord single = store.plans().find(1).orElseThrow();
            assertThat(single.state()).isEqualTo(PlanState.DONE);
            assertThat(single.draft().kind()).isEqualTo(PlanKind.BALANCE);
            assertThat(single.draft().priority()).isEqualTo(3);
            assertThat(single.decidedBy()).isEqualTo("sue");
            assertThat(single.moves()).extracting(m -> m.id()).containsExactly(1L);
            PlanRecord chain = store.plans().find(2).orElseThrow();
            assertThat(chain.state()).isEqualTo(PlanState.PENDING);
            assertThat(chain.draft().kind()).isEqualTo(PlanKind.RE_HOMING);
            assertThat(chain.draft().priority()).isEqualTo(1);
            assertThat(chain.draft().lambdaBefore()).isEqualTo(5);
            assertThat(chain.draft().lambdaAfter()).isEqualTo(3);
            assertThat(chain.moves()).extracting(m -> m.draft().reason()).containsExactly("hand-over", "orphan");
            assertThat(store.plans().open()).extracting(PlanRecord::id).containsExactly(2L);
            // the rebuilt table accepts the new state, and new plans number after the migrated ones
            assertThat(store.moves().cancel(3, T0 + 9, "test").state()).isEqualTo(MoveState.CANCELLED);
            assertThat(store.moves().create(Fixtures.draft("s-1", "vod-1", "vod-2", T0, T0 + 60_000)).id())
                    .isEqualTo(4);
            assertThat(store.plans().ofMove(4).orElseThrow().id()).isEqualTo(3);
            assertThat(store.integrityCheck()).containsExactly("ok");
        }
    }
}
