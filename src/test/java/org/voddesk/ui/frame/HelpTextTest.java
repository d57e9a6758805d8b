package org.voddesk.ui.frame;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import javafx.scene.Node;
import javafx.scene.input.KeyCombination;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.kordamp.ikonli.Ikon;
import org.kordamp.ikonli.materialdesign2.MaterialDesignC;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.voddesk.ui.common.Screen;

/** The F1 overlay lists screen switching and every screen's shortcuts, not only those of the screen in front. */
@ExtendWith(ApplicationExtension.class)
class HelpTextTest {
    @Start
    void start(Stage stage) {
        // the toolkit is up: key combinations have their display text
    }

    private static Screen screen(String title, Screen.Shortcut... keys) {
        return new Screen() {
            @Override
            public String title() {
                return title;
            }

            @Override
            public Ikon icon() {
                return MaterialDesignC.COG;
            }

            @Override
            public Node view() {
                return null;
            }

            @Override
            public void onShow() {
            }

            @Override
            public void onHide() {
            }

            @Override
            public List<Screen.Shortcut> shortcuts() {
                return List.of(keys);
            }
        };
    }

    @Test
    void listsEveryScreensShortcuts() {
        String text = FrameView.helpText(List.of(
                screen("Cameras", new Screen.Shortcut(KeyCombination.keyCombination("Shortcut+F"), "Search a camera",
                        () -> { })),
                screen("Migrations", new Screen.Shortcut(KeyCombination.keyCombination("Shortcut+Shift+A"),
                        "Approve the selected plan", () -> { })),
                screen("Alarms", new Screen.Shortcut(KeyCombination.keyCombination("Shortcut+Shift+K"),
                        "Acknowledge the selected alarm", () -> { }))));

        assertThat(text).contains("Ctrl+1\tShow Cameras", "Ctrl+3\tShow Alarms", "F1\tThis help",
                "Search a camera (Cameras)", "Approve the selected plan (Migrations)",
                "Acknowledge the selected alarm (Alarms)");
    }
}
