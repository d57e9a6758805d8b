package org.voddesk.sim.cluster;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.voddesk.core.NodeSpec;
import org.voddesk.core.StreamSource;

class PositionCachingTest {
    private final SimNode node = new SimNode(0, new NodeSpec("vod-1", 600e6, null), 128, new PositionCaching(300_000));
    private long seq;

    /** A session of camera 0's first segment that begins {@code beginOffsetMs} into it, at {@code startMs}. */
    private SimSession at(long beginOffsetMs, long startMs, double rate) {
        long id = seq++;
        return new SimSession(id, "s-" + id, SessionFixtures.stream(0, 0, beginOffsetMs), rate, startMs,
                startMs + 3_600_000, 0);
    }

    @Test
    void aSessionPlaying200sBehindASameRateLeaderReadsFromMemory() {
        SimSession leader = at(0, 0, 1.0);
        SimSession follower = at(0, 200_000, 1.0);
        node.add(leader, 0);

        node.add(follower, 200_000);

        assertThat(leader.source()).isEqualTo(StreamSource.IPSAN);
        assertThat(follower.source()).isEqualTo(StreamSource.MEMORY);
    }

    @Test
    void sessionsStartedTogetherFarApartInTheSegmentDoNotShareMemory() {
        SimSession early = at(0, 0, 1.0);
        SimSession late = at(1_800_000, 0, 1.0);

        node.add(early, 0);
        node.add(late, 0);

        assertThat(early.source()).isEqualTo(StreamSource.IPSAN);
        assertThat(late.source()).isEqualTo(StreamSource.IPSAN);
    }

    @Test
    void theGapCountsInWallClockTimeAtTheFollowersRate() {
        SimSession leader = at(500_000, 0, 2.0);
        SimSession follower = at(0, 0, 2.0);

        node.add(leader, 0);
        node.add(follower, 0);

        assertThat(follower.source()).isEqualTo(StreamSource.MEMORY);
        SimSession tooFar = at(0, 0, 2.0);
        SimSession farLeader = at(700_000, 0, 2.0);
        SimNode other = new SimNode(1, new NodeSpec("vod-2", 600e6, null), 128, new PositionCaching(300_000));
        other.add(farLeader, 0);
        other.add(tooFar, 0);
        assertThat(tooFar.source()).isEqualTo(StreamSource.IPSAN);
    }

    @Test
    void ofTwoSessionsAtTheSamePositionTheFirstStartedLeads() {
        SimSession first = at(0, 0, 1.0);
        SimSession second = at(0, 0, 1.0);

        node.add(second, 0);
        node.add(first, 0);

        assertThat(first.source()).isEqualTo(StreamSource.IPSAN);
        assertThat(second.source()).isEqualTo(StreamSource.MEMORY);
    }

    @Test
    void aSessionThatPlaysIntoTheNextSegmentReadsItsPrefixAndFollowsALeaderThere() {
        SimSession leader = new SimSession(seq++, "lead", SessionFixtures.stream(0, 1, 100_000), 1.0, 0, 3_600_000, 0);
        SimSession crossing = at(3_500_000, 0, 1.0);
        node.add(leader, 0);
        node.add(crossing, 0);
        assertThat(crossing.source()).isEqualTo(StreamSource.IPSAN);

        node.entersSegment(crossing, leader.cacheKey(), 100_000);

        assertThat(node.hasPrefix(leader.cacheKey())).isTrue();
        assertThat(crossing.cacheKey()).isEqualTo(leader.cacheKey());
        assertThat(crossing.source()).isEqualTo(StreamSource.MEMORY);
    }
}
