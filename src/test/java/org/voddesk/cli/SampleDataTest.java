package org.voddesk.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.ZoneId;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.core.NodeConfig;
import org.voddesk.node.cluster.ClusterFile;
import org.voddesk.report.DailyReport;
import org.voddesk.report.ReportDay;
import org.voddesk.report.ReportLoader;
import org.voddesk.report.ReportSettings;
import org.voddesk.report.StoredAlarms;
import org.voddesk.store.Store;

/** The committed sample data is what sample-data/README.md says it is. */
class SampleDataTest {
    private static final Path SAMPLE = Path.of("sample-data");

    @Test
    void exampleClusterFileReadsAsFiveNodesOnTwoSites() throws Exception {
        ClusterFile file = ClusterFile.read(SAMPLE.resolve("cluster-example.yaml"));

        assertThat(file.nodes()).extracting(NodeConfig::name).containsExactly("vod-1", "vod-2", "vod-3", "vod-4",
                "vod-5");
        assertThat(file.nodes()).extracting(NodeConfig::site).containsExactly("north", "north", "north", "south",
                "south");
        assertThat(file.sites().between("north", "south")).isEqualTo(2);
    }

    @Test
    void sampleHistoryIsAtTheStoresSchemaSoReadingItChangesNothing(@TempDir Path dir) throws Exception {
        // sample-data/README.md runs `report` on the committed file itself; an older schema would be migrated
        // in place, changing the committed file. After a new migration, migrate the sample too (a copy opened
        // with Store.open, committed back).
        Path committed = SAMPLE.resolve("sample-history.db");
        Path copy = Files.copy(committed, dir.resolve("sample.db"));
        try (Store store = Store.open(copy)) {
            assertThat(store).isNotNull();
        }

        assertThat(Files.mismatch(committed, copy)).as("bytes of the sample after opening it").isEqualTo(-1L);
    }

    @Test
    void sampleHistoryHoldsTheWholeDayOfFiveNodes(@TempDir Path dir) throws Exception {
        Path copy = Files.copy(SAMPLE.resolve("sample-history.db"), dir.resolve("sample.db"));
        try (Store store = Store.open(copy)) {
            DailyReport r = new ReportLoader(store, ReportSettings.of("demo cluster"),
                    new StoredAlarms(store.alarms())).load(ReportDay.of(LocalDate.of(2026, 11, 28),
                    ZoneId.of("Europe/Berlin")));

            assertThat(r.nodes()).hasSize(5);
            assertThat(r.cluster().polledMs()).isEqualTo(24 * 3_600_000L);
            assertThat(r.cluster().requests().accepted()).isGreaterThan(1000);
            assertThat(r.cluster().reHomed()).isPositive();
            assertThat(r.nodeHours()).allSatisfy(h -> assertThat(h.notPolledMs()).isZero());
        }
    }
}
