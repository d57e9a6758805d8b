package org.voddesk.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;
import static org.voddesk.store.Fixtures.T0;
import static org.voddesk.store.Fixtures.draft;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.core.AuditEntry;
import org.voddesk.core.CameraSession;
import org.voddesk.core.LoadSample;
import org.voddesk.core.MoveRecord;
import org.voddesk.core.MoveState;
import org.voddesk.core.NodeHealth;
import org.voddesk.core.PlaybackRequest;
import org.voddesk.core.Playhead;
import org.voddesk.core.Quality;
import org.voddesk.core.SegmentKey;
import org.voddesk.core.Session;
import org.voddesk.core.SessionEndReason;
import org.voddesk.core.StreamProfile;

/** The history screens' reads: filtered, ordered newest first and paged in SQL, served by the V9 indexes. */
class HistoryQueriesTest {
    private static final long Q = SampleRepository.ROLLUP_MS;

    @TempDir
    Path dir;
    Store store;

    @BeforeEach
    void open() {
        store = Fixtures.withNodes(Fixtures.open(dir), "vod-1", "vod-2");
    }

    @AfterEach
    void close() {
        store.close();
    }

    private void session(String id, String camera, long startedAt) {
        Session s = Fixtures.session(id, "vod-1", camera);
        store.sessions().started(new Session(id, s.nodeName(), new SegmentKey(camera, s.segmentStartMs()),
                new Playhead(s.beginMs(), s.positionMs(), s.rate()),
                new StreamProfile(s.bitrateBps(), s.quality(), s.source()), startedAt));
    }

    private MoveRecord move(String sessionId, long createdAt) {
        return store.moves().create(draft(sessionId, "vod-1", "vod-2", createdAt, createdAt + 60_000));
    }

    private void audit(long t, String user, String action) {
        store.audit().append(new AuditEntry(t, user, null, action, null, null));
    }

    private static NodeSampleRow row(String node, long t, double load) {
        return NodeSampleRow.measured(node, NodeHealth.OK, new LoadSample(t, 10, 10, 10), load);
    }

    @Test
    void migrationHistoryLeavesOutPendingMovesAndIsNewestFirst() {
        session("s-1", "cam-1", T0);
        long rejected = store.moves().reject(move("s-1", T0).id(), "sue", T0 + 10, "no").id();
        long approved = store.moves().approve(move("s-1", T0).id(), "sue", T0 + 20, "go").id();
        move("s-1", T0);

        assertThat(store.moves().decidedBetween(T0, T0 + 100, 10, 0)).extracting(MoveRecord::id)
                .containsExactly(approved, rejected);
    }

    @Test
    void migrationHistoryIsOfTheTimeRangeOfTheLastChange() {
        session("s-1", "cam-1", T0);
        store.moves().reject(move("s-1", T0).id(), "sue", T0 + 10, "early");
        long late = store.moves().reject(move("s-1", T0).id(), "sue", T0 + 500, "late").id();

        assertThat(store.moves().decidedBetween(T0 + 100, T0 + 1_000, 10, 0)).extracting(MoveRecord::id)
                .containsExactly(late);
    }

    @Test
    void migrationHistoryPagesByLimitAndOffset() {
        session("s-1", "cam-1", T0);
        for (int i = 0; i < 5; i++) {
            store.moves().reject(move("s-1", T0).id(), "sue", T0 + i, "no " + i);
        }
        assertThat(store.moves().decidedBetween(T0, T0 + 10, 2, 2)).extracting(MoveRecord::decisionNote)
                .containsExactly("no 2", "no 1");
    }

    @Test
    void aSessionsMigrationHistoryHoldsOnlyThatSession() {
        session("s-1", "cam-1", T0);
        session("s-2", "cam-1", T0);
        store.moves().expire(move("s-1", T0).id(), T0 + 5, "nobody decided");
        store.moves().reject(move("s-2", T0).id(), "sue", T0 + 6, "no");

        List<MoveRecord> h = store.moves().decidedForSession("s-1", 10, 0);
        assertThat(h).extracting(MoveRecord::state).containsExactly(MoveState.EXPIRED);
        assertThat(h.get(0).outcome()).isNotNull();
    }

    @Test
    void cameraHistoryNamesWhoStartedTheSessionWhereAndHowItEnded() {
        session("s-1", "cam-1", T0 + 5_000);
        store.decisions().record(new DecisionEntry(T0 + 5_000, "olga", new PlaybackRequest("cam-1", T0, T0, 1.0,
                Quality.MAIN, 4_000_000, null), "vod-1", "s-1", "least-load", "lightest", "vod-1 ok"));
        store.sessions().ended("s-1", T0 + 9_000, SessionEndReason.STOPPED);

        CameraSession h = store.sessions().cameraHistory("cam-1", T0, T0 + 10_000, 10, 0).get(0);
        assertThat(h.startedBy()).isEqualTo("olga");
        assertThat(h.placedOn()).isEqualTo("vod-1");
        assertThat(h.record().endReason()).isEqualTo(SessionEndReason.STOPPED);
        assertThat(h.record().endedAtMs()).isEqualTo(T0 + 9_000);
    }

    @Test
    void cameraHistoryHoldsOnlyThatCameraInTheRangeNewestFirst() {
        session("s-1", "cam-1", T0 + 1_000);
        session("s-2", "cam-1", T0 + 2_000);
        session("s-3", "cam-2", T0 + 2_000);
        session("s-4", "cam-1", T0 + 20_000);

        assertThat(store.sessions().cameraHistory("cam-1", T0, T0 + 10_000, 10, 0))
                .extracting(c -> c.record().session().id()).containsExactly("s-2", "s-1");
    }

    @Test
    void aSessionWithoutADecisionHasNoStarter() {
        session("s-1", "cam-1", T0 + 1_000);
        CameraSession h = store.sessions().cameraHistory("cam-1", T0, T0 + 10_000, 10, 0).get(0);
        assertThat(h.startedBy()).isNull();
        assertThat(h.placedOn()).isNull();
    }

    @Test
    void auditPageFiltersByUserAndActionPrefixNewestFirst() {
        audit(T0 + 1, "sue", "move.approve");
        audit(T0 + 2, "bob", "move.reject");
        audit(T0 + 3, "sue", "login");
        audit(T0 + 4, "sue", "move.reject");

        assertThat(store.audit().page(T0, T0 + 10, "sue", "move.", 10, 0))
                .extracting(a -> a.entry().action()).containsExactly("move.reject", "move.approve");
    }

    @Test
    void auditPrefixIsLiteralNotAPattern() {
        audit(T0 + 1, "sue", "user_create");
        audit(T0 + 2, "sue", "userXcreate");
        assertThat(store.audit().page(T0, T0 + 10, null, "user_", 10, 0)).hasSize(1);
    }

    @Test
    void auditPageWithoutFiltersHoldsTheRangeAndPages() {
        for (int i = 0; i < 5; i++) {
            audit(T0 + i, "sue", "a" + i);
        }
        audit(T0 + 50, "sue", "outside");
        assertThat(store.audit().page(T0, T0 + 10, null, null, 2, 1)).extracting(a -> a.entry().action())
                .containsExactly("a3", "a2");
    }

    @Test
    void nodeRollupsAreThatNodesQuarterHoursInOrder() {
        store.samples().recordRound(List.of(row("vod-1", T0, 10), row("vod-2", T0, 90)), null);
        store.samples().recordRound(List.of(row("vod-1", T0 + 5_000, 30)), null);
        store.samples().recordRound(List.of(row("vod-1", T0 + Q, 50)), null);

        List<NodeAggregate> r = store.samples().nodeRollups("vod-1", T0, T0 + 2 * Q);
        assertThat(r).extracting(NodeAggregate::bucketStartMs).containsExactly(T0, T0 + Q);
        assertThat(r.get(0).meanLoad()).isEqualTo(20.0);
        assertThat(r.get(0).maxLoad()).isEqualTo(30.0);
        assertThat(r.get(0).polls()).isEqualTo(2);
    }

    @Test
    void clusterRollupsAreTheBalanceOfTheNodesMeanLoads() {
        store.samples().recordRound(List.of(row("vod-1", T0, 10), row("vod-2", T0, 70)), null);
        store.samples().recordRound(List.of(row("vod-1", T0 + 5_000, 30), row("vod-2", T0 + 5_000, 90)), null);

        ClusterRollup r = store.samples().clusterRollups(T0, T0 + Q).get(0);
        // mean loads 20 and 80: variance 900, quadratic mean sqrt((400 + 6400) / 2)
        assertThat(r.lambda()).isCloseTo(900.0, within(1e-9));
        assertThat(r.sigma()).isCloseTo(Math.sqrt(3400.0), within(1e-9));
        assertThat(r.nodes()).isEqualTo(2);
    }

    @Test
    void clusterRollupsLeaveOutNodesNotMeasuredInTheQuarterHour() {
        store.samples().recordRound(List.of(row("vod-1", T0, 40), NodeSampleRow.unmeasured("vod-2", T0,
                NodeHealth.UNREACHABLE)), null);
        ClusterRollup r = store.samples().clusterRollups(T0, T0 + Q).get(0);
        assertThat(r.nodes()).isEqualTo(1);
        assertThat(r.lambda()).isZero();
    }

    @Test
    void theHistoryQueriesUseTheV9Indexes() throws Exception {
        try (Connection c = Fixtures.raw(store.file())) {
            assertThat(plan(c, "SELECT id FROM plan_move WHERE state <> 'pending' AND state_changed_at_ms >= 0"
                    + " AND state_changed_at_ms < 9 ORDER BY state_changed_at_ms DESC, id DESC LIMIT 5"))
                    .contains("move_history");
            assertThat(plan(c, "SELECT id FROM session s WHERE s.camera_id = 'c' AND s.started_at_ms >= 0"
                    + " AND s.started_at_ms < 9 ORDER BY s.started_at_ms DESC")).contains("session_camera_started");
            assertThat(plan(c, "SELECT user_name FROM placement_decision d WHERE d.session_id = 's'"))
                    .contains("decision_session");
            assertThat(plan(c, "SELECT id FROM audit_log WHERE user_name = 'u' AND time_ms >= 0 AND time_ms < 9"))
                    .contains("audit_user_time");
        }
    }

    private static String plan(Connection c, String sql) throws Exception {
        StringBuilder plan = new StringBuilder();
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery("EXPLAIN QUERY PLAN " + sql)) {
            while (rs.next()) {
                plan.append(rs.getString("detail")).append("; ");
            }
        }
        return plan.toString();
    }
}
