package org.voddesk.ui.cluster;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.controlsfx.control.GridView;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.voddesk.control.api.Principal;
import org.voddesk.core.NodeState;
import org.voddesk.core.Role;
import org.voddesk.ui.UiFixture;
import org.voddesk.ui.common.FxHop;
import org.voddesk.ui.common.ManualPulse;
import org.voddesk.ui.common.StateBadge;

/**
 * The Cluster screen on 200 demo nodes, headless: a tile per node showing state in colour and word, tiles reused
 * across rounds, a killed node's tile turning unreachable, nothing held once the screen hides.
 */
@ExtendWith(ApplicationExtension.class)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class ClusterScreenViewTest {
    static final int NODES = 200;

    @TempDir
    static Path dir;
    static UiFixture fx;
    static Principal user;
    static EventFeed feed;

    final ManualPulse pulse = new ManualPulse();
    ClusterScreenViewModel model;
    ClusterScreenView view;

    @BeforeAll
    static void cluster() throws Exception {
        fx = new UiFixture(dir, NODES, 1);
        feed = new EventFeed(fx.control);
        // a loaded machine may time some polls out: rounds until every node is measured (bounded)
        fx.roundsUntil(s -> s.nodes().values().stream().allMatch(n -> n.trusted() && n.loadMeasured()));
        user = fx.user("olga", Role.OPERATOR);
    }

    @AfterAll
    static void stop() {
        feed.close();
        fx.close();
    }

    @Start
    void start(Stage stage) {
        model = new ClusterScreenViewModel(fx.control, feed, FxHop.joining(), pulse, fx.clock, user);
        view = new ClusterScreenView(model, pulse);
        stage.setScene(new Scene(view, 1280, 800));
        stage.show();
        view.onShow();
        for (int i = 0; i < 10 && !view.complete(); i++) {
            pulse.fire(); // the parts join one per frame
        }
    }

    /** Frames until the tiles have caught up with the snapshot (a pass of 200 tiles takes 25 steps). */
    void settle(FxRobot robot) {
        for (int i = 0; i < 100 && model.catchingUp(); i++) {
            robot.interact(pulse::fire);
        }
        assertThat(model.catchingUp()).isFalse();
    }

    @Test
    @Order(0)
    void theTilesArriveABatchPerFrameUntilEveryNodeHasOne(FxRobot robot) {
        // the next frame shows the round's figures; the tiles come from the frame after: 1, then 2 more (frames
        // that cost nothing here), and so on
        assertThat(shownTiles(robot)).isEmpty();
        robot.interact(pulse::fire);
        assertThat(shownTiles(robot)).isEmpty();
        assertThat(robot.lookup("#fig-nodes").queryAs(Label.class).getText()).endsWith("/ " + NODES);

        robot.interact(pulse::fire);
        assertThat(shownTiles(robot)).hasSize(TileFollower.FIRST_STEP);
        // sized for the cluster's 200 nodes from the first tile, not for the few arrived so far
        assertThat(grid(robot).getStyleClass()).doesNotContain("tiles-large");
        robot.interact(pulse::fire);
        assertThat(shownTiles(robot)).hasSize(3 * TileFollower.FIRST_STEP);

        settle(robot);
        assertThat(grid(robot).getItems()).extracting(NodeTileModel::name)
                .containsExactlyElementsOf(fx.control.snapshot().nodes().keySet());
        // only the tiles in view are made, in the cluster's order
        List<String> shown = shownTiles(robot).stream()
                .sorted(Comparator.comparingDouble((Node n) -> n.localToScene(0, 0).getY())
                        .thenComparingDouble(n -> n.localToScene(0, 0).getX()))
                .map(Node::getId).toList();
        assertThat(shown).hasSizeBetween(1, NODES - 1)
                .isEqualTo(fx.control.snapshot().nodes().keySet().stream().limit(shown.size()).map(n -> "tile-" + n)
                        .toList());
    }

    @Test
    @Order(2)
    void theTilesOfARowShareTheGridsWidthLeavingNoEmptyStrip(FxRobot robot) {
        settle(robot);
        GridView<NodeTileModel> grid = grid(robot);
        Bounds area = grid.localToScene(grid.getLayoutBounds());
        List<Bounds> tiles = shownTiles(robot).stream().map(t -> t.localToScene(t.getLayoutBounds())).toList();
        double top = tiles.stream().mapToDouble(Bounds::getMinY).min().orElseThrow();
        List<Bounds> firstRow = tiles.stream().filter(b -> b.getMinY() < top + 1).toList();

        assertThat(firstRow).hasSizeGreaterThan(1);
        assertThat(firstRow).allSatisfy(b -> assertThat(b.getWidth())
                .isGreaterThanOrEqualTo(ClusterScreenView.TILE_WIDTH));
        double right = firstRow.stream().mapToDouble(Bounds::getMaxX).max().orElseThrow();
        // what is left at the right: the scroll bar's room, a gap, and at most a pixel a column of rounding
        assertThat(area.getMaxX() - right).as("strip right of the row in a %.0f px grid", area.getWidth())
                .isLessThanOrEqualTo(ClusterScreenView.SCROLL_BAR_ROOM + 2 * ClusterScreenView.HALF_GAP
                        + firstRow.size() + grid.snappedRightInset() + grid.snappedLeftInset());
    }

    /** The tiles in the scene that show (the grid keeps a spare cell or two hidden). */
    static List<Node> shownTiles(FxRobot robot) {
        return robot.lookup(".node-tile").queryAll().stream().filter(ClusterScreenViewTest::shown).toList();
    }

    private static boolean shown(Node n) {
        for (Node p = n; p != null; p = p.getParent()) {
            if (!p.isVisible()) {
                return false;
            }
        }
        return true;
    }

    @SuppressWarnings("unchecked")
    static GridView<NodeTileModel> grid(FxRobot robot) {
        return robot.lookup("#node-tiles").queryAs(GridView.class);
    }

    @Test
    @Order(1)
    void showsATilePerNodeWithItsStateInColourAndWord(FxRobot robot) {
        settle(robot);
        assertThat(grid(robot).getItems()).hasSize(NODES);

        var snapshot = fx.control.snapshot();
        long up = snapshot.nodes().values().stream().filter(n -> n.trusted()).count();
        assertThat(up).isGreaterThan(0);
        String healthy = snapshot.nodes().values().stream().filter(n -> n.trusted()).findFirst().orElseThrow().name();
        StateBadge badge = robot.lookup("#tile-" + healthy + " .state-badge").queryAs(StateBadge.class);
        assertThat(badge.getText()).isEqualTo(snapshot.nodes().get(healthy).state().name())
                .isIn(NodeState.LIGHT.name(), NodeState.FIT.name());
        assertThat(badge.getStyleClass()).contains("tone-good");
        assertThat(robot.lookup("#fig-nodes").queryAs(Label.class).getText()).isEqualTo(up + " / " + NODES);
    }

    @Test
    @Order(2)
    void tilesAreUpdatedInPlaceNotRebuilt(FxRobot robot) {
        settle(robot);
        Node before = robot.lookup("#tile-vod-2").query();
        fx.round();
        robot.interact(pulse::fire);
        settle(robot);

        assertThat(robot.lookup("#tile-vod-2").<Node>query()).isSameAs(before);
        assertThat(grid(robot).getItems()).hasSize(NODES);
        assertThat(model.chartPoints()).isNotEmpty();
    }

    @Test
    @Order(3)
    void aKilledNodeTurnsItsTileUnreachableRaisesAnAlarmAndItsSessionMovesWithTheReason(FxRobot robot) throws Exception {
        settle(robot);
        fx.cluster.kill("vod-7");
        for (int i = 0; i < 5 && fx.control.snapshot().node("vod-7").orElseThrow().trusted(); i++) {
            fx.round();
        }
        robot.interact(pulse::fire);
        settle(robot);

        StateBadge badge = robot.lookup("#tile-vod-7 .state-badge").queryAs(StateBadge.class);
        assertThat(badge.getText()).isIn(NodeState.UNREACHABLE.name(), NodeState.FAILED.name());
        assertThat(badge.getStyleClass()).contains("tone-danger");
        assertThat(robot.lookup("#tile-vod-7").<Node>query().getStyleClass()).contains("tone-danger");
        assertThat(model.feed()).anyMatch(e -> e.text().startsWith("Node vod-7") && e.text().contains("unreachable"));
        assertThat(fx.control.alarms().open(user).value()).as("an alarm is raised")
                .anyMatch(a -> a.source().contains("vod-7"));

        // automatic re-homing: once the node counts as failed, its session moves (or ends) and the feed says why
        for (int i = 0; i < 12 && fx.control.snapshot().sessions().stream().anyMatch(x -> x.nodeName().equals("vod-7"));
             i++) {
            fx.round();
        }
        robot.interact(pulse::fire);
        assertThat(fx.control.snapshot().sessions()).noneMatch(x -> x.nodeName().equals("vod-7"));
        assertThat(model.feed()).anyMatch(e -> e.text().contains("moved vod-7 -> ")
                || e.text().contains("on vod-7 ended: "));
        fx.cluster.revive("vod-7");
    }

    @Test
    @Order(4)
    void aRoundsFiguresAndChartPointNeverShareAFrameWithATileBatch(FxRobot robot) {
        settle(robot);
        fx.round();
        List<Integer> roundFrames = new ArrayList<>();
        List<Integer> tileFrames = new ArrayList<>();

        for (int frame = 0; frame < 100 && (frame < 2 || model.catchingUp()); frame++) {
            int points = model.chartPoints().size();
            Map<NodeTileModel, double[]> histories = new IdentityHashMap<>();
            model.tiles().forEach(t -> histories.put(t, t.historyProperty().get()));
            robot.interact(pulse::fire);
            if (model.chartPoints().size() != points) {
                roundFrames.add(frame);
            }
            if (model.tiles().stream().anyMatch(t -> t.historyProperty().get() != histories.get(t))) {
                tileFrames.add(frame);
            }
        }

        assertThat(roundFrames).as("the frame that shows the round's point").hasSize(1);
        assertThat(tileFrames).as("the frames of the tile batches").isNotEmpty().doesNotContainAnyElementsOf(roundFrames)
                .allMatch(f -> f > roundFrames.get(0));
        assertThat(model.tiles()).hasSize(NODES);
    }

    @Test
    @Order(5)
    void hidingTheScreenReleasesEverythingItHeld(FxRobot robot) {
        assertThat(pulse.live()).as("the refresh beat and the tiles' frames").isEqualTo(2);

        robot.interact(view::onHide);

        assertThat(pulse.live()).isZero();
        assertThat(model.held()).isZero();
    }
}
