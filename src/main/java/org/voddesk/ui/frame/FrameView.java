package org.voddesk.ui.frame;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javafx.beans.value.ChangeListener;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.ContentDisplay;
import javafx.scene.control.Label;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import org.controlsfx.control.StatusBar;
import org.kordamp.ikonli.javafx.FontIcon;
import org.kordamp.ikonli.materialdesign2.MaterialDesignB;
import org.kordamp.ikonli.materialdesign2.MaterialDesignL;
import org.kordamp.ikonli.materialdesign2.MaterialDesignW;
import org.voddesk.ui.common.Screen;
import org.voddesk.ui.common.StateBadge;

/**
 * The window's frame: the navigation rail on the left (one button per {@link Screen}, Ctrl+1..8 in rail order),
 * the top bar (cluster, alarm badge, theme toggle, user, log out), the banner while the control server cannot be
 * reached ({@link LinkViewModel}), the screen in front, and the status bar (with where the control room is). It
 * shows exactly one screen at a time and calls its {@code onShow}/{@code onHide} in pairs.
 */
public final class FrameView extends BorderPane {
    private final FrameViewModel model;
    private final List<Screen> screens;
    private final StackPane content = new StackPane();
    private final ToggleGroup rail = new ToggleGroup();
    private final List<ToggleButton> railButtons = new ArrayList<>();
    private final Button alarmBadge = new Button();
    private Scene scene;
    private final ChangeListener<Number> selection = (o, before, after) -> show(before.intValue(), after.intValue());
    private Screen front;

    public FrameView(FrameViewModel model, List<Screen> screens, String clusterLabel) {
        this.model = model;
        this.screens = List.copyOf(screens);
        getStyleClass().add("frame");
        setLeft(rail());
        setTop(topBar(clusterLabel));
        content.getStyleClass().add("screen-area");
        VBox.setVgrow(content, Priority.ALWAYS);
        setCenter(new VBox(linkBanner(), content));
        setBottom(statusBar());
    }

    private VBox rail() {
        VBox box = new VBox(4);
        box.getStyleClass().add("nav-rail");
        for (int i = 0; i < screens.size(); i++) {
            Screen s = screens.get(i);
            ToggleButton b = new ToggleButton(s.title(), new FontIcon(s.icon()));
            b.setId("nav-" + s.title().toLowerCase(Locale.ROOT));
            b.setContentDisplay(ContentDisplay.TOP);
            b.setMaxWidth(Double.MAX_VALUE);
            b.setToggleGroup(rail);
            b.setTooltip(new Tooltip(s.title() + " (Ctrl+" + (i + 1) + ")"));
            int index = i;
            b.setOnAction(e -> model.selectedProperty().set(index));
            railButtons.add(b);
            box.getChildren().add(b);
        }
        return box;
    }

    private HBox topBar(String clusterLabel) {
        Label app = new Label("VodDesk");
        app.getStyleClass().add("app-title");
        Label cluster = new Label(clusterLabel);
        cluster.getStyleClass().add("cluster-label");
        Region grow = new Region();
        HBox.setHgrow(grow, Priority.ALWAYS);

        alarmBadge.setId("alarm-badge");
        alarmBadge.getStyleClass().add("alarm-badge");
        alarmBadge.setGraphic(new FontIcon(MaterialDesignB.BELL_ALERT));
        alarmBadge.textProperty().bind(model.alarmCountProperty().map(n -> n.intValue() == 1 ? "1 open alarm"
                : n + " open alarms"));
        alarmBadge.visibleProperty().bind(model.alarmCountProperty().greaterThan(0));
        alarmBadge.managedProperty().bind(alarmBadge.visibleProperty());
        alarmBadge.setOnAction(e -> {
            for (int i = 0; i < screens.size(); i++) {
                if (screens.get(i).title().equals("Alarms")) {
                    model.selectedProperty().set(i);
                }
            }
        });

        Button theme = new Button();
        theme.setId("theme-toggle");
        theme.graphicProperty().bind(model.darkProperty().map(d -> new FontIcon(d
                ? MaterialDesignW.WEATHER_SUNNY : MaterialDesignW.WEATHER_NIGHT)));
        theme.textProperty().bind(model.darkProperty().map(d -> d ? "Light theme" : "Dark theme"));
        theme.setOnAction(e -> model.onToggleTheme());

        Label user = new Label();
        user.getStyleClass().add("user-label");
        user.textProperty().bind(model.userProperty());
        Button logout = new Button("Log out", new FontIcon(MaterialDesignL.LOGOUT));
        logout.setId("logout");
        logout.setOnAction(e -> model.onLogout());

        HBox bar = new HBox(12, app, cluster, grow, alarmBadge, theme, user, logout);
        bar.setAlignment(Pos.CENTER_LEFT);
        bar.setPadding(new Insets(6, 12, 6, 12));
        bar.getStyleClass().add("top-bar");
        return bar;
    }

    /** The banner across the window while the control server cannot be reached, or wants a new login. */
    private HBox linkBanner() {
        LinkViewModel link = model.link();
        Label text = new Label();
        text.setId("link-banner-text");
        text.setWrapText(true);
        text.textProperty().bind(link.bannerProperty());
        HBox.setHgrow(text, Priority.ALWAYS);
        Button again = new Button("Log in again", new FontIcon(MaterialDesignL.LOGIN));
        again.setId("link-login");
        again.setMinWidth(Region.USE_PREF_SIZE); // the wrapping text gives way, never the button's words
        again.visibleProperty().bind(link.loginNeededProperty());
        again.managedProperty().bind(again.visibleProperty());
        again.setOnAction(e -> model.onLogout());
        HBox banner = new HBox(new FontIcon(MaterialDesignL.LAN_DISCONNECT), text, again);
        banner.setId("link-banner");
        banner.getStyleClass().add("link-banner");
        banner.visibleProperty().bind(link.bannerShownProperty());
        banner.managedProperty().bind(banner.visibleProperty());
        return banner;
    }

    private StatusBar statusBar() {
        StatusBar bar = new StatusBar();
        bar.setId("status-bar");
        bar.textProperty().bind(model.pollAgeProperty());
        StateBadge nodes = new StateBadge();
        nodes.setId("status-nodes");
        model.nodesProperty().addListener((o, a, b) -> nodes.show(model.nodesToneProperty().get(), b));
        model.nodesToneProperty().addListener((o, a, b) -> nodes.show(b, model.nodesProperty().get()));
        nodes.show(model.nodesToneProperty().get(), model.nodesProperty().get());
        HBox left = new HBox(nodes);
        left.setPadding(new Insets(0, 12, 0, 0));
        left.setAlignment(Pos.CENTER_LEFT);
        bar.getLeftItems().add(left);
        Label policy = new Label();
        policy.setId("status-policy");
        policy.textProperty().bind(model.policyProperty());
        Label user = new Label();
        user.setId("status-user");
        user.textProperty().bind(model.userProperty());
        Label link = new Label();
        link.setId("status-link");
        link.textProperty().bind(model.link().statusProperty());
        Tooltip whole = new Tooltip();
        whole.textProperty().bind(model.link().fingerprintProperty());
        link.tooltipProperty().bind(model.link().fingerprintProperty()
                .map(f -> f.isEmpty() ? null : whole));
        bar.getRightItems().addAll(policy, new Label("  |  "), link, new Label("  |  "), user);
        return bar;
    }

    /**
     * Shows the screen selected in the model and installs Ctrl+1..9 and F1 (help) on {@code scene}; call once it
     * is shown.
     */
    public void attach(Scene scene) {
        this.scene = scene;
        for (int i = 0; i < Math.min(9, screens.size()); i++) {
            int index = i;
            scene.getAccelerators().put(new KeyCodeCombination(KeyCode.valueOf("DIGIT" + (i + 1)),
                    KeyCombination.SHORTCUT_DOWN), () -> model.selectedProperty().set(index));
        }
        scene.getAccelerators().put(new KeyCodeCombination(KeyCode.F1), this::showHelp);
        model.selectedProperty().addListener(selection);
        model.onShow();
        show(-1, model.selectedProperty().get());
    }

    /** Hides the screen in front and stops the status refresh (log out, window closed). */
    public void detach(Scene scene) {
        model.selectedProperty().removeListener(selection);
        scene.getAccelerators().clear();
        if (front != null) {
            front.onHide();
            front = null;
        }
        model.onHide();
    }

    private void show(int before, int after) {
        if (after < 0 || after >= screens.size()) {
            return;
        }
        if (front != null) {
            front.shortcuts().forEach(s -> scene.getAccelerators().remove(s.keys()));
            front.onHide();
        }
        front = screens.get(after);
        bringToFront(front.view());
        railButtons.get(after).setSelected(true);
        front.shortcuts().forEach(s -> scene.getAccelerators().put(s.keys(), s.action()));
        front.onShow();
    }

    /**
     * Shows {@code view} and hides the others. A screen's nodes join the scene the first time it shows and stay:
     * taking them out and putting them back would make JavaFX match the stylesheet against every node again (200
     * tiles, a table of 5,000 rows), which stalled the FX thread for a tenth of a second at each switch. A hidden
     * screen is invisible and unmanaged, so it is neither drawn nor laid out, and its model stops following the
     * cluster (its {@code onHide}).
     */
    private void bringToFront(Node view) {
        if (!content.getChildren().contains(view)) {
            content.getChildren().add(view);
        }
        for (Node n : content.getChildren()) {
            boolean shown = n == view;
            n.setVisible(shown);
            n.setManaged(shown);
        }
    }

    /** The help overlay: every shortcut of the frame and of every screen, keys and what they do in columns. */
    private void showHelp() {
        javafx.scene.control.Alert help = new javafx.scene.control.Alert(
                javafx.scene.control.Alert.AlertType.INFORMATION);
        help.setHeaderText("Keyboard shortcuts");
        help.setTitle("Help");
        help.getDialogPane().setContent(HelpSheet.view(HelpSheet.lines(screens)));
        help.initOwner(scene.getWindow());
        help.show();
    }

    /** The screen in front (tests). */
    public Screen front() {
        return front;
    }
}
