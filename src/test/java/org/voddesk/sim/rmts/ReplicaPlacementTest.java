package org.voddesk.sim.rmts;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.voddesk.policy.rmts.ReplicaCatalogue;

class ReplicaPlacementTest {
    private static final RmtsModel M = RmtsModel.SPEC;
    private static final Popularity P = new Popularity(M.videos(), M.zipfTheta());

    @Test
    void replicaCountsSumTo400WithinOneToTwenty() {
        int[] counts = StandardPlacement.replicaCounts(P, 400, 20);

        assertThat(Arrays.stream(counts).sum()).isEqualTo(400);
        assertThat(Arrays.stream(counts).min().orElseThrow()).isEqualTo(1);
        assertThat(Arrays.stream(counts).max().orElseThrow()).isEqualTo(20);
    }

    @Test
    void replicaCountsDoNotGrowAsPopularityFalls() {
        int[] counts = StandardPlacement.replicaCounts(P, 400, 20);

        for (int k = 1; k < counts.length; k++) {
            assertThat(counts[k]).isLessThanOrEqualTo(counts[k - 1]);
        }
    }

    @Test
    void standardPlacementStoresTwentyVideosOnEveryServer() {
        ReplicaCatalogue c = ReplicaPlacement.STANDARD.place(M, P);

        assertThat(c.servers()).allSatisfy(s -> assertThat(c.items(s)).hasSize(20));
    }

    @Test
    void standardPlacementGivesEachVideoItsReplicaCount() {
        ReplicaCatalogue c = ReplicaPlacement.STANDARD.place(M, P);
        int[] counts = StandardPlacement.replicaCounts(P, 400, 20);

        for (int k = 0; k < M.videos(); k++) {
            assertThat(c.holders(M.videoName(k))).hasSize(counts[k]);
        }
    }

    @Test
    void sparsePlacementPutsEachVideoOnTwoNeighboursOfTheRing() {
        ReplicaCatalogue c = ReplicaPlacement.SPARSE.place(M, P);

        assertThat(c.holders(M.videoName(0))).containsExactly("srv-0", "srv-1");
        assertThat(c.holders(M.videoName(19))).containsExactly("srv-0", "srv-19");
        assertThat(c.holders(M.videoName(20))).containsExactly("srv-0", "srv-1");
        assertThat(c.servers()).allSatisfy(s -> assertThat(c.items(s)).hasSize(20));
    }

    @Test
    void anUnknownPlacementWordIsRefused() {
        assertThatThrownBy(() -> ReplicaPlacement.fromWord("dense")).hasMessageContaining("standard or sparse");
        assertThat(List.of(ReplicaPlacement.values())).extracting(ReplicaPlacement::word)
                .containsExactly("standard", "sparse");
    }
}
