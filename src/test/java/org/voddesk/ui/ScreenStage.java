package org.voddesk.ui;

import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.stage.Stage;
import org.voddesk.ui.common.Screen;
import org.voddesk.ui.common.Theme;

/** Puts one screen, with its shortcuts, in a themed window for a TestFX test (1200x760: it must fit the headless 1280x800 screen), and shows it as the frame would. */
public final class ScreenStage {
    private ScreenStage() {
    }

    public static void show(Stage stage, Screen screen) {
        Theme.apply(true);
        Scene scene = new Scene((Parent) screen.view(), 1200, 760);
        Theme.style(scene);
        screen.shortcuts().forEach(k -> scene.getAccelerators().put(k.keys(), k.action()));
        stage.setScene(scene);
        stage.show();
        screen.onShow();
    }
}
