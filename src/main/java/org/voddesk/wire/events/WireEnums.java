package org.voddesk.wire.events;

import com.google.protobuf.ProtocolMessageEnum;

/**
 * The enums of the control API and the domain as the wire's enums: a wire constant is the API constant's name under
 * the wire enum's prefix ({@code NODE_HEALTH_OK} for {@code OK}), and the prefix's {@code UNSPECIFIED} (number 0)
 * stands for {@code null}. A wire constant this side does not know (a newer peer's) is refused with an
 * {@link IllegalArgumentException} naming it.
 */
final class WireEnums {
    private WireEnums() {
    }

    /** {@code value} as the constant of {@code type} named {@code prefix + value.name()}; UNSPECIFIED for null. */
    static <W extends Enum<W> & ProtocolMessageEnum> W toWire(Enum<?> value, Class<W> type, String prefix) {
        return Enum.valueOf(type, prefix + (value == null ? "UNSPECIFIED" : value.name()));
    }

    /** The constant of {@code type} that {@code wire} stands for; null for UNSPECIFIED. */
    static <A extends Enum<A>> A fromWire(Enum<?> wire, Class<A> type, String prefix) {
        String name = wire.name();
        if (name.equals(prefix + "UNSPECIFIED")) {
            return null;
        }
        if (!name.startsWith(prefix)) {
            throw new IllegalArgumentException("unknown " + type.getSimpleName() + " on the wire: " + name);
        }
        try {
            return Enum.valueOf(type, name.substring(prefix.length()));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("unknown " + type.getSimpleName() + " on the wire: " + name, e);
        }
    }

    /** {@link #fromWire}, refusing UNSPECIFIED: for a value the API requires. */
    static <A extends Enum<A>> A required(Enum<?> wire, Class<A> type, String prefix) {
        A value = fromWire(wire, type, prefix);
        if (value == null) {
            throw new IllegalArgumentException("a " + type.getSimpleName() + " is required, the wire had none");
        }
        return value;
    }
}
