package org.voddesk.ui.sessions;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.TableView;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.voddesk.core.Role;
import org.voddesk.ui.UiFixture;
import org.voddesk.ui.common.FxHop;
import org.voddesk.ui.common.ManualPulse;

/** The Sessions screen's Watch button opens the selected session in a player. */
@ExtendWith(ApplicationExtension.class)
class SessionsWatchTest {
    private UiFixture f;
    private final ManualPulse pulse = new ManualPulse();
    private final List<String> opened = new ArrayList<>();
    private SessionsViewModel model;
    private SessionsView view;
    private Stage shown;

    @Start
    void start(Stage stage) {
        shown = stage;
    }

    @BeforeEach
    void show(@TempDir Path dir, FxRobot robot) throws Exception {
        f = new UiFixture(dir, 2, 2);
        f.roundsUntilReady();
        robot.interact(() -> {
            model = new SessionsViewModel(f.control, FxHop.joining(), pulse, f.clock, f.user("sam", Role.SUPERVISOR));
            view = new SessionsView(model, opened::add);
            shown.setScene(new Scene(view, 1200, 600));
            shown.show();
            view.onShow();
            do {
                pulse.fire();
            } while (model.following());
        });
    }

    @AfterEach
    void close(FxRobot robot) {
        robot.interact(view::onHide);
        f.close();
    }

    @SuppressWarnings("unchecked")
    @Test
    void watchOpensTheSelectedSessionAndWaitsForASelection(FxRobot robot) {
        Button watch = (Button) view.lookup("#sessions-watch");
        assertThat(watch.isDisabled()).isTrue();

        TableView<SessionRowModel> table = (TableView<SessionRowModel>) view.lookup("#sessions-table");
        robot.interact(() -> table.getSelectionModel().select(0));
        String id = table.getSelectionModel().getSelectedItem().id();
        robot.clickOn(watch);

        assertThat(opened).containsExactly(id);
    }
}
