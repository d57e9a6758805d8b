package org.voddesk.ui.common;

import javafx.scene.control.TableColumnBase;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;
import javafx.scene.text.Text;

/**
 * How a table column behaves when the window narrows, and how its values align: a short column (a time, a state, a
 * count) {@link #keep kept} at its width so its header and values are never cut to "Co...", a number column
 * {@link #numeric right-aligned} so digits line up; only long text columns (reasons, messages) give up width.
 */
public final class Columns {
    /** The style class of a right-aligned column (console.css aligns its header and cells to the right). */
    public static final String NUMERIC = "numeric";
    /** Header label padding and a sort arrow, in pixels, beside the title's own width. */
    private static final double HEADER_EXTRA = 30;
    private static final double HEADER_FONT_SIZE = 14;

    private Columns() {
    }

    /** Never narrower than its starting width, nor than its whole header title. Returns {@code c}. */
    public static <C extends TableColumnBase<?, ?>> C keep(C c) {
        double least = Math.max(c.getPrefWidth(), headerWidth(c.getText()));
        c.setPrefWidth(least);
        c.setMinWidth(least);
        return c;
    }

    /** {@link #keep Kept} and right-aligned, header and cells: a column of numbers. Returns {@code c}. */
    public static <C extends TableColumnBase<?, ?>> C numeric(C c) {
        if (!c.getStyleClass().contains(NUMERIC)) {
            c.getStyleClass().add(NUMERIC);
        }
        return keep(c);
    }

    /** The width {@code title} needs in a column header (bold, with its padding and room for a sort arrow). */
    public static double headerWidth(String title) {
        Text t = new Text(title == null ? "" : title);
        t.setFont(Font.font(Font.getDefault().getFamily(), FontWeight.BOLD, HEADER_FONT_SIZE));
        return Math.ceil(t.getLayoutBounds().getWidth() + HEADER_EXTRA);
    }
}
