package org.voddesk.ui.frame;

import java.util.ArrayList;
import java.util.List;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCombination;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import org.voddesk.ui.common.Screen;

/**
 * The F1 overlay's content: the keys in one column and what they do in the next, grouped under headings (the
 * whole window, then each screen whose shortcuts work while it is in front), so the keys line up whatever the font.
 */
final class HelpSheet {
    /** One line of the sheet: a heading has no keys. */
    record Line(String keys, String what) {
        static Line heading(String title) {
            return new Line("", title);
        }

        boolean isHeading() {
            return keys.isEmpty();
        }
    }

    private HelpSheet() {
    }

    /** Ctrl+1.. for each screen and F1 under "Everywhere", then each screen's own shortcuts under its title. */
    static List<Line> lines(List<Screen> screens) {
        List<Line> lines = new ArrayList<>();
        lines.add(Line.heading("Everywhere"));
        for (int i = 0; i < Math.min(9, screens.size()); i++) {
            lines.add(new Line("Ctrl+" + (i + 1), "Show " + screens.get(i).title()));
        }
        lines.add(new Line("F1", "This help"));
        for (Screen s : screens) {
            if (!s.shortcuts().isEmpty()) {
                lines.add(Line.heading(s.title()));
                for (Screen.Shortcut k : s.shortcuts()) {
                    lines.add(new Line(keysText(k.keys()), k.what()));
                }
            }
        }
        return lines;
    }

    /** A key combination as a person types it: "Ctrl+Enter", never the platform's arrow glyph for Enter. */
    static String keysText(KeyCombination keys) {
        return keys.getDisplayText().replace("↵", "Enter").replace("⏎", "Enter");
    }

    /** The lines as a two-column grid; headings span both columns. */
    static GridPane view(List<Line> lines) {
        GridPane grid = new GridPane();
        grid.getStyleClass().add("help-sheet");
        grid.setHgap(16);
        grid.setVgap(4);
        ColumnConstraints keys = new ColumnConstraints();
        keys.setMinWidth(120);
        grid.getColumnConstraints().add(keys);
        int row = 0;
        for (Line line : lines) {
            if (line.isHeading()) {
                Label heading = new Label(line.what());
                heading.getStyleClass().add("help-heading");
                heading.setStyle("-fx-font-weight: bold; -fx-padding: 8 0 2 0;");
                grid.add(heading, 0, row++, 2, 1);
            } else {
                Label keyLabel = new Label(line.keys());
                keyLabel.setStyle("-fx-font-family: monospace;");
                keyLabel.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
                grid.add(keyLabel, 0, row);
                grid.add(new Label(line.what()), 1, row++);
            }
        }
        return grid;
    }
}
