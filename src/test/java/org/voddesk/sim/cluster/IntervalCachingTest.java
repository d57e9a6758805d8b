package org.voddesk.sim.cluster;

import static org.assertj.core.api.Assertions.assertThat;
import static org.voddesk.sim.cluster.SessionFixtures.node;
import static org.voddesk.sim.cluster.SessionFixtures.of;
import static org.voddesk.sim.cluster.SessionFixtures.startedAt;

import org.junit.jupiter.api.Test;
import org.voddesk.core.StreamSource;

class IntervalCachingTest {
    private final SimNode node = node(0);

    @Test
    void aSessionAloneOnItsSegmentReadsFromIpsan() {
        SimSession s = startedAt(0);

        node.add(s, s.startMs);

        assertThat(s.source()).isEqualTo(StreamSource.IPSAN);
    }

    @Test
    void aFollowerStartedWithin300sOfASameRateLeaderReadsFromMemory() {
        SimSession leader = startedAt(0);
        SimSession follower = startedAt(300_000);

        node.add(leader, leader.startMs);
        node.add(follower, follower.startMs);

        assertThat(leader.source()).isEqualTo(StreamSource.IPSAN);
        assertThat(follower.source()).isEqualTo(StreamSource.MEMORY);
    }

    @Test
    void aSessionStartedMoreThan300sAfterTheOtherReadsFromIpsan() {
        node.add(startedAt(0), 0);
        SimSession late = startedAt(300_001);

        node.add(late, late.startMs);

        assertThat(late.source()).isEqualTo(StreamSource.IPSAN);
    }

    @Test
    void anotherSegmentOfTheSameCameraIsNoLeader() {
        node.add(of(0, 0, 0), 0);
        SimSession other = of(0, 1, 1_000);

        node.add(other, other.startMs);

        assertThat(other.source()).isEqualTo(StreamSource.IPSAN);
    }

    @Test
    void aLeaderAtAnotherRateIsNoLeader() {
        SimSession leader = startedAt(0);
        SimSession follower = startedAt(10_000);
        node.add(leader, leader.startMs);
        node.add(follower, follower.startMs);

        node.changeRate(leader, 2.0, 20_000);

        assertThat(follower.source()).isEqualTo(StreamSource.IPSAN);
    }

    @Test
    void aFollowerThatSwitchesToItsLeadersRateReadsFromMemoryAgain() {
        SimSession leader = startedAt(0);
        SimSession follower = startedAt(10_000);
        node.add(leader, leader.startMs);
        node.add(follower, follower.startMs);
        node.changeRate(leader, 2.0, 20_000);

        node.changeRate(follower, 2.0, 30_000);

        assertThat(follower.source()).isEqualTo(StreamSource.MEMORY);
    }

    @Test
    void whenTheLeaderEndsItsFollowerReadsFromIpsan() {
        SimSession leader = startedAt(0);
        SimSession follower = startedAt(10_000);
        node.add(leader, leader.startMs);
        node.add(follower, follower.startMs);

        node.remove(leader, 0);

        assertThat(follower.source()).isEqualTo(StreamSource.IPSAN);
    }

    @Test
    void whenTheLeaderEndsAnEarlierSessionWithinTheWindowTakesOver() {
        SimSession first = startedAt(0);
        SimSession second = startedAt(100_000);
        SimSession third = startedAt(200_000);
        node.add(first, first.startMs);
        node.add(second, second.startMs);
        node.add(third, third.startMs);

        node.remove(second, 0);

        assertThat(third.source()).isEqualTo(StreamSource.MEMORY);
    }

    @Test
    void ofTwoSessionsStartedTogetherTheFirstCreatedLeads() {
        SimSession a = startedAt(5_000);
        SimSession b = startedAt(5_000);

        node.add(b, b.startMs);
        node.add(a, a.startMs);

        assertThat(a.source()).isEqualTo(StreamSource.IPSAN);
        assertThat(b.source()).isEqualTo(StreamSource.MEMORY);
    }

    @Test
    void aMigratedFollowerIsReEvaluatedOnItsNewNode() {
        SimNode other = node(1);
        SimSession leader = startedAt(0);
        SimSession follower = startedAt(10_000);
        node.add(leader, leader.startMs);
        node.add(follower, follower.startMs);

        node.remove(follower, 0);
        follower.moveTo(1);
        other.add(follower, follower.startMs);

        assertThat(follower.source()).isEqualTo(StreamSource.IPSAN);
    }

    @Test
    void aMigratedLeaderFeedsALaterSessionOnItsNewNode() {
        SimNode other = node(1);
        SimSession later = startedAt(60_000);
        other.add(later, later.startMs);
        SimSession leader = startedAt(0);
        node.add(leader, leader.startMs);

        node.remove(leader, 0);
        leader.moveTo(1);
        other.add(leader, leader.startMs);

        assertThat(later.source()).isEqualTo(StreamSource.MEMORY);
    }
}
