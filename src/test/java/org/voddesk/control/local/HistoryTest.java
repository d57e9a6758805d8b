package org.voddesk.control.local;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.control.api.ChartResolution;
import org.voddesk.control.api.ClusterChart;
import org.voddesk.control.api.ClusterPoint;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.NodeChart;
import org.voddesk.control.api.NodeLoadPoint;
import org.voddesk.control.api.Page;
import org.voddesk.control.api.Principal;
import org.voddesk.control.history.History;
import org.voddesk.core.AuditEntry;
import org.voddesk.core.AuditRecord;
import org.voddesk.core.LoadSample;
import org.voddesk.core.NodeConfig;
import org.voddesk.core.NodeHealth;
import org.voddesk.core.Role;
import org.voddesk.store.ClusterSample;
import org.voddesk.store.NodeSampleRow;
import org.voddesk.store.PasswordHasher;
import org.voddesk.store.Store;
import org.voddesk.store.StoreSettings;
import org.voddesk.testing.ManualClock;

/** The history queries' rules: who may read, the bounds, the chart resolution, paging. */
class HistoryTest {
    private static final long T0 = 1_764_547_200_000L; // 2025-12-01T00:00:00Z, a quarter-hour
    private static final long HOUR = 3_600_000;
    private static final long DAY = 24 * HOUR;

    private final ManualClock clock = new ManualClock(Instant.ofEpochMilli(T0 + 2 * DAY));
    private Store store;
    private History history;
    private org.voddesk.control.auth.PrincipalGate gate;
    private Principal op;
    private Principal boss;

    @BeforeEach
    void open(@TempDir Path dir) {
        store = Store.open(dir.resolve("voddesk.db"),
                StoreSettings.DEFAULT.withPasswordIterations(PasswordHasher.MIN_ITERATIONS));
        store.nodes().save(new NodeConfig("vod-1", "10.0.0.1", 22, "vodview", "~/.ssh/id", 1e9, null, null));
        store.nodes().save(new NodeConfig("vod-2", "10.0.0.2", 22, "vodview", "~/.ssh/id", 1e9, null, null));
        gate = new org.voddesk.control.auth.PrincipalGate(store.users());
        op = user("op", Role.OPERATOR);
        boss = user("boss", Role.SUPERVISOR);
        history = new History(store, clock, gate);
    }

    @AfterEach
    void close() {
        store.close();
    }

    private Principal user(String name, Role role) {
        store.users().create(name, role, "long enough".toCharArray(), T0);
        return gate.issue(name, role);
    }

    /** Polls every 5 s in {@code [from, to)}: vod-1 at 20, vod-2 at 80. */
    private void polls(long from, long to) {
        for (long t = from; t < to; t += 5_000) {
            store.samples().recordRound(List.of(row("vod-1", t, 20), row("vod-2", t, 80)),
                    new ClusterSample(t, 900, Math.sqrt(3400), 3));
        }
    }

    private static NodeSampleRow row(String node, long t, double load) {
        return NodeSampleRow.measured(node, NodeHealth.OK, new LoadSample(t, 10, 10, 10), load);
    }

    @Test
    void aShortRangeIsChartedFromTheSamples() {
        polls(T0, T0 + 60_000);
        CommandResult<ClusterChart> r = history.cluster(op, T0, T0 + HOUR);
        assertThat(r.ok()).isTrue();
        assertThat(r.value().resolution()).isEqualTo(ChartResolution.SAMPLES);
        assertThat(r.value().points()).hasSize(12);
        assertThat(r.value().points().get(0).streams()).isEqualTo(3);
    }

    @Test
    void aRangeOverSixHoursIsChartedFromTheQuarterHourRollups() {
        polls(T0, T0 + HOUR);
        CommandResult<ClusterChart> r = history.cluster(op, T0, T0 + DAY);
        assertThat(r.value().resolution()).isEqualTo(ChartResolution.QUARTER_HOURS);
        assertThat(r.value().points()).extracting(ClusterPoint::timeMs)
                .containsExactly(T0, T0 + HOUR / 4, T0 + HOUR / 2, T0 + 3 * HOUR / 4);
        assertThat(r.value().points().get(0).lambda()).isEqualTo(900.0);
    }

    @Test
    void theSixHourThresholdItselfIsStillSamples() {
        assertThat(History.fromSamples(T0, T0 + 6 * HOUR)).isTrue();
        assertThat(History.fromSamples(T0, T0 + 6 * HOUR + 1)).isFalse();
    }

    @Test
    void aRollupChartIncludesTheQuarterHourTheRangeStartsIn() {
        polls(T0, T0 + HOUR);
        CommandResult<ClusterChart> r = history.cluster(op, T0 + 60_000, T0 + DAY);
        assertThat(r.value().points().get(0).timeMs()).isEqualTo(T0);
    }

    @Test
    void aChartLongerThanThirtyOneDaysIsRefused() {
        CommandResult<ClusterChart> r = history.cluster(op, T0, T0 + 32 * DAY);
        assertThat(r.ok()).isFalse();
        assertThat(r.message()).contains("31 days");
    }

    @Test
    void aRangeThatEndsBeforeItStartsIsRefused() {
        assertThat(history.cluster(op, T0, T0).ok()).isFalse();
        assertThat(history.migrations(op, T0 + 1, T0, 0, 10).ok()).isFalse();
    }

    @Test
    void aNodeChartIsThatNodesLoad() {
        polls(T0, T0 + 60_000);
        CommandResult<NodeChart> r = history.node(op, "vod-2", T0, T0 + HOUR);
        assertThat(r.value().points()).extracting(NodeLoadPoint::meanLoad).containsOnly(80.0);
    }

    @Test
    void aLongNodeChartIsOfQuarterHours() {
        polls(T0, T0 + HOUR / 4);
        NodeChart c = history.node(op, "vod-1", T0, T0 + DAY).value();
        assertThat(c.resolution()).isEqualTo(ChartResolution.QUARTER_HOURS);
        assertThat(c.points()).singleElement().satisfies(p -> assertThat(p.polls()).isEqualTo(180));
    }

    @Test
    void anUnknownNodeIsAClearFailure() {
        CommandResult<NodeChart> r = history.node(op, "vod-9", T0, T0 + HOUR);
        assertThat(r.ok()).isFalse();
        assertThat(r.message()).isEqualTo("There is no node vod-9.");
    }

    @Test
    void someoneNotInTheUserTableCannotRead() {
        CommandResult<ClusterChart> r = history.cluster(new Principal("mallory", Role.SUPERVISOR), T0, T0 + HOUR);
        assertThat(r.ok()).isFalse();
        assertThat(store.audit().recent(1).get(0).entry().action()).isEqualTo("history.read.refused");
    }

    @Test
    void aDisabledUserCannotRead() {
        store.users().setDisabled("op", true);
        assertThat(history.camera(op, "cam-1", T0, T0 + HOUR, 0, 10).ok()).isFalse();
    }

    @Test
    void anOperatorCannotReadTheAudit() {
        CommandResult<Page<AuditRecord>> r = history.audit(op, T0, T0 + DAY, null, null, 0, 10);
        assertThat(r.ok()).isFalse();
        assertThat(store.audit().recent(1).get(0).entry().action()).isEqualTo("audit.read.refused");
    }

    @Test
    void aSupervisorReadsTheAuditOfOneUserAndActionPrefix() {
        store.audit().append(new AuditEntry(T0 + 1, "op", null, "playback.start", null, null));
        store.audit().append(new AuditEntry(T0 + 2, "boss", null, "playback.start", null, null));
        store.audit().append(new AuditEntry(T0 + 3, "op", null, "login", null, null));
        Page<AuditRecord> p = history.audit(boss, T0, T0 + DAY, "op", "playback", 0, 10).value();
        assertThat(p.items()).extracting(a -> a.entry().timeMs()).containsExactly(T0 + 1);
    }

    @Test
    void blankFiltersMeanEveryone() {
        store.audit().append(new AuditEntry(T0 + 1, "op", null, "login", null, null));
        store.audit().append(new AuditEntry(T0 + 2, "boss", null, "login", null, null));
        assertThat(history.audit(boss, T0, T0 + DAY, " ", "", 0, 10).value().items()).hasSize(2);
    }

    @Test
    void aFullPageSaysThatOlderEntriesExist() {
        for (int i = 0; i < 5; i++) {
            store.audit().append(new AuditEntry(T0 + i, "op", null, "login", null, null));
        }
        Page<AuditRecord> first = history.audit(boss, T0, T0 + 10, null, null, 0, 3).value();
        Page<AuditRecord> second = history.audit(boss, T0, T0 + 10, null, null, 1, 3).value();
        assertThat(first.items()).hasSize(3);
        assertThat(first.hasMore()).isTrue();
        assertThat(second.items()).hasSize(2);
        assertThat(second.hasMore()).isFalse();
    }

    @Test
    void aPageLargerThanTheMaximumIsRefused() {
        CommandResult<Page<AuditRecord>> r = history.audit(boss, T0, T0 + DAY, null, null, 0, 501);
        assertThat(r.ok()).isFalse();
        assertThat(r.message()).contains("1 to 500");
    }

    @Test
    void pagingDeeperThanTheMaximumOffsetIsRefused() {
        assertThat(History.badPage(200, 500)).isNull();
        assertThat(History.badPage(201, 500)).contains("narrow the time range");
        assertThat(History.badPage(-1, 10)).isNotNull();
    }

    @Test
    void aMalformedCameraIdIsRefusedWithAMessage() {
        CommandResult<?> r = history.camera(op, "cam 1; drop", T0, T0 + HOUR, 0, 10);
        assertThat(r.ok()).isFalse();
        assertThat(r.message()).contains("camera id");
    }

    @Test
    void anUnplayedCameraHasAnEmptyHistory() {
        CommandResult<?> r = history.camera(op, "cam-1", T0, T0 + HOUR, 0, 10);
        assertThat(r.ok()).isTrue();
        assertThat(((Page<?>) r.value()).items()).isEmpty();
    }

    @Test
    void aSessionWithoutMigrationsHasAnEmptyMigrationHistory() {
        CommandResult<?> r = history.sessionMigrations(op, "s-1", 0, 10);
        assertThat(r.ok()).isTrue();
        assertThat(((Page<?>) r.value()).items()).isEmpty();
    }

    @Test
    void pageOfDropsTheExtraRowAndRemembersIt() {
        Page<Integer> p = Page.of(new ArrayList<>(List.of(1, 2, 3)), 0, 2);
        assertThat(p.items()).containsExactly(1, 2);
        assertThat(p.hasMore()).isTrue();
    }
}
