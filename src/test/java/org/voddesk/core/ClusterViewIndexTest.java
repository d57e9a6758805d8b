package org.voddesk.core;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The view's on-demand figures ({@link ClusterView#holdersOf} and others) against asking every node. */
class ClusterViewIndexTest {
    private static final int KEYS = 30;

    private static SegmentKey key(int k) {
        return new SegmentKey("cam-" + k, 0);
    }

    private static Set<SegmentKey> randomSegments(SplittableRandom r) {
        Set<SegmentKey> s = new HashSet<>();
        for (int k = 0; k < KEYS; k++) {
            if (r.nextInt(4) == 0) {
                s.add(key(k));
            }
        }
        return s;
    }

    private static NodeHealth randomHealth(SplittableRandom r) {
        NodeHealth[] all = NodeHealth.values();
        return r.nextInt(3) == 0 ? all[r.nextInt(all.length)] : NodeHealth.OK;
    }

    private static ClusterView randomView(SplittableRandom r, int size) {
        List<NodeView> nodes = new ArrayList<>();
        for (int i = 0; i < size; i++) {
            nodes.add(new NodeView(new NodeSpec("n" + i, 1e8, null), randomHealth(r), r.nextInt(50), null,
                    List.of(), randomSegments(r)));
        }
        return new ClusterView(0, LoadModel.DEFAULT, nodes);
    }

    /** Every figure equals what a scan of the nodes gives. */
    private static void assertAgreesWithAScan(ClusterView view) {
        for (int k = 0; k < KEYS; k++) {
            SegmentKey key = key(k);
            assertThat(view.holdersOf(key)).containsExactlyElementsOf(
                    view.nodes().stream().filter(n -> n.recentlyStarted(key)).toList());
        }
        double least = view.nodes().stream().filter(NodeView::acceptsWork).mapToDouble(NodeView::load).min()
                .orElse(Double.NaN);
        assertThat(Double.valueOf(view.leastWorkingLoad())).isEqualTo(Double.valueOf(least));
        int fewest = view.nodes().stream().filter(NodeView::acceptsWork).mapToInt(n -> n.recentSegments().size())
                .min().orElse(Integer.MAX_VALUE);
        assertThat(view.fewestRecentStarts()).isEqualTo(fewest);
    }

    @Test
    void holdersLeastLoadAndFewestStartsAgreeWithAScanOnSmallAndLargeClusters() {
        SplittableRandom r = new SplittableRandom(5);
        for (int size : new int[] {0, 1, 5, ClusterView.SCAN_LIMIT, ClusterView.SCAN_LIMIT + 1, 60}) {
            for (int round = 0; round < 20; round++) {
                assertAgreesWithAScan(randomView(r, size));
            }
        }
    }

    @Test
    void derivedViewsKeepAgreeingWhateverTheReplacedNodeChanges() {
        SplittableRandom r = new SplittableRandom(9);
        for (int round = 0; round < 20; round++) {
            ClusterView view = randomView(r, 40);
            for (int step = 0; step < 60; step++) {
                if (r.nextBoolean()) {
                    // Computed before deriving, so that the derived view carries them over.
                    assertAgreesWithAScan(view);
                }
                NodeView n = view.nodes().get(r.nextInt(view.nodes().size()));
                NodeView replacement = switch (r.nextInt(4)) {
                    case 0 -> n.withLoad(r.nextInt(50));
                    case 1 -> n.withLoad(view.leastWorkingLoad() >= 0 ? view.leastWorkingLoad() : 0);
                    case 2 -> n.withHealth(randomHealth(r));
                    default -> n.withRecentSegments(randomSegments(r));
                };
                view = view.withNode(replacement);
            }
            assertAgreesWithAScan(view);
        }
    }

    @Test
    void aDerivedViewSharesTheIndexWhileTheSetsAreTheSame() {
        ClusterView view = randomView(new SplittableRandom(3), 40);
        view.holdersOf(key(1));
        NodeView n = view.nodes().get(7);

        ClusterView loaded = view.withLoad(n.name(), 3);
        ClusterView restarted = view.withNode(n.withRecentSegments(Set.of(key(1))));

        assertThat(loaded.holdersOf(key(1))).extracting(NodeView::name)
                .isEqualTo(view.holdersOf(key(1)).stream().map(NodeView::name).toList());
        assertThat(restarted.holdersOf(key(1))).extracting(NodeView::name).contains(n.name());
        assertThat(restarted.holdersOf(key(2))).extracting(NodeView::name).doesNotContain(n.name());
    }
}
