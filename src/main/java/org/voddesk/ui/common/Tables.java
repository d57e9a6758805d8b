package org.voddesk.ui.common;

import java.util.function.Function;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.ObservableList;
import javafx.collections.transformation.SortedList;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;

/**
 * Table columns of text computed from the row (the screens' tables show formatted values, never raw objects), and
 * rows a click on a column header sorts.
 */
public final class Tables {
    private Tables() {
    }

    /** A column showing {@code value} of each row, {@code width} pixels wide to start with. */
    public static <T> TableColumn<T, String> column(String title, Function<T, String> value, double width) {
        TableColumn<T, String> c = new TableColumn<>(title);
        c.setCellValueFactory(d -> new ReadOnlyStringWrapper(value.apply(d.getValue())));
        c.setPrefWidth(width);
        return c;
    }

    /**
     * Shows {@code items} in {@code table} through a {@link SortedList} that follows the table's sort order: a click
     * on a column header sorts the rows whatever list they come from (a filtered list cannot be sorted in place, so
     * the table's own sort did nothing), and a new or removed row keeps the order.
     */
    public static <T> void sortedRows(TableView<T> table, ObservableList<T> items) {
        SortedList<T> sorted = new SortedList<>(items);
        sorted.comparatorProperty().bind(table.comparatorProperty());
        table.setItems(sorted);
    }
}
