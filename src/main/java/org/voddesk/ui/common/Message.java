package org.voddesk.ui.common;

import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import org.voddesk.control.api.CommandResult;

/**
 * The one line a view model shows after an action: what a command said ({@link CommandResult#message()}),
 * and whether it is an error. A view shows it with {@link MessageLabel}.
 */
public final class Message {
    private final ReadOnlyStringWrapper text = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper error = new ReadOnlyBooleanWrapper(false);

    public void info(String line) {
        error.set(false);
        text.set(line);
    }

    public void error(String line) {
        error.set(true);
        text.set(line);
    }

    /** Shows a command's message, as an error when it did not do what was asked. */
    public void show(CommandResult<?> result) {
        if (result.ok()) {
            info(result.message());
        } else {
            error(result.message());
        }
    }

    public void clear() {
        info("");
    }

    public ReadOnlyStringProperty textProperty() {
        return text.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty errorProperty() {
        return error.getReadOnlyProperty();
    }
}
