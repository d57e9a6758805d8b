package org.voddesk.ui.common;

import javafx.scene.Node;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Skin;
import javafx.scene.control.skin.ScrollPaneSkin;

/**
 * A scroll pane for content that changes while it is shown (a camera's live sessions). JavaFX's own skin caches its
 * viewport as one bitmap, which makes scrolling cheap but redraws the whole viewport into that bitmap whenever
 * anything in it changes (the pulse logger, {@code -Djavafx.pulseLogger=true}, counts a "CacheFilter rebuilding" in
 * each such frame); with software rendering (Xvfb, a machine without a GPU pipeline) that is the renderer's dearest
 * work. Without the cache only the changed nodes are redrawn.
 */
public final class LiveScrollPane extends ScrollPane {
    public LiveScrollPane(Node content) {
        super(content);
    }

    @Override
    protected Skin<?> createDefaultSkin() {
        ScrollPaneSkin skin = new ScrollPaneSkin(this);
        for (Node child : skin.getChildren()) {
            if (child.getStyleClass().contains("viewport")) {
                child.setCache(false);
            }
        }
        return skin;
    }
}
