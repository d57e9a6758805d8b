package org.voddesk.ui.settings;

import java.time.ZoneId;
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

/**
 * Screen 7 as nodes: tabs Nodes ({@link NodesPane}), Policy and automation ({@link PolicyPane}) and Users
 * ({@link UsersPane}). Binds to {@link SettingsViewModel}.
 */
public final class SettingsView extends BorderPane implements Screen {
    private final SettingsViewModel model;
    private final NodesPane nodes;
    private final PolicyPane policy;

    public SettingsView(SettingsViewModel model, ZoneId zone) {
        this.model = model;
        getStyleClass().add("settings-screen");
        nodes = new NodesPane(model.nodes());
        policy = new PolicyPane(model.policy());
        TabPane tabs = new TabPane(
                tab("Nodes", "tab-nodes", MaterialDesignS.SERVER_NETWORK, nodes),
                tab("Policy and automation", "tab-policy", MaterialDesignT.TUNE, policy),
                tab("Users and roles", "tab-users", MaterialDesignA.ACCOUNT_GROUP, new UsersPane(model.users(), zone)));
        tabs.setId("settings-tabs");
        tabs.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        setCenter(tabs);
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
