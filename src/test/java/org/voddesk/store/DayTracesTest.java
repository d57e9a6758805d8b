package org.voddesk.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.voddesk.store.Fixtures.T0;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.Statement;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.core.LoadSample;
import org.voddesk.core.NodeHealth;
import org.voddesk.core.PlaybackRequest;
import org.voddesk.core.Playhead;
import org.voddesk.core.Quality;
import org.voddesk.core.SegmentKey;
import org.voddesk.core.Session;
import org.voddesk.core.SessionEndReason;
import org.voddesk.core.StreamProfile;
import org.voddesk.core.StreamSource;
import org.voddesk.core.whatif.DayTrace;
import org.voddesk.core.whatif.DayWindow;
import org.voddesk.core.whatif.NodeOutage;
import org.voddesk.core.whatif.StandingSession;
import org.voddesk.core.whatif.TraceRequest;

/**
 * A day's trace read from a hand-made database (2025-12-01, UTC): a user's request that later moved, a session a poll
 * found, a refused request, a session carried over from the day before, a request of the next day, and a node that
 * failed from 12:07 to 12:37.
 */
class DayTracesTest {
    private static final long MIN = 60_000L;
    private static final long HOUR = 3_600_000L;
    private static final DayWindow DAY = DayWindow.of(LocalDate.of(2025, 12, 1), ZoneOffset.UTC);

    @TempDir
    Path dir;
    private Store store;

    @BeforeEach
    void writeDay() throws Exception {
        store = Fixtures.withNodes(Fixtures.open(dir), "vod-1", "vod-2", "vod-3");
        placed("s-a", "anna", "vod-1", T0 + HOUR, T0 + HOUR + 10 * MIN);
        store.sessions().started(session("s-f", "vod-2", T0 + 2 * HOUR));
        store.sessions().ended("s-f", T0 + 3 * HOUR, SessionEndReason.LOST);
        store.decisions().record(new DecisionEntry(T0 + 4 * HOUR, "ben", request(T0 + 4 * HOUR), null, null,
                "least-load", "no node can take it", "all overloaded"));
        placed("s-c", "chloe", "vod-3", T0 - 30 * MIN, T0 + 20 * MIN);
        placed("s-n", "dev", "vod-1", T0 + 25 * HOUR, T0 + 26 * HOUR);
        try (Connection c = Fixtures.raw(dir.resolve("voddesk.db")); Statement st = c.createStatement()) {
            st.execute("INSERT INTO migration_plan (id, kind, reason, priority, lambda_before, lambda_after,"
                    + " created_at_ms, expires_at_ms, state, state_changed_at_ms, decided_by, decided_at_ms)"
                    + " VALUES (1, 'balance', 'r', 3, 10, 5, " + (T0 + HOUR + 4 * MIN) + ", " + (T0 + HOUR + 9 * MIN)
                    + ", 'done', " + (T0 + HOUR + 5 * MIN) + ", 'boss', " + (T0 + HOUR + 5 * MIN) + ")");
            st.execute("INSERT INTO plan_move (session_id, source_node_id, target_node_id, probability, drawn,"
                    + " source_load_after, target_load_after, lambda_before, lambda_after, reason, created_at_ms,"
                    + " expires_at_ms, state, state_changed_at_ms, finished_at_ms, plan_id, plan_position)"
                    + " VALUES ('s-a', 1, 2, 1, 0, 40, 40, 10, 5, 'r', " + (T0 + HOUR + 4 * MIN) + ", "
                    + (T0 + HOUR + 9 * MIN) + ", 'done', " + (T0 + HOUR + 5 * MIN) + ", " + (T0 + HOUR + 5 * MIN)
                    + ", 1, 1)");
            st.execute("UPDATE session SET node_id = 2 WHERE id = 's-a'");
        }
        samples();
    }

    private void placed(String id, String user, String node, long at, long end) {
        store.decisions().record(new DecisionEntry(at, user, request(at), node, id, "least-load", "least-loaded",
                "chosen"));
        store.sessions().started(session(id, node, at), user, null);
        store.sessions().ended(id, end, SessionEndReason.STOPPED);
    }

    private static PlaybackRequest request(long at) {
        return new PlaybackRequest("cam-7", at - 2 * HOUR, at - 2 * HOUR + 5 * MIN, 2.0, Quality.SUB, 2_000_000, null);
    }

    private static Session session(String id, String node, long at) {
        return new Session(id, node, new SegmentKey("cam-7", at - 2 * HOUR),
                new Playhead(at - 2 * HOUR + 5 * MIN, at - 2 * HOUR + 5 * MIN, 2.0),
                new StreamProfile(512_000, Quality.SUB, StreamSource.IPSAN), at);
    }

    /** Polls every 10 s all day; vod-3 failed from 12:07 to 12:37; vod-1 at 20 % then 60 % from 12:00. */
    private void samples() {
        for (long t = T0; t < T0 + 24 * HOUR; t += 10_000) {
            List<NodeSampleRow> rows = new ArrayList<>();
            for (String n : List.of("vod-1", "vod-2", "vod-3")) {
                boolean failed = n.equals("vod-3") && t >= T0 + 12 * HOUR + 7 * MIN && t < T0 + 12 * HOUR + 37 * MIN;
                double load = n.equals("vod-1") && t >= T0 + 12 * HOUR ? 60 : 20;
                rows.add(failed ? NodeSampleRow.unmeasured(n, t, NodeHealth.FAILED)
                        : NodeSampleRow.measured(n, NodeHealth.OK, new LoadSample(t, load, load, load), load));
            }
            store.samples().recordRound(rows, new ClusterSample(t, 1, 1, 0));
        }
    }

    private DayTrace trace() {
        try (Store readOnly = Store.openReadOnly(dir.resolve("voddesk.db"))) {
            return readOnly.dayTraces().read(DAY);
        } finally {
            store.close();
        }
    }

    @Test
    void theRequestsAreTheUsersPlacementsOfTheDayNotFoundSessionsNorMoves() {
        DayTrace trace = trace();

        assertThat(trace.requests()).extracting(TraceRequest::sessionId).containsExactly("s-a", null);
        TraceRequest a = trace.requests().get(0);
        assertThat(a.atMs()).isEqualTo(T0 + HOUR);
        assertThat(a.placedOn()).isEqualTo("vod-1");
        assertThat(a.durationMs()).isEqualTo(10 * MIN);
        assertThat(a.requestedBy()).isEqualTo("anna");
        assertThat(a.request().rate()).isEqualTo(2.0);
        assertThat(a.request().quality()).isEqualTo(Quality.SUB);
        assertThat(a.request().beginMs() - a.request().segmentStartMs()).isEqualTo(5 * MIN);
    }

    @Test
    void aPlacedRequestStreamsAtItsSessionsBitRateARefusedOneAtTheRequests() {
        DayTrace trace = trace();

        assertThat(trace.requests()).extracting(r -> r.request().bitrateBps()).containsExactly(512_000L, 2_000_000L);
    }

    @Test
    void aRefusedRequestIsARequestThatRunsTheDaysMedianWatchTime() {
        TraceRequest refused = trace().requests().get(1);

        assertThat(refused.refused()).isTrue();
        assertThat(refused.requestedBy()).isEqualTo("ben");
        assertThat(refused.durationMs()).isEqualTo(10 * MIN);
    }

    @Test
    void aFoundSessionAndASessionCarriedOverStandApartFromTheRequests() {
        List<StandingSession> standing = trace().standing();

        assertThat(standing).extracting(s -> s.session().id()).containsExactly("s-c", "s-f");
        StandingSession carried = standing.get(0);
        assertThat(carried.origin()).isEqualTo(StandingSession.Origin.CARRIED_OVER);
        assertThat(carried.fromMs()).isEqualTo(T0);
        assertThat(carried.untilMs()).isEqualTo(T0 + 20 * MIN);
        assertThat(carried.session().nodeName()).isEqualTo("vod-3");
        assertThat(carried.session().positionMs() - carried.session().beginMs()).isEqualTo(2 * 30 * MIN);
        StandingSession found = standing.get(1);
        assertThat(found.origin()).isEqualTo(StandingSession.Origin.FOUND);
        assertThat(found.fromMs()).isEqualTo(T0 + 2 * HOUR);
        assertThat(found.untilMs()).isEqualTo(T0 + 3 * HOUR);
    }

    @Test
    void aNodeFailedMidDayHasItsOutageFromItsFirstFailedSampleToItsRecovery() {
        assertThat(trace().outages()).containsExactly(
                new NodeOutage("vod-3", T0 + 12 * HOUR + 7 * MIN, T0 + 12 * HOUR + 37 * MIN));
    }

    @Test
    void whatHappenedCountsTheMovesApartFromTheRequestsAndMeasuresEachNodeHour() {
        DayTrace trace = trace();

        assertThat(trace.recorded().actions().requests()).isEqualTo(2);
        assertThat(trace.recorded().actions().refused()).isEqualTo(1);
        assertThat(trace.recorded().actions().movesCarriedOut()).isEqualTo(1);
        assertThat(trace.recorded().actions().plansProposed()).isEqualTo(1);
        assertThat(trace.recorded().habit().approvedShare()).isEqualTo(1.0);
        assertThat(trace.recorded().habit().approveAfterMs()).isEqualTo(MIN);
        assertThat(trace.recorded().samplePeriodMs()).isEqualTo(10_000);
        assertThat(trace.recorded().placementPolicy()).isEqualTo("least-load");
        assertThat(trace.recorded().loads().at("vod-1", 11).orElseThrow().meanLoad()).isEqualTo(20.0);
        assertThat(trace.recorded().loads().at("vod-1", 12).orElseThrow().peakLoad()).isEqualTo(60.0);
        assertThat(trace.recorded().loads().lambdaPerHour()).hasSize(24).containsOnly(1.0);
        assertThat(trace.nodes()).extracting(n -> n.name()).containsExactly("vod-1", "vod-2", "vod-3");
    }

    @Test
    void aDayWithoutSessionsHasNoneToReplay() {
        try (Store readOnly = Store.openReadOnly(dir.resolve("voddesk.db"))) {
            store.close();
            assertThat(readOnly.dayTraces().read(DayWindow.of(LocalDate.of(2025, 12, 5), ZoneOffset.UTC))
                    .hasSessions()).isFalse();
        }
    }
}
