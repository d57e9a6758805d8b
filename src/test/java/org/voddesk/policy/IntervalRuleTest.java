package org.voddesk.policy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.voddesk.policy.PrefixFixtures.node;
import static org.voddesk.policy.PrefixFixtures.started;

import java.util.Set;
import org.junit.jupiter.api.Test;
import org.voddesk.core.NodeView;
import org.voddesk.core.Session;
import org.voddesk.core.StreamSource;

class IntervalRuleTest {
    private final IntervalRule rule = new IntervalRule(300_000);

    @Test
    void aStreamStartingWithin300sOfASameRateSessionReadsFromMemory() {
        NodeView n = node("a", 10, Set.of(), started("a", "cam-1", 300_000, 1));

        assertThat(rule.sourceOn(n, "cam-1", Fixtures.SEGMENT, 1, Fixtures.T)).isEqualTo(StreamSource.MEMORY);
    }

    @Test
    void aStreamStartingLaterThanTheWindowReadsFromIpsan() {
        NodeView n = node("a", 10, Set.of(), started("a", "cam-1", 300_001, 1));

        assertThat(rule.sourceOn(n, "cam-1", Fixtures.SEGMENT, 1, Fixtures.T)).isEqualTo(StreamSource.IPSAN);
    }

    @Test
    void aSessionAtAnotherRateOrSegmentLeadsNothing() {
        NodeView n = node("a", 10, Set.of(), started("a", "cam-1", 1_000, 2));

        assertThat(rule.sourceOn(n, "cam-1", Fixtures.SEGMENT, 1, Fixtures.T)).isEqualTo(StreamSource.IPSAN);
        assertThat(rule.sourceOn(n, "cam-1", Fixtures.SEGMENT + 1, 2, Fixtures.T)).isEqualTo(StreamSource.IPSAN);
    }

    @Test
    void aLeaderAndItsFollowerAreNotLoners() {
        Session leader = started("a", "cam-1", 100_000, 1);
        Session follower = started("a", "cam-1", 50_000, 1);
        NodeView n = node("a", 10, Set.of(), leader, follower);

        assertThat(rule.isLoner(n, leader)).isFalse();
        assertThat(rule.isLoner(n, follower)).isFalse();
    }

    @Test
    void aSessionWithNoSameRatePartnerInTheWindowIsALoner() {
        Session s = started("a", "cam-1", 100_000, 1);
        NodeView n = node("a", 10, Set.of(), s, started("a", "cam-1", 50_000, 3), started("a", "cam-1", 900_000, 1),
                started("a", "cam-2", 90_000, 1));

        assertThat(rule.isLoner(n, s)).isTrue();
    }
}
