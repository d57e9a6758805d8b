package org.voddesk.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class RecentStartsTest {
    private static final SegmentKey A = new SegmentKey("cam-1", 0);
    private static final SegmentKey B = new SegmentKey("cam-1", 3_600_000);
    private static final SegmentKey C = new SegmentKey("cam-2", 0);
    private final RecentStarts recent = new RecentStarts(2);

    @Test
    void aStartedSegmentIsHeldByItsNodeOnly() {
        recent.started("vod-1", A);

        assertThat(recent.holds("vod-1", A)).isTrue();
        assertThat(recent.holds("vod-2", A)).isFalse();
        assertThat(recent.holds("vod-1", B)).isFalse();
    }

    @Test
    void theLeastRecentlyStartedSegmentIsForgottenFirst() {
        recent.started("vod-1", A);
        recent.started("vod-1", B);

        recent.started("vod-1", C);

        assertThat(recent.snapshot("vod-1")).containsExactlyInAnyOrder(B, C);
    }

    @Test
    void startingASegmentAgainMakesItRecent() {
        recent.started("vod-1", A);
        recent.started("vod-1", B);
        recent.started("vod-1", A);

        recent.started("vod-1", C);

        assertThat(recent.snapshot("vod-1")).containsExactlyInAnyOrder(A, C);
    }

    @Test
    void aSnapshotIsKeptUntilTheNodesSetOfSegmentsChanges() {
        recent.started("vod-1", A);
        Set<SegmentKey> first = recent.snapshot("vod-1");

        recent.started("vod-2", B);
        recent.started("vod-1", A);
        assertThat(recent.snapshot("vod-1")).isSameAs(first);

        recent.started("vod-1", B);
        assertThat(recent.snapshot("vod-1")).isNotSameAs(first).containsExactlyInAnyOrder(A, B);
        assertThat(first).containsExactly(A);
    }

    @Test
    void aNodeNothingStartedOnHoldsNothing() {
        assertThat(recent.snapshot("vod-9")).isEmpty();
    }

    @Test
    void aForgottenNodeHoldsNothing() {
        recent.started("vod-1", A);

        recent.forget("vod-1");

        assertThat(recent.holds("vod-1", A)).isFalse();
    }

    @Test
    void capacityMustBePositive() {
        assertThatThrownBy(() -> new RecentStarts(0)).hasMessageContaining("positive");
    }

    @Test
    void aNodeViewCarriesItsRecentSegmentsThroughDerivations() {
        NodeView n = new NodeView(new NodeSpec("vod-1", 1e8, null), NodeHealth.OK, 10, null, List.of(), Set.of(A));

        assertThat(n.recentlyStarted(A)).isTrue();
        assertThat(n.withLoad(20).recentlyStarted(A)).isTrue();
        assertThat(n.withHealth(NodeHealth.DEGRADED).recentSegments()).containsExactly(A);
        assertThat(n.withSessions(List.of(), 5).recentSegments()).containsExactly(A);
    }

    @Test
    void aNodeViewWithoutRecentSegmentsKnowsNone() {
        NodeView n = new NodeView(new NodeSpec("vod-1", 1e8, null), NodeHealth.OK, 10, null, List.of());

        assertThat(n.recentSegments()).isEmpty();
        assertThat(n.recentlyStarted(A)).isFalse();
    }

    @Test
    void aSegmentKeyComesFromARequestOrASession() {
        PlaybackRequest r = new PlaybackRequest("cam-1", 0, 5_000, 1, Quality.MAIN, 2_000_000, null);
        Session s = new Session("s1", "vod-1", new SegmentKey("cam-1", 0), new Playhead(0, 9_000, 2),
                new StreamProfile(2_000_000, Quality.MAIN, StreamSource.IPSAN), 0);

        assertThat(SegmentKey.of(r)).isEqualTo(A).isEqualTo(SegmentKey.of(s));
    }
}
