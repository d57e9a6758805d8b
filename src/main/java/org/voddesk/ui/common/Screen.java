package org.voddesk.ui.common;

import java.util.List;
import javafx.scene.Node;
import javafx.scene.input.KeyCombination;
import org.kordamp.ikonli.Ikon;

/**
 * One screen of the navigation rail (DESIGN.md, Screens). A screen's view implements it; the frame shows one
 * screen at a time and tells it when it shows and hides.
 *
 * <p>Contract: a screen binds its listeners, event subscriptions and {@link Pulse} beats in {@link #onShow}
 * and releases every one of them in {@link #onHide}, so a hidden screen costs nothing and leaks nothing. The
 * frame calls them in pairs: {@code onShow} when the screen comes to the front, {@code onHide} when another
 * screen replaces it or the console closes. {@link #view} is built once and reused; once shown it stays in the
 * scene, invisible and unmanaged while another screen is in front (so nothing is styled again at a switch).
 */
public interface Screen {
    /** The rail's label and the window's sub-title ("Cluster"). */
    String title();

    /** The rail's icon (Material Design 2 pack, {@code MaterialDesignX.*}). */
    Ikon icon();

    /** The screen's root node, built once. */
    Node view();

    /** The screen comes to the front: subscribe, start beats, refresh. */
    void onShow();

    /** The screen leaves the front: unsubscribe, stop beats. */
    void onHide();

    /**
     * The screen's keyboard shortcuts: the frame installs them while the screen is in front and lists them in
     * the help overlay (F1).
     */
    default List<Shortcut> shortcuts() {
        return List.of();
    }

    /**
     * A keyboard shortcut of a screen.
     *
     * @param keys   the key combination ({@code KeyCombination.keyCombination("Shortcut+F")})
     * @param what   what it does, for the help overlay ("Filter sessions")
     * @param action runs on the FX thread
     */
    record Shortcut(KeyCombination keys, String what, Runnable action) {
    }
}
