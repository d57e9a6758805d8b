package org.voddesk.policy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;
import static org.voddesk.policy.Fixtures.T;
import static org.voddesk.policy.Fixtures.session;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.voddesk.core.Session;

/** Eq. 4-5 of Li &amp; Chen 2014 and ALGORITHMS.md §10 example 3. */
class SimilarityFunctionTest {
    private final SimilarityFunction f = SimilarityFunction.DEFAULT;

    @Test
    void distanceUpToTminIsACertainHit() {
        assertThat(f.f(0)).isEqualTo(1.0);
        assertThat(f.f(100)).isEqualTo(1.0);
    }

    @Test
    void distanceFromTmaxIsACertainMiss() {
        assertThat(f.f(10_000)).isEqualTo(0.0);
        assertThat(f.f(20_000)).isEqualTo(0.0);
    }

    @Test
    void distanceBetweenTminAndTmaxFallsLinearly() {
        assertThat(f.f(5_050)).isCloseTo(0.5, within(1e-12));
    }

    @Test
    void extremeInstantsDoNotOverflow() {
        assertThat(f.between(Long.MIN_VALUE, Long.MAX_VALUE)).isEqualTo(0.0);
    }

    @Test
    void fdSumsTheSimilarityOfEverySessionOfTheCamera() {
        // Example 3: node B serves the camera from T+0.05 s, T-5.05 s and T+20 s.
        List<Session> nodeB = List.of(session("b", "cam-1", T + 50), session("b", "cam-1", T - 5_050),
                session("b", "cam-1", T + 20_000));
        List<Session> nodeC = List.of(session("c", "cam-1", T - 100));

        assertThat(f.fd(nodeB, T, FdVariant.BEGIN_TIME)).isCloseTo(1.5, within(1e-12));
        assertThat(f.fd(nodeC, T, FdVariant.BEGIN_TIME)).isCloseTo(1.0, within(1e-12));
    }

    @Test
    void positionVariantComparesTheCurrentPlayPosition() {
        Session playedOn = session("b", "cam-1", T - 60_000).withPosition(T);

        assertThat(f.fd(List.of(playedOn), T, FdVariant.BEGIN_TIME)).isEqualTo(0.0);
        assertThat(f.fd(List.of(playedOn), T, FdVariant.PLAY_POSITION)).isEqualTo(1.0);
    }

    @Test
    void tmaxMustExceedTmin() {
        assertThatThrownBy(() -> new SimilarityFunction(100, 100)).hasMessageContaining("Tmin < Tmax");
    }
}
