package org.voddesk.ui.cameras;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import javafx.geometry.Bounds;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.ListView;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import org.voddesk.core.Camera;
import org.voddesk.core.Role;
import org.voddesk.core.Session;
import org.voddesk.ui.common.ManualPulse;
import org.voddesk.ui.ScreenStage;
import org.voddesk.ui.UiFixture;
import org.voddesk.ui.common.FxHop;

/** The Cameras screen headless (Monocle): search, pick on the timeline, request, see where and why. */
@ExtendWith(ApplicationExtension.class)
class CamerasViewTest {
    @TempDir
    Path dir;
    private UiFixture f;
    private CamerasView view;

    @Start
    void start(Stage stage) throws Exception {
        f = new UiFixture(dir, 3);
        f.roundsUntilReady();
        view = new CamerasView(new CamerasViewModel(f.control, new CatalogueCameraSource(f.control), new org.voddesk.ui.sessions.SessionOwners(f.control),
                new CamerasViewModelTest.Links(), FxHop.joining(), new ManualPulse(), f.clock,
                f.user("ann", Role.OPERATOR)));
        ScreenStage.show(stage, view);
    }

    @AfterEach
    void stop() {
        view.onHide();
        f.close();
    }

    @Test
    void operatorFindsACameraPicksATimeOnTheTimelineAndStartsAPlayback(FxRobot robot) {
        robot.clickOn("#camera-search").write("cam-007");
        ListView<Camera> list = robot.lookup("#camera-list").queryListView();
        assertThat(list.getItems()).extracting(Camera::id).startsWith("cam-007");

        robot.clickOn(list.lookup(".list-cell"));
        assertThat(robot.lookup("#camera-title").queryAs(Label.class).getText()).isEqualTo("cam-007");
        assertThat(robot.lookup(".timeline-span").queryAll()).hasSize(3);

        TextField begin = robot.lookup("#begin-time").queryAs(TextField.class);
        String before = begin.getText();
        robot.clickOn("#timeline");
        assertThat(begin.getText()).isNotEqualTo(before).isNotBlank();

        // Ctrl+Enter, the help overlay's request playback
        robot.press(KeyCode.CONTROL, KeyCode.ENTER).release(KeyCode.ENTER, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(robot.lookup("#placement").query().isVisible()).isTrue();
        assertThat(robot.lookup("#placement-node").queryAs(Label.class).getText()).startsWith("Playing on vod-");
        assertThat(robot.lookup("#stream-url").queryAs(TextField.class).getText()).isNotBlank();
        TableView<Session> sessions = robot.lookup("#camera-sessions").queryTableView();
        assertThat(sessions.getItems()).singleElement().extracting(Session::cameraId).isEqualTo("cam-007");
        assertThat(robot.lookup(".timeline-session").queryAll()).hasSize(1);
    }

    @Test
    void inA1280PxWindowThePlaybackDetailFitsItsWidthWithTheRequestFormInView(FxRobot robot) {
        // 1280 x 800 less the frame's navigation rail (96 px), top bar and status bar
        robot.interact(() -> {
            robot.window(0).setWidth(1280 - 96);
            robot.window(0).setHeight(800 - 46 - 30);
        });
        robot.clickOn("#camera-search").write("cam-007");
        robot.clickOn(robot.lookup("#camera-list").queryListView().lookup(".list-cell"));
        robot.clickOn("#request-playback");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup("#placement").query().isVisible()).isTrue();

        ScrollPane scroll = robot.lookup("#camera-detail").queryAs(ScrollPane.class);
        robot.interact(() -> {
            scroll.getScene().getRoot().applyCss();
            scroll.getScene().getRoot().layout();
        });
        assertThat(scroll.getContent().getLayoutBounds().getWidth())
                .isLessThanOrEqualTo(scroll.getViewportBounds().getWidth());
        Button request = robot.lookup("#request-playback").queryButton();
        Bounds button = scroll.sceneToLocal(request.localToScene(request.getLayoutBounds()));
        assertThat(button.getMaxX()).isLessThanOrEqualTo(scroll.getViewportBounds().getWidth());
        assertThat(request.getWidth()).isGreaterThanOrEqualTo(request.prefWidth(-1));
    }

    @Test
    void ctrlFIsTheShortcutToTheSearch(FxRobot robot) {
        robot.clickOn("#begin-time");
        robot.press(KeyCode.CONTROL, KeyCode.F).release(KeyCode.F, KeyCode.CONTROL);

        assertThat(robot.lookup("#camera-search").query().isFocused()).isTrue();
    }
}
