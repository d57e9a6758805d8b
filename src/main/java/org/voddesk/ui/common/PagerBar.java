package org.voddesk.ui.common;

import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import org.kordamp.ikonli.javafx.FontIcon;
import org.kordamp.ikonli.materialdesign2.MaterialDesignC;

/** Newer / page n / older buttons under a paged list ({@link Pager}); ids {@code <prefix>-newer}, {@code -older}. */
public final class PagerBar extends HBox {
    public PagerBar(Pager<?> pager, String idPrefix) {
        super(8);
        Button newer = new Button("Newer", new FontIcon(MaterialDesignC.CHEVRON_LEFT));
        newer.setId(idPrefix + "-newer");
        newer.setOnAction(e -> pager.onNewer());
        newer.disableProperty().bind(pager.pageProperty().isEqualTo(0));
        Button older = new Button("Older", new FontIcon(MaterialDesignC.CHEVRON_RIGHT));
        older.setId(idPrefix + "-older");
        older.setOnAction(e -> pager.onOlder());
        older.disableProperty().bind(pager.hasMoreProperty().not());
        Label page = new Label();
        page.setId(idPrefix + "-page");
        page.textProperty().bind(pager.pageProperty().add(1).asString("page %d"));
        setAlignment(Pos.CENTER_LEFT);
        getChildren().setAll(newer, page, older);
    }
}
