package org.voddesk.ui.common;

import javafx.css.PseudoClass;
import javafx.scene.control.Label;
import org.kordamp.ikonli.javafx.FontIcon;
import org.kordamp.ikonli.materialdesign2.MaterialDesignA;

/**
 * Shows a {@link Message}: wrapped text, in the danger colour with an alert icon when it is an error (colour and
 * icon, never colour alone).
 */
public final class MessageLabel extends Label {
    private static final PseudoClass ERROR = PseudoClass.getPseudoClass("error");

    public MessageLabel(Message message) {
        getStyleClass().add("result-message");
        setWrapText(true);
        textProperty().bind(message.textProperty());
        message.errorProperty().addListener((o, a, bad) -> showError(bad));
        showError(message.errorProperty().get());
    }

    private void showError(boolean bad) {
        pseudoClassStateChanged(ERROR, bad);
        setGraphic(bad ? new FontIcon(MaterialDesignA.ALERT_CIRCLE) : null);
    }
}
