package org.voddesk.wire.events;

import java.util.function.Consumer;

/** Strings an event allows to be null, as {@code optional} fields: unset stands for null. */
final class Texts {
    private Texts() {
    }

    /** Sets {@code value} with {@code setter} unless it is null. */
    static void set(String value, Consumer<String> setter) {
        if (value != null) {
            setter.accept(value);
        }
    }

    /** The value of an {@code optional string}: null when unset. */
    static String of(boolean has, String value) {
        return has ? value : null;
    }
}
