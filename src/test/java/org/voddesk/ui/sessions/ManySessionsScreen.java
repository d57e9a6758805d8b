package org.voddesk.ui.sessions;

import java.nio.file.Path;
import javafx.scene.Scene;
import javafx.scene.control.TableView;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.voddesk.control.api.Principal;
import org.voddesk.core.Role;
import org.voddesk.ui.UiFixture;
import org.voddesk.ui.common.FxHop;
import org.voddesk.ui.common.ManualPulse;
import org.voddesk.ui.common.Theme;

/**
 * The set-up of the Sessions tests over many rows: 120 live sessions on two demo nodes (60 cameras), the screen
 * shown to a supervisor, styled as the console styles it, on the TestFX extension's stage, and its frames fired by
 * hand ({@link ManualPulse}). A test class extends it and adds {@code @ExtendWith(ApplicationExtension.class)}.
 */
abstract class ManySessionsScreen {
    @TempDir
    static Path dir;
    static UiFixture fx;
    static Principal sam;

    final ManualPulse pulse = new ManualPulse();
    SessionsViewModel model;
    SessionsView view;

    @BeforeAll
    static void cluster() throws Exception {
        fx = new UiFixture(dir, 2, 60);
        fx.roundsUntilAllOk();
        fx.roundsUntil(s -> s.sessions().size() == 120);
        sam = fx.user("sam", Role.SUPERVISOR);
    }

    @AfterAll
    static void stop() {
        fx.close();
    }

    /**
     * Shows the screen, making {@code perFrame} rows a frame; no rows yet, they come with the frames. On the stage
     * the extension registered, the one it passes to a {@code @Start} method (which it looks for in the test class
     * itself): a second, scene-less stage hung Monocle.
     */
    void show(FxRobot robot, int perFrame) {
        robot.interact(() -> {
            model = new SessionsViewModel(fx.control, FxHop.joining(), pulse, fx.clock, sam, perFrame);
            view = new SessionsView(model);
            Theme.apply(true);
            Scene scene = new Scene(view, 1200, 700);
            Theme.style(scene);
            Stage shown = FxToolkit.toolkitContext().getRegisteredStage();
            shown.setScene(scene);
            shown.show();
            view.onShow();
        });
    }

    /** Fires frames until the rows show the latest snapshot (they arrive a batch per frame). */
    void framesUntilCaughtUp(FxRobot robot) {
        robot.interact(() -> {
            do {
                pulse.fire();
            } while (model.following());
        });
    }

    @SuppressWarnings("unchecked")
    TableView<SessionRowModel> table() {
        return (TableView<SessionRowModel>) view.lookup("#sessions-table");
    }
}
