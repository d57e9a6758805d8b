package org.voddesk.ui.common;

import static org.assertj.core.api.Assertions.assertThat;

import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.layout.HBox;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** A live scroll pane's viewport is not cached as a bitmap, where JavaFX's own scroll pane's is (headless, Monocle). */
@ExtendWith(ApplicationExtension.class)
class LiveScrollPaneTest {
    private final ScrollPane live = new LiveScrollPane(new Label("live"));
    private final ScrollPane plain = new ScrollPane(new Label("plain"));

    @Start
    void start(Stage stage) {
        stage.setScene(new Scene(new HBox(live, plain), 400, 200));
        stage.show();
    }

    @Test
    void itsViewportIsNotCachedAsOneBitmap(FxRobot robot) {
        assertThat(robot.from(plain).lookup(".viewport").query().isCache()).as("JavaFX's own").isTrue();
        assertThat(robot.from(live).lookup(".viewport").query().isCache()).isFalse();
    }
}
