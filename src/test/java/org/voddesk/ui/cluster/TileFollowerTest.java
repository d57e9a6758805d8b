package org.voddesk.ui.cluster;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.voddesk.control.api.ClusterSnapshot;
import org.voddesk.control.api.NodeStatus;
import org.voddesk.control.api.RecordingIndex;
import org.voddesk.core.ClusterView;
import org.voddesk.core.LoadModel;
import org.voddesk.core.NodeHealth;
import org.voddesk.core.NodeState;

/**
 * The tiles follow a snapshot a batch per step: made, updated, ordered and dropped without one step doing all; the
 * batch follows what the frames cost the FX thread (here a clock the test moves).
 */
class TileFollowerTest {
    long work;
    final TileFollower follower = new TileFollower(() -> work);

    @Test
    void makesTheTilesOfTwoHundredNodesABatchPerStepInClusterOrder() {
        follower.follow(snapshot(1, nodes(200, 10)));
        assertThat(follower.tiles()).isEmpty();

        assertThat(follower.step()).isTrue();
        assertThat(follower.tiles()).hasSize(TileFollower.FIRST_STEP);

        int steps = 1;
        boolean more = true;
        while (more) {
            more = follower.step();
            steps++;
        }
        assertThat(steps).isGreaterThan(200 / TileFollower.MOST);
        assertThat(follower.following()).isFalse();
        assertThat(follower.tiles()).extracting(NodeTileModel::name)
                .containsExactlyElementsOf(nodes(200, 10).keySet());
    }

    @Test
    void whileFramesCostLittleTheBatchDoublesUpToTheMost() {
        follower.follow(snapshot(1, nodes(200, 10)));

        assertThat(batches(8)).containsExactly(1, 2, 4, 8, 16, 32, TileFollower.MOST, TileFollower.MOST);
    }

    @Test
    void onceTheTilesInViewAreMadeTheNextStepMakesAllTheOthers() {
        follower.showsAtMost(20);
        follower.follow(snapshot(1, nodes(200, 10)));

        assertThat(batches(6)).containsExactly(1, 2, 4, 8, 16, 200 - 31);
        assertThat(follower.following()).isFalse();
        assertThat(follower.tiles()).extracting(NodeTileModel::name)
                .containsExactlyElementsOf(nodes(200, 10).keySet());
    }

    @Test
    void withTheTilesInViewMadeARoundUpdatesEveryTileInOneStep() {
        follower.showsAtMost(20);
        passTo(snapshot(1, nodes(200, 10)));

        follower.follow(snapshot(2, nodes(200, 30)));
        assertThat(follower.step()).isFalse();
        assertThat(follower.tiles()).allMatch(t -> t.loadProperty().get() == 30);
    }

    @Test
    void afterALongFrameTheNextBatchIsWhatFitsTheBudgetAtThatFramesCostPerTile() {
        follower.follow(snapshot(1, nodes(200, 10)));
        batches(4); // 1, 2, 4, 8: frames that cost nothing
        work += 8 * 12_000_000L; // the frame of the batch of 8 costs 12 ms a tile

        assertThat(batches(1)).containsExactly((int) (TileFollower.BUDGET.toMillis() / 12));
    }

    @Test
    void aColdFirstTileOverTheBudgetKeepsTheNextBatchAtOne() {
        follower.follow(snapshot(1, nodes(200, 10)));
        batches(1);
        work += 80_000_000L;

        assertThat(batches(1)).containsExactly(1);
    }

    @Test
    void aNewerSnapshotDuringTheFirstPassMakesTheTilesNotShownYetFirst() {
        follower.follow(snapshot(1, nodes(200, 10)));
        batches(3); // 1, 2, 4

        follower.follow(snapshot(2, nodes(200, 20)));
        assertThat(batches(1)).containsExactly(8);

        passTo(snapshot(2, nodes(200, 20)));
        assertThat(follower.tiles()).extracting(NodeTileModel::name)
                .containsExactlyElementsOf(nodes(200, 10).keySet());
        assertThat(follower.tiles()).allMatch(t -> t.loadProperty().get() == 20);
    }

    @Test
    void updatingTilesShownAlreadyIsNotHeldToTheNewTilesBudget() {
        follower.follow(snapshot(1, nodes(60, 10)));
        for (boolean more = true; more; ) {
            work += 200_000_000L; // every frame far over the budget: one new tile a frame
            more = follower.step();
        }
        assertThat(follower.tiles()).hasSize(60);

        follower.follow(snapshot(2, nodes(60, 70)));
        work += 200_000_000L;
        follower.step();

        assertThat(follower.tiles().stream().filter(t -> t.loadProperty().get() == 70)).hasSize(TileFollower.MOST);
    }

    @Test
    void aNewRoundReachesTheTilesABatchPerStep() {
        passTo(snapshot(1, nodes(50, 10)));

        follower.follow(snapshot(2, nodes(50, 70)));
        follower.step();

        long updated = follower.tiles().stream().takeWhile(t -> t.loadProperty().get() == 70).count();
        assertThat(updated).isPositive().isLessThan(50);
        assertThat(follower.tiles().subList((int) updated, 50)).allMatch(t -> t.loadProperty().get() == 10);
        assertThat(follower.following()).isTrue();
    }

    @Test
    void aNodeAddedLaterGetsItsTileAtTheEndAndTheOthersKeepTheirs() {
        passTo(snapshot(1, nodes(200, 10)));
        List<NodeTileModel> before = List.copyOf(follower.tiles());

        Map<String, NodeStatus> more = nodes(200, 10);
        more.put("late", node("late", 30));
        passTo(snapshot(2, more));

        assertThat(follower.tiles()).hasSize(201).startsWith(before.toArray(NodeTileModel[]::new));
        assertThat(follower.tiles().get(200).name()).isEqualTo("late");
        assertThat(follower.tiles().get(200).loadProperty().get()).isEqualTo(30);
    }

    @Test
    void aNodeThatLeftLosesItsTileWhenThePassEnds() {
        passTo(snapshot(1, nodes(30, 10)));

        Map<String, NodeStatus> fewer = nodes(30, 10);
        fewer.remove("vod-3");
        passTo(snapshot(2, fewer));

        assertThat(follower.tiles()).hasSize(29).noneMatch(t -> t.name().equals("vod-3"));
    }

    @Test
    void aNewerSnapshotDuringAPassIsShownWithoutReplayingTheRoundsBetween() {
        passTo(snapshot(1, nodes(60, 10)));
        follower.follow(snapshot(2, nodes(60, 20)));
        follower.step();

        passTo(snapshot(5, nodes(60, 50)));

        assertThat(follower.tiles()).allMatch(t -> t.loadProperty().get() == 50);
        // the sparkline has one point per round a tile was stepped with: 1, 2 and 5 for the first, 1 and 5 for the last
        assertThat(follower.tiles().get(59).historyProperty().get()).containsExactly(10, 50);
        assertThat(follower.tiles().get(0).historyProperty().get()).containsExactly(10, 20, 50);
    }

    /** The sizes of the next {@code n} steps' batches. */
    private int[] batches(int n) {
        int[] sizes = new int[n];
        for (int i = 0; i < n; i++) {
            int before = follower.tiles().size();
            follower.step();
            sizes[i] = follower.tiles().size() - before;
        }
        return sizes;
    }

    private void passTo(ClusterSnapshot s) {
        follower.follow(s);
        for (int i = 0; i < 100 && follower.step(); i++) {
            // one step per frame
        }
        assertThat(follower.following()).isFalse();
    }

    private static ClusterSnapshot snapshot(long round, Map<String, NodeStatus> nodes) {
        return new ClusterSnapshot(round * 5_000L, round, new ClusterView(round * 5_000L, LoadModel.DEFAULT, List.of()),
                nodes, List.of(), List.of(), RecordingIndex.EMPTY);
    }

    private static Map<String, NodeStatus> nodes(int n, double load) {
        Map<String, NodeStatus> out = new LinkedHashMap<>();
        for (int i = 0; i < n; i++) {
            out.put("vod-" + i, node("vod-" + i, load));
        }
        return out;
    }

    private static NodeStatus node(String name, double load) {
        return new NodeStatus(name, NodeHealth.OK, null, null, null,
                new NodeStatus.Reading(NodeState.LIGHT, load, null), 0);
    }
}
