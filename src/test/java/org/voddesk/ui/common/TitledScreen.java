package org.voddesk.ui.common;

import java.util.List;
import javafx.scene.Node;
import org.kordamp.ikonli.Ikon;
import org.kordamp.ikonli.materialdesign2.MaterialDesignC;

/** A screen for tests that need only a title and shortcuts: no view, nothing done when it shows or hides. */
public record TitledScreen(String title, List<Shortcut> shortcuts) implements Screen {
    public TitledScreen(String title, Shortcut... shortcuts) {
        this(title, List.of(shortcuts));
    }

    @Override
    public Ikon icon() {
        return MaterialDesignC.COG;
    }

    @Override
    public Node view() {
        return null;
    }

    @Override
    public void onShow() {
    }

    @Override
    public void onHide() {
    }
}
