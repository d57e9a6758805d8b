package org.voddesk.ui.cluster;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import javafx.scene.Scene;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.voddesk.control.api.Principal;
import org.voddesk.core.Role;
import org.voddesk.ui.UiFixture;
import org.voddesk.ui.common.FxHop;
import org.voddesk.ui.common.ManualPulse;

/**
 * The Cluster screen's first show is spread over frames: its parts join the scene one per frame, then it follows
 * the cluster; hidden meanwhile, it stops adding parts and goes on at the next show.
 */
@ExtendWith(ApplicationExtension.class)
class ClusterScreenFirstShowTest {
    static final int NODES = 12;
    static final List<String> PARTS = List.of("#fig-nodes", "#node-tiles", "#chart-range", "#chart-lambda",
            "#chart-sigma", "#event-feed");

    @TempDir
    static Path dir;
    static UiFixture fx;
    static Principal user;
    static EventFeed feed;

    final ManualPulse pulse = new ManualPulse();
    ClusterScreenView view;

    @BeforeAll
    static void cluster() throws Exception {
        fx = new UiFixture(dir, NODES, 1);
        feed = new EventFeed(fx.control);
        fx.round();
        user = fx.user("olga", Role.OPERATOR);
    }

    @AfterAll
    static void stop() {
        feed.close();
        fx.close();
    }

    @Start
    void start(Stage stage) {
        view = new ClusterScreenView(new ClusterScreenViewModel(fx.control, feed, FxHop.joining(), pulse, fx.clock,
                user), pulse);
        stage.setScene(new Scene(view, 1280, 800));
        stage.show();
    }

    @Test
    void thePartsJoinOnePerFrameThenTheTilesArrive(FxRobot robot) {
        robot.interact(view::onShow);
        assertThat(present(robot)).isZero();

        int frames = 0;
        while (frames < 40 && (!view.complete() || tiles(robot) < NODES)) {
            int before = present(robot);
            int tilesBefore = tiles(robot);
            robot.interact(pulse::fire);
            frames++;
            int joined = present(robot) - before;
            assertThat(joined).as("parts joining in frame " + frames).isLessThanOrEqualTo(1);
            assertThat(joined > 0 && tiles(robot) != tilesBefore).as("a part and tiles in frame " + frames).isFalse();
        }

        assertThat(view.complete()).isTrue();
        assertThat(present(robot)).isEqualTo(PARTS.size());
        assertThat(tiles(robot)).isEqualTo(NODES);
    }

    @Test
    void dearFramesStillEndWithEveryPartAndEveryTile(FxRobot robot) {
        robot.interact(view::onShow);
        for (int i = 0; i < 6 + 2 + NODES + 2; i++) {
            pulse.work(java.time.Duration.ofMillis(300)); // every frame far over the tiles' budget: one tile a frame
            robot.interact(pulse::fire);
        }

        assertThat(view.complete()).isTrue();
        assertThat(present(robot)).isEqualTo(PARTS.size());
        assertThat(tiles(robot)).isEqualTo(NODES);
    }

    /** The tiles the grid has (those in view are made; the rest when scrolled to). */
    private static int tiles(FxRobot robot) {
        return robot.lookup("#node-tiles").tryQuery().isEmpty() ? 0
                : ClusterScreenViewTest.grid(robot).getItems().size();
    }

    @Test
    void hiddenDuringTheFirstShowItStopsAndTheNextShowGoesOn(FxRobot robot) {
        robot.interact(() -> {
            view.onShow();
            pulse.fire();
            pulse.fire();
            view.onHide();
        });
        int joined = present(robot);
        assertThat(pulse.live()).isZero();

        robot.interact(view::onShow);
        assertThat(present(robot)).isEqualTo(joined);
        for (int i = 0; i < 30; i++) {
            robot.interact(pulse::fire);
        }

        assertThat(view.complete()).isTrue();
        assertThat(present(robot)).isEqualTo(PARTS.size());
        assertThat(tiles(robot)).isEqualTo(NODES);
    }

    private static int present(FxRobot robot) {
        return (int) PARTS.stream().filter(p -> robot.lookup(p).tryQuery().isPresent()).count();
    }
}
