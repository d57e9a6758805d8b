package org.voddesk.node.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * The hand-written number parsers of {@link Wire} accept and reject exactly what the regular expressions they
 * replaced did ({@link RegexWireOracle}: {@code [0-9]{1,18}} for epoch milliseconds,
 * {@code [0-9]{1,3}(\.[0-9]{1,6})?} and the range (0, 16] for rates), give the same value and fail with the same
 * message. Strings come from the grammar (good),
 * from one edit of a good string (near misses), and from an alphabet of digits, signs, points, exponents, spaces
 * and other scripts' digits (anything).
 */
class WireNumberProperties {
    /** Characters that are easy to confuse with the grammar: signs, exponent, space, Arabic-Indic, full-width. */
    private static final String TRICKY = "0123456789.+-eE ,_\t\n\u0663\uff15\u07c0\u0966x";

    @Property(tries = 3000)
    void millisAcceptsAndRejectsWhatTheRegexDid(@ForAll("millisCandidates") String s) {
        assertSameOutcome(s, () -> RegexWireOracle.millis(s, "begin", 3), () -> Wire.millis(s, "begin", 3));
    }

    @Property(tries = 3000)
    void rateAcceptsAndRejectsWhatTheRegexDid(@ForAll("rateCandidates") String s) {
        assertSameOutcome(s, () -> RegexWireOracle.rate(s, 3), () -> Wire.rate(s, 3));
    }

    @Provide
    Arbitrary<String> millisCandidates() {
        Arbitrary<String> good = Arbitraries.strings().withCharRange('0', '9').ofMinLength(1).ofMaxLength(18);
        Arbitrary<String> long19To22 = Arbitraries.strings().withCharRange('0', '9').ofMinLength(19).ofMaxLength(22);
        return Arbitraries.oneOf(good, long19To22, nearMiss(good), anything());
    }

    @Provide
    Arbitrary<String> rateCandidates() {
        Arbitrary<String> whole = Arbitraries.strings().withCharRange('0', '9').ofMinLength(1).ofMaxLength(3);
        Arbitrary<String> fraction = Arbitraries.strings().withCharRange('0', '9').ofMinLength(1).ofMaxLength(6);
        Arbitrary<String> good = Arbitraries.oneOf(whole,
                Combinators.combine(whole, fraction).as((w, f) -> w + "." + f),
                // small rates, the common case, where rounding of the division matters most
                Combinators.combine(Arbitraries.of("0", "1", "2", "15", "16"), fraction).as((w, f) -> w + "." + f));
        Arbitrary<String> tooLong = Combinators.combine(
                Arbitraries.strings().withCharRange('0', '9').ofMinLength(1).ofMaxLength(5),
                Arbitraries.strings().withCharRange('0', '9').ofMinLength(0).ofMaxLength(9))
                .as((w, f) -> f.isEmpty() ? w : w + "." + f);
        return Arbitraries.oneOf(good, tooLong, nearMiss(good), anything());
    }

    /** One insertion, deletion or replacement by a tricky character somewhere in a good string. */
    private static Arbitrary<String> nearMiss(Arbitrary<String> good) {
        return Combinators.combine(good, Arbitraries.integers().between(0, 24), Arbitraries.of(TRICKY.toCharArray()),
                Arbitraries.integers().between(0, 2)).as((s, at, c, edit) -> {
                    int i = Math.min(at, s.length());
                    return switch (edit) {
                        case 0 -> s.substring(0, i) + c + s.substring(i);
                        case 1 -> i < s.length() ? s.substring(0, i) + s.substring(i + 1) : s + c;
                        default -> i < s.length() ? s.substring(0, i) + c + s.substring(i + 1) : c + s;
                    };
                });
    }

    private static Arbitrary<String> anything() {
        return Arbitraries.strings().withChars(TRICKY.toCharArray()).ofMinLength(0).ofMaxLength(25);
    }

    private interface Parse {
        Object run() throws ProtocolException;
    }

    private static void assertSameOutcome(String s, Parse old, Parse now) {
        Object expected;
        try {
            expected = old.run();
        } catch (ProtocolException e) {
            expected = e.getMessage();
        }
        Object actual;
        try {
            actual = now.run();
        } catch (ProtocolException e) {
            actual = e.getMessage();
        }
        assertThat(actual).as("'%s'", s).isEqualTo(expected);
    }
}
