package org.voddesk.ui;

import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;

/**
 * What the window shows instead of the login form: the offer of the demo (when there is nothing to connect
 * to), or why the session could not open. Plain widgets: no model of its own, its two
 * actions are handed in.
 */
final class StartView extends StackPane {
    private final VBox card = new VBox(16);

    StartView() {
        getStyleClass().add("start");
        card.getStyleClass().add("login-card");
        card.setMaxSize(560, USE_PREF_SIZE);
        card.setAlignment(Pos.CENTER_LEFT);
        getChildren().add(card);
    }

    void offer(String text, Runnable accept, Runnable quit) {
        Label l = wrapped(text);
        Button yes = new Button("Start the demo cluster");
        yes.setId("start-demo");
        yes.setDefaultButton(true);
        yes.setOnAction(e -> accept.run());
        Button no = new Button("Quit");
        no.setId("start-quit");
        no.setOnAction(e -> quit.run());
        card.getChildren().setAll(l, new HBox(12, yes, no));
    }

    void failed(String text, Runnable quit) {
        Label l = wrapped(text);
        l.setId("start-error");
        Button q = new Button("Quit");
        q.setId("start-quit");
        q.setOnAction(e -> quit.run());
        card.getChildren().setAll(l, q);
    }

    private static Label wrapped(String text) {
        Label l = new Label(text);
        l.setWrapText(true);
        l.getStyleClass().add("start-text");
        return l;
    }
}
