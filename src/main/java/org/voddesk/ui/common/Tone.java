package org.voddesk.ui.common;

import org.voddesk.core.NodeHealth;
import org.voddesk.core.NodeState;

/**
 * How alarming a state is, which the views show by colour AND by word and icon (a colour alone fails a
 * colour-blind operator and a washed-out wall display). Plain Java, so view models may use it.
 */
public enum Tone {
    GOOD, INFO, WARNING, DANGER, MUTED;

    /** The CSS class a {@link StateBadge} or tile uses for this tone ({@code tone-danger}). */
    public String styleClass() {
        return "tone-" + name().toLowerCase(java.util.Locale.ROOT);
    }

    /** Light and fit nodes are good, overloaded a warning, unreachable and failed nodes danger. */
    public static Tone of(NodeState state) {
        return switch (state) {
            case LIGHT, FIT -> GOOD;
            case OVERLOADED -> WARNING;
            case UNREACHABLE, FAILED -> DANGER;
        };
    }

    public static Tone of(NodeHealth health) {
        return switch (health) {
            case OK -> GOOD;
            case DEGRADED -> WARNING;
            case UNREACHABLE, FAILED -> DANGER;
        };
    }
}
