package org.voddesk.demo;

import java.nio.file.Path;
import java.time.Duration;
import org.voddesk.node.cluster.ClusterFile;
import org.voddesk.node.conformance.NodeConformanceSuite;
import org.voddesk.node.conformance.NodeFixture;
import org.voddesk.testing.SteppingClock;

/** The vodnode/1 conformance suite, through the console's client stack, against two demo nodes. */
class DemoConformanceTest extends NodeConformanceSuite {
    private static final long HOUR = 3_600_000;

    @Override
    protected NodeFixture startNodes(Path dir) throws Exception {
        SteppingClock clock = SteppingClock.systemUtc();
        DemoCluster cluster = DemoCluster.start(DemoClusterConfig.of(2), clock);
        ClusterFile file = DemoClusterFiles.describe(cluster, dir.resolve("keys"));
        long recordedEnd = cluster.node("vod-1").catalogue().recordedEnd(clock.millis());
        return new NodeFixture() {
            @Override
            public ClusterFile cluster() {
                return file;
            }

            @Override
            public String camera() {
                return "cam-001";
            }

            @Override
            public long playableMs() {
                return recordedEnd - 12 * HOUR;
            }

            @Override
            public long unrecordedMs() {
                return recordedEnd - 48 * HOUR;
            }

            /** Demo nodes integrate their counters over their clock: step it, so a jiffy surely passes. */
            @Override
            public void letCpuTimePass() {
                clock.step(Duration.ofSeconds(2));
            }

            @Override
            public void close() {
                cluster.close();
            }
        };
    }
}
