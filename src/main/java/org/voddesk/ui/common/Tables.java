package org.voddesk.ui.common;

import java.util.function.Function;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.scene.control.TableColumn;

/** Table columns of text computed from the row (the screens' tables show formatted values, never raw objects). */
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
}
