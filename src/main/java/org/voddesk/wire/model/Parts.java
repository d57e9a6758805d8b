package org.voddesk.wire.model;

/**
 * What the translators share: the words of a message that cannot be read, and the nullable parts (an unset
 * {@code optional} field is null).
 */
final class Parts {
    private Parts() {
    }

    /** A required part the message does not carry. */
    static IllegalArgumentException missing(String what) {
        return new IllegalArgumentException("cannot read " + what + ": it is missing");
    }

    /** An enum value that is none of the record's (UNSPECIFIED, or a number from a newer peer). */
    static IllegalArgumentException unknown(String what, Enum<?> value) {
        return new IllegalArgumentException("cannot read " + what + ": " + value + " is none of its values");
    }

    /** The value of an {@code optional string}, null when unset. */
    static String orNull(boolean has, String value) {
        return has ? value : null;
    }

    /** The value of an {@code optional int64}, null when unset. */
    static Long orNull(boolean has, long value) {
        return has ? value : null;
    }

    /** A Java duration on the wire (seconds and nanoseconds, both of one sign as protobuf's Duration wants). */
    static com.google.protobuf.Duration toWire(java.time.Duration d) {
        long seconds = d.getSeconds();
        int nanos = d.getNano();
        if (seconds < 0 && nanos > 0) {
            seconds += 1;
            nanos -= 1_000_000_000;
        }
        return com.google.protobuf.Duration.newBuilder().setSeconds(seconds).setNanos(nanos).build();
    }

    /** A duration off the wire. */
    static java.time.Duration fromWire(com.google.protobuf.Duration d) {
        return java.time.Duration.ofSeconds(d.getSeconds(), d.getNanos());
    }
}
