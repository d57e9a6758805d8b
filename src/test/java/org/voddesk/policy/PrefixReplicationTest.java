package org.voddesk.policy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.voddesk.policy.PrefixFixtures.KEY;
import static org.voddesk.policy.PrefixFixtures.node;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.voddesk.core.ClusterView;
import org.voddesk.core.NodeView;
import org.voddesk.core.PlaybackRequest;
import org.voddesk.core.SegmentKey;
import org.voddesk.core.StreamSource;

/** Step 3a of {@link PrefixAffinityPolicy}: a second holder on purpose, and the index path on large clusters. */
class PrefixReplicationTest {
    private static final SegmentKey OTHER = new SegmentKey("cam-8", Fixtures.SEGMENT);
    private static final SegmentKey THIRD = new SegmentKey("cam-9", Fixtures.SEGMENT);
    private final PlaybackRequest request = Fixtures.request("cam-1", Fixtures.SEGMENT);

    /** prefix-spread replicating when a node with a free place (of 2) is more than 5 below the best holder. */
    private static PrefixAffinityPolicy replicating() {
        return new PrefixAffinityPolicy(new PrefixAffinityParams(PrefixFixtures.WINDOW, 30, false, 5, 2));
    }

    private static Placement placed(PlacementDecision d) {
        assertThat(d).isInstanceOf(Placement.class);
        return (Placement) d;
    }

    @Test
    void aLighterNodeWithAFreeCachePlaceBecomesASecondHolder() {
        // a: 40 + 2.8 = 42.8; b: 20 + 2.8 = 22.8, more than 5 below, and it holds one segment of 2
        Placement p = placed(replicating().place(Fixtures.cluster(node("a", 40, Set.of(KEY)),
                node("b", 20, Set.of(OTHER))), request));

        assertThat(p.nodeName()).isEqualTo("b");
        assertThat(p.source()).isEqualTo(StreamSource.IPSAN);
        assertThat(p.explanation().rule()).startsWith("step 3a");
    }

    @Test
    void aNodeWhoseCacheIsFullIsNotAReplicaTarget() {
        Placement p = placed(replicating().place(Fixtures.cluster(node("a", 40, Set.of(KEY)),
                node("b", 20, Set.of(OTHER, THIRD))), request));

        assertThat(p.nodeName()).isEqualTo("a");
        assertThat(p.explanation().rule()).startsWith("step 3:");
    }

    @Test
    void aSegmentWithTwoHoldersGetsNoThird() {
        Placement p = placed(replicating().place(Fixtures.cluster(node("a", 40, Set.of(KEY)),
                node("c", 41, Set.of(KEY)), node("b", 20, Set.of(OTHER))), request));

        assertThat(p.nodeName()).isEqualTo("a");
    }

    @Test
    void aGapWithinTheThresholdKeepsTheHolder() {
        Placement p = placed(replicating().place(Fixtures.cluster(node("a", 24, Set.of(KEY)),
                node("b", 20, Set.of())), request));

        assertThat(p.nodeName()).isEqualTo("a");
    }

    @Test
    void theLeastLoadedNodeWithAPlaceIsChosenAndReplicationIsOffByDefault() {
        ClusterView view = Fixtures.cluster(node("a", 40, Set.of(KEY)), node("b", 15, Set.of(OTHER, THIRD)),
                node("c", 25, Set.of()), node("d", 20, Set.of(OTHER)));

        assertThat(placed(replicating().place(view, request)).nodeName()).isEqualTo("d");
        assertThat(placed(new PrefixAffinityPolicy(PrefixAffinityParams.DEFAULT.withMemoryFirst(false))
                .place(view, request)).nodeName()).isEqualTo("a");
    }

    @Test
    void onAClusterLargeEnoughForTheIndexTheDecisionIsTheSame() {
        List<NodeView> nodes = new ArrayList<>();
        for (int i = 0; i < 40; i++) {
            nodes.add(node("n" + i, 50 + i % 7, i == 23 || i == 31 ? Set.of(KEY) : Set.of(OTHER, THIRD)));
        }
        ClusterView view = Fixtures.cluster(nodes.toArray(new NodeView[0]));
        PrefixAffinityPolicy spread = new PrefixAffinityPolicy(PrefixAffinityParams.DEFAULT.withMemoryFirst(false));

        Placement p = placed(spread.place(view, request));

        // n23 at 52, n31 at 53: the lower estimate wins, and only the holders are explained
        assertThat(p.nodeName()).isEqualTo("n23");
        assertThat(p.explanation().candidates()).extracting(c -> c.nodeName()).containsExactly("n23", "n31");
    }
}
