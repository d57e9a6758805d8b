package org.voddesk.ui.common;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Steps one per frame, then what follows; paused between steps and resumed where they stopped. */
class PulseStagesTest {
    final ManualPulse pulse = new ManualPulse();
    final List<String> ran = new ArrayList<>();
    final PulseStages stages = new PulseStages(List.of(() -> ran.add("a"), () -> ran.add("b")));

    @Test
    void runsOneStepPerFrameThenWhatFollowsInTheNextFrame() {
        stages.run(pulse, () -> ran.add("then"));
        assertThat(ran).isEmpty();

        pulse.fire();
        assertThat(ran).containsExactly("a");
        pulse.fire();
        assertThat(ran).containsExactly("a", "b");
        assertThat(stages.running()).isTrue();
        pulse.fire();
        assertThat(ran).containsExactly("a", "b", "then");

        assertThat(stages.running()).isFalse();
        assertThat(pulse.live()).isZero();
    }

    @Test
    void pausedItRunsNothingAndResumesWhereItStopped() {
        stages.run(pulse, () -> ran.add("then"));
        pulse.fire();
        stages.pause();
        pulse.fire();
        assertThat(ran).containsExactly("a");
        assertThat(pulse.live()).isZero();

        stages.run(pulse, () -> ran.add("again"));
        pulse.fire();
        pulse.fire();
        assertThat(ran).containsExactly("a", "b", "again");
    }

    @Test
    void onceEveryStepHasRunWhatFollowsRunsAtOnce() {
        stages.run(pulse, () -> { });
        pulse.fire();
        pulse.fire();
        pulse.fire();

        stages.run(pulse, () -> ran.add("at once"));
        assertThat(ran).containsExactly("a", "b", "at once");
        assertThat(stages.done()).isTrue();
    }
}
