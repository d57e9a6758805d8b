package org.voddesk.ui.common;

import javafx.scene.control.Label;

/**
 * The label in front of a field in a row of fields ("User", "Day", "Begin"): it keeps its whole text when the
 * window narrows (the fields shrink instead), so a row never reads "U..." in front of a box.
 */
public final class FormLabel {
    private FormLabel() {
    }

    public static Label of(String text) {
        Label l = new Label(text);
        l.setMinWidth(Label.USE_PREF_SIZE);
        return l;
    }
}
