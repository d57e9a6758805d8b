package org.voddesk.ui.frame;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import javafx.scene.input.KeyCombination;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.voddesk.ui.common.Screen;
import org.voddesk.ui.common.TitledScreen;

/** The F1 overlay lists screen switching and every screen's shortcuts, not only those of the screen in front. */
@ExtendWith(ApplicationExtension.class)
class HelpTextTest {
    @Start
    void start(Stage stage) {
        // the toolkit is up: key combinations have their display text
    }

    private static Screen screen(String title, Screen.Shortcut... keys) {
        return new TitledScreen(title, keys);
    }

    @Test
    void listsEveryScreensShortcutsUnderItsTitle() {
        List<HelpSheet.Line> lines = HelpSheet.lines(List.of(
                screen("Cameras", new Screen.Shortcut(KeyCombination.keyCombination("Shortcut+F"), "Search a camera",
                        () -> { })),
                screen("Migrations", new Screen.Shortcut(KeyCombination.keyCombination("Shortcut+Shift+A"),
                        "Approve the selected plan", () -> { })),
                screen("Audit"),
                screen("Alarms", new Screen.Shortcut(KeyCombination.keyCombination("Shortcut+Shift+K"),
                        "Acknowledge the selected alarm", () -> { }))));

        assertThat(lines).containsSubsequence(
                HelpSheet.Line.heading("Everywhere"),
                new HelpSheet.Line("Ctrl+1", "Show Cameras"),
                new HelpSheet.Line("Ctrl+4", "Show Alarms"),
                new HelpSheet.Line("F1", "This help"),
                HelpSheet.Line.heading("Cameras"),
                new HelpSheet.Line("Ctrl+F", "Search a camera"),
                HelpSheet.Line.heading("Migrations"),
                new HelpSheet.Line("Ctrl+Shift+A", "Approve the selected plan"),
                HelpSheet.Line.heading("Alarms"),
                new HelpSheet.Line("Ctrl+Shift+K", "Acknowledge the selected alarm"));
        assertThat(lines).as("a screen without shortcuts gets no heading").doesNotContain(HelpSheet.Line.heading("Audit"));
    }

    @Test
    void enterReadsAsAWord() {
        assertThat(HelpSheet.keysText(KeyCombination.keyCombination("Shortcut+Enter"))).isEqualTo("Ctrl+Enter");
    }
}
