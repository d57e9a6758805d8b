package org.voddesk.ui.common;

import javafx.scene.control.Label;
import org.kordamp.ikonli.Ikon;
import org.kordamp.ikonli.javafx.FontIcon;
import org.kordamp.ikonli.materialdesign2.MaterialDesignA;
import org.kordamp.ikonli.materialdesign2.MaterialDesignC;
import org.kordamp.ikonli.materialdesign2.MaterialDesignI;
import org.kordamp.ikonli.materialdesign2.MaterialDesignM;

/**
 * A state shown three ways at once: colour (the {@link Tone}'s style class), an icon per tone, and a word
 * ("OVERLOADED"). Reused: {@link #show} changes it in place, so a tile never rebuilds its badge.
 */
public final class StateBadge extends Label {
    private final FontIcon icon = new FontIcon();
    private Tone tone;

    public StateBadge() {
        getStyleClass().add("state-badge");
        setGraphic(icon);
        show(Tone.MUTED, "—");
    }

    /** Shows {@code word} in {@code tone}; does nothing when both are as shown already. */
    public void show(Tone newTone, String word) {
        if (newTone != tone) {
            if (tone != null) {
                getStyleClass().remove(tone.styleClass());
            }
            getStyleClass().add(newTone.styleClass());
            icon.setIconCode(iconOf(newTone));
            tone = newTone;
        }
        if (!word.equals(getText())) {
            setText(word);
        }
    }

    public Tone tone() {
        return tone;
    }

    static Ikon iconOf(Tone tone) {
        return switch (tone) {
            case GOOD -> MaterialDesignC.CHECK_CIRCLE;
            case INFO -> MaterialDesignI.INFORMATION;
            case WARNING -> MaterialDesignA.ALERT;
            case DANGER -> MaterialDesignC.CLOSE_OCTAGON;
            case MUTED -> MaterialDesignM.MINUS_CIRCLE_OUTLINE;
        };
    }
}
