package org.voddesk.node.protocol;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Edge cases of the {@code vodnode/1} number forms (DESIGN.md: numbers parsed strictly). */
class WireTest {
    @Test
    void millisReadsDigits() throws ProtocolException {
        assertThat(Wire.millis("1764316800000", "begin", 1)).isEqualTo(1_764_316_800_000L);
    }

    @Test
    void millisAcceptsZeroAndLeadingZeros() throws ProtocolException {
        assertThat(Wire.millis("0", "begin", 1)).isZero();
        assertThat(Wire.millis("000042", "begin", 1)).isEqualTo(42);
    }

    @Test
    void millisAcceptsEighteenDigits() throws ProtocolException {
        assertThat(Wire.millis("999999999999999999", "begin", 1)).isEqualTo(999_999_999_999_999_999L);
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "1234567890123456789", "+1", "-1", "1e3", "1E3", " 1", "1 ", "1.0", "0x10",
            "1_000", "\u0663", "\uff15", "12\u0663", "9223372036854775807"})
    void millisRefusesAnythingButOneToEighteenAsciiDigits(String bad) {
        assertThatThrownBy(() -> Wire.millis(bad, "begin", 7)).isInstanceOf(ProtocolException.class)
                .hasMessageContaining("begin must be epoch milliseconds (digits)");
    }

    @Test
    void millisRefusesNothing() {
        assertThatThrownBy(() -> Wire.millis(null, "begin", 7)).hasMessageContaining("got nothing");
    }

    @Test
    void positiveRefusesZero() {
        assertThatThrownBy(() -> Wire.positive("0", "bitrate", 2)).hasMessageContaining("bitrate must be positive");
    }

    @ParameterizedTest
    @ValueSource(strings = {"1", "0.5", "16", "16.000000", "007", "0.000001", "2.5", "15.999999"})
    void rateAcceptsDecimalsInRange(String good) throws ProtocolException {
        assertThat(Wire.rate(good, 1)).isEqualTo(Double.parseDouble(good));
    }

    @Test
    void rateIsTheNearestDoubleToTheDecimal() throws ProtocolException {
        assertThat(Wire.rate("0.1", 1)).isEqualTo(0.1);
        assertThat(Wire.rate("1.123457", 1)).isEqualTo(1.123457);
        assertThat(Wire.rate("9.999999", 1)).isEqualTo(9.999999);
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "+1", "-1", "1e0", "1E1", ".5", "1.", "1.0000001", "1000", "0123", "1,5", " 1",
            "1 ", "NaN", "Infinity", "0x1", "\u0661", "\uff11.5", "1.\u0665", "1..5", "1.5.1"})
    void rateRefusesAnythingOutsideTheGrammar(String bad) {
        assertThatThrownBy(() -> Wire.rate(bad, 4)).isInstanceOf(ProtocolException.class)
                .hasMessageContaining("rate must be a decimal like 1 or 0.5");
    }

    @ParameterizedTest
    @ValueSource(strings = {"0", "0.0", "000.000000", "16.000001", "17", "999.999999"})
    void rateRefusesZeroAndRatesAboveTheMaximum(String outOfRange) {
        assertThatThrownBy(() -> Wire.rate(outOfRange, 4)).isInstanceOf(ProtocolException.class)
                .hasMessageContaining("rate must be in (0, 16]");
    }

    @Test
    void rateRefusesNothing() {
        assertThatThrownBy(() -> Wire.rate(null, 4)).hasMessageContaining("got nothing");
    }
}
