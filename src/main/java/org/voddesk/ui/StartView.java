package org.voddesk.ui;

import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;

/**
 * What the window shows instead of the login form: the offer of the demo (when there is nothing to connect
 * to), the question whether to trust a control server's key on first contact, or why the session could not open
 * (with a retry when trying again may help). Plain widgets: no model of its own, its actions are handed in.
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
        card.getChildren().setAll(l, quit(quit));
    }

    /** A failure that may pass (a server that cannot be reached now): try again, or quit. */
    void failed(String text, Runnable retry, Runnable quit) {
        Label l = wrapped(text);
        l.setId("start-error");
        Button again = new Button("Try again");
        again.setId("start-retry");
        again.setDefaultButton(true);
        again.setOnAction(e -> retry.run());
        card.getChildren().setAll(l, new HBox(12, again, quit(quit)));
    }

    /**
     * First contact with a control server: its key's fingerprint, to compare with the one its administrator reads on
     * the server, and whether to trust it. Trusting is never the default button.
     */
    void trust(String server, String fingerprint, String file, Runnable trust, Runnable quit) {
        Label question = wrapped("This desk has not connected to the control server " + server + " before. It"
                + " presents this key:");
        Label key = new Label(fingerprint);
        key.setId("start-fingerprint");
        key.getStyleClass().add("start-fingerprint");
        Label how = wrapped("Compare it with the fingerprint on the first line that voddesk server printed (ask"
                + " its administrator). Trust it only if the two are the same; it is then recorded in " + file
                + ", and a different key from this server is refused.");
        Button yes = new Button("Trust this server");
        yes.setId("start-trust");
        yes.setOnAction(e -> trust.run());
        Button no = quit(quit);
        no.setCancelButton(true);
        card.getChildren().setAll(question, key, how, new HBox(12, yes, no));
    }

    private static Button quit(Runnable quit) {
        Button q = new Button("Quit");
        q.setId("start-quit");
        q.setOnAction(e -> quit.run());
        return q;
    }

    private static Label wrapped(String text) {
        Label l = new Label(text);
        l.setWrapText(true);
        l.getStyleClass().add("start-text");
        return l;
    }
}
