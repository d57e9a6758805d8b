package org.voddesk.sim.cluster;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;
import org.voddesk.core.LoadSample;

class NodeMeasurementTest {
    @Test
    void cpuIsFivePlusThreeTenthsOfNet() {
        assertThat(NodeMeasurement.cpuPercent(60)).isCloseTo(23.0, within(1e-9));
    }

    @Test
    void memoryGrowsWithCachedPrefixes() {
        assertThat(NodeMeasurement.memPercent(0, 128)).isEqualTo(20.0);
        assertThat(NodeMeasurement.memPercent(64, 128)).isEqualTo(50.0);
        assertThat(NodeMeasurement.memPercent(128, 128)).isEqualTo(80.0);
    }

    @Test
    void measuredNetworkSaturatesAt100Percent() {
        assertThat(NodeMeasurement.netPercent(133.3)).isEqualTo(100.0);
        assertThat(NodeMeasurement.netPercent(42.0)).isEqualTo(42.0);
    }

    @Test
    void aNodeMeasuresEq2OverItsStreamsWithIpsanCountingTwice() {
        SimNode node = SessionFixtures.node(0);
        SimSession leader = SessionFixtures.startedAt(0);
        SimSession follower = SessionFixtures.startedAt(1_000);
        SimSession fast = SessionFixtures.of(3, 2, 0);
        node.add(leader, leader.startMs);
        node.add(follower, follower.startMs);
        node.add(fast, fast.startMs);
        node.changeRate(fast, 3.0, 10_000);
        node.touchPrefix(0);
        node.touchPrefix(17);

        LoadSample sample = node.measure(0);

        // leader IPSAN 2 Mb/s x2, follower memory 2 Mb/s, fast IPSAN 6 Mb/s x2: 18 Mb/s of 600
        assertThat(sample.net()).isCloseTo(3.0, within(1e-9));
        assertThat(sample.cpu()).isCloseTo(5.9, within(1e-9));
        assertThat(sample.mem()).isCloseTo(20 + 60.0 * 2 / 128, within(1e-9));
        assertThat(node.ipsanReadBps()).isEqualTo(8_000_000L);
    }

    @Test
    void aNodeWithNoSessionsLeftReadsNothing() {
        SimNode node = SessionFixtures.node(0);
        SimSession s = SessionFixtures.startedAt(0);
        node.add(s, s.startMs);
        node.changeRate(s, 0.5, 100);

        node.remove(s, 0);

        assertThat(node.weightedBps()).isZero();
        assertThat(node.ipsanReadBps()).isZero();
    }
}
