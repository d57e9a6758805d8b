package org.voddesk.policy.rmts;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class MigrationProbabilityTest {
    @ParameterizedTest(name = "{0} hand-over(s), l = {1}: p = {2}")
    @CsvSource({"1, 90, 0.0034", "1, 100, 0.1184", "1, 112, 0.9174", "1, 120, 0.9953", "2, 112, 0.0162",
            "2, 120, 0.0465"})
    void logisticProbabilityMatchesWorkedExampleSix(int pathLength, double load, double expected) {
        assertThat(MigrationProbability.rmts(load, 84, 2680, pathLength)).isCloseTo(expected, within(0.00005));
    }

    @Test
    void rmtsProbabilityIsZeroAtAndBelowTheThreshold() {
        assertThat(MigrationProbability.rmts(84, 84, 2680, 1)).isZero();
        assertThat(MigrationProbability.rmts(10, 84, 2680, 1)).isZero();
    }

    @Test
    void longerPathsAreLessLikelyAtTheSameLoad() {
        assertThat(MigrationProbability.rmts(110, 84, 2680, 2))
                .isLessThan(MigrationProbability.rmts(110, 84, 2680, 1));
    }

    @Test
    void remProbabilityRisesLinearlyBetweenTheThresholds() {
        assertThat(MigrationProbability.rem(84, 84, 108)).isZero();
        assertThat(MigrationProbability.rem(96, 84, 108)).isCloseTo(0.5, within(1e-12));
        assertThat(MigrationProbability.rem(108, 84, 108)).isEqualTo(1);
        assertThat(MigrationProbability.rem(115, 84, 108)).isEqualTo(1);
    }
}
