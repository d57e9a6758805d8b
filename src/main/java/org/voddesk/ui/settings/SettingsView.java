package org.voddesk.ui.settings;

import java.time.ZoneId;
import java.util.function.Supplier;
import javafx.scene.Node;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.layout.BorderPane;
import org.kordamp.ikonli.Ikon;
import org.kordamp.ikonli.javafx.FontIcon;
import org.kordamp.ikonli.materialdesign2.MaterialDesignA;
import org.kordamp.ikonli.materialdesign2.MaterialDesignC;
import org.kordamp.ikonli.materialdesign2.MaterialDesignS;
import org.kordamp.ikonli.materialdesign2.MaterialDesignT;
import org.voddesk.ui.common.Screen;
import org.voddesk.ui.common.ScreenMaking;

/**
 * Screen 7 as nodes: tabs Nodes ({@link NodesPane}), Policy and automation ({@link PolicyPane}) and Users
 * ({@link UsersPane}). Binds to {@link SettingsViewModel}.
 */
public final class SettingsView extends BorderPane implements Screen {
    private final SettingsViewModel model;
    private final NodesPane nodes;
    private final PolicyPane policy;

    /** Makes the screen in one go (its tabs' contents in one step; the console makes them with {@link #making}). */
    public SettingsView(SettingsViewModel model, ZoneId zone) {
        this(model, new NodesPane(model.nodes()), new PolicyPane(model.policy()), new UsersPane(model.users(), zone));
    }

    private SettingsView(SettingsViewModel model, NodesPane nodes, PolicyPane policy, UsersPane users) {
        this.model = model;
        this.nodes = nodes;
        this.policy = policy;
        getStyleClass().add("settings-screen");
        TabPane tabs = new TabPane(
                tab("Nodes", "tab-nodes", MaterialDesignS.SERVER_NETWORK, nodes),
                tab("Policy and automation", "tab-policy", MaterialDesignT.TUNE, policy),
                tab("Users and roles", "tab-users", MaterialDesignA.ACCOUNT_GROUP, users));
        tabs.setId("settings-tabs");
        tabs.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        setCenter(tabs);
    }

    /**
     * The screen made in five steps, one per frame: the view model, each tab's content (Policy, Users, then Nodes
     * with its table and validated form), then the tabs and the screen.
     */
    public static ScreenMaking making(Supplier<SettingsViewModel> model, ZoneId zone) {
        Parts parts = new Parts();
        return new ScreenMaking()
                .part(() -> parts.model = model.get())
                .part(() -> parts.policy = new PolicyPane(parts.model.policy()))
                .part(() -> parts.users = new UsersPane(parts.model.users(), zone))
                .part(() -> parts.nodes = new NodesPane(parts.model.nodes()))
                .last(() -> new SettingsView(parts.model, parts.nodes, parts.policy, parts.users));
    }

    /** The parts made in steps of their own. */
    private static final class Parts {
        private SettingsViewModel model;
        private NodesPane nodes;
        private PolicyPane policy;
        private UsersPane users;
    }

    private static Tab tab(String text, String id, Ikon icon, Node content) {
        Tab t = new Tab(text, content);
        t.setId(id);
        t.setGraphic(new FontIcon(icon));
        return t;
    }

    NodesPane nodesPane() {
        return nodes;
    }

    PolicyPane policyPane() {
        return policy;
    }

    @Override
    public String title() {
        return "Settings";
    }

    @Override
    public Ikon icon() {
        return MaterialDesignC.COG_OUTLINE;
    }

    @Override
    public Node view() {
        return this;
    }

    @Override
    public void onShow() {
        model.onShow();
    }

    @Override
    public void onHide() {
        model.onHide();
    }
}
