package org.voddesk.ui.login;

import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.PasswordField;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.control.TextField;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import org.kordamp.ikonli.javafx.FontIcon;
import org.kordamp.ikonli.materialdesign2.MaterialDesignC;
import org.kordamp.ikonli.materialdesign2.MaterialDesignL;
import org.voddesk.ui.common.MessageLabel;

/** The login form (and the first supervisor's form on a first start); binds to {@link LoginViewModel}. */
public final class LoginView extends StackPane {
    private final LoginViewModel model;

    public LoginView(LoginViewModel model) {
        this.model = model;
        getStyleClass().add("login");

        Label title = new Label("VodDesk", new FontIcon(MaterialDesignC.CCTV));
        title.getStyleClass().add("login-title");
        Label subtitle = new Label();
        subtitle.textProperty().bind(model.firstStartProperty()
                .map(first -> first ? "Create the first supervisor" : "Log in to the control room"));
        subtitle.getStyleClass().add("login-subtitle");
        Label where = new Label();
        where.setId("login-where");
        where.getStyleClass().add("login-where");
        where.setWrapText(true);
        where.textProperty().bind(model.whereProperty());
        where.visibleProperty().bind(model.whereProperty().isNotEmpty());
        where.managedProperty().bind(where.visibleProperty());

        TextField name = new TextField();
        name.setId("login-name");
        name.setPromptText("User name");
        name.textProperty().bindBidirectional(model.nameProperty());

        PasswordField password = new PasswordField();
        password.setId("login-password");
        password.setPromptText("Password");
        password.textProperty().bindBidirectional(model.passwordProperty());

        PasswordField confirm = new PasswordField();
        confirm.setId("login-confirm");
        confirm.setPromptText("Password again");
        confirm.textProperty().bindBidirectional(model.confirmProperty());
        confirm.visibleProperty().bind(model.firstStartProperty());
        confirm.managedProperty().bind(confirm.visibleProperty());

        Button go = new Button();
        go.setId("login-button");
        go.setDefaultButton(true);
        go.setMaxWidth(Double.MAX_VALUE);
        go.setGraphic(new FontIcon(MaterialDesignL.LOGIN));
        go.textProperty().bind(model.firstStartProperty().map(first -> first ? "Create and log in" : "Log in"));
        go.disableProperty().bind(model.busyProperty());
        go.setOnAction(e -> model.onLogin());

        MessageLabel message = new MessageLabel(model.message());
        message.setId("login-message");
        // a small spinner beside the message while the console starts or a login runs: one line, so the form
        // does not move when it goes
        ProgressIndicator spinner = new ProgressIndicator();
        spinner.setId("login-progress");
        spinner.setPrefSize(16, 16);
        spinner.setMaxSize(16, 16);
        spinner.visibleProperty().bind(model.startingProperty().or(model.busyProperty()));
        spinner.managedProperty().bind(spinner.visibleProperty());
        HBox status = new HBox(8, spinner, message);
        status.setAlignment(Pos.CENTER_LEFT);
        HBox.setHgrow(message, Priority.ALWAYS);

        Label hint = new Label();
        hint.setId("login-demo-hint");
        hint.setWrapText(true);
        hint.getStyleClass().add("demo-hint");
        hint.textProperty().bind(model.demoHintProperty());
        hint.visibleProperty().bind(model.demoHintProperty().isNotEmpty());
        hint.managedProperty().bind(hint.visibleProperty());

        HBox demo = new HBox(8);
        for (var account : model.demoAccounts()) {
            Button use = new Button("Use " + account.name());
            use.setId("login-use-" + account.name());
            use.setOnAction(e -> model.onUseDemoAccount(account));
            demo.getChildren().add(use);
        }
        demo.setVisible(!model.demoAccounts().isEmpty());
        demo.setManaged(demo.isVisible());

        VBox card = new VBox(12, title, subtitle, where, name, password, confirm, go, status, hint, demo);
        card.getStyleClass().add("login-card");
        card.setMaxSize(420, USE_PREF_SIZE);
        card.setAlignment(Pos.CENTER_LEFT);
        getChildren().add(card);
        StackPane.setAlignment(card, Pos.CENTER);
    }

    /** Call when the form comes up: checks for a first start and focuses the name. */
    public void onShow() {
        model.onShow();
        lookup("#login-name").requestFocus();
    }
}
