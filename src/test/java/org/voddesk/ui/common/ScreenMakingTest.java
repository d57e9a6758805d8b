package org.voddesk.ui.common;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class ScreenMakingTest {
    private final List<String> ran = new ArrayList<>();

    @Test
    void thePartsStepsRunInOrderBeforeTheScreensOwn() {
        ScreenMaking making = new ScreenMaking()
                .part(() -> ran.add("model"))
                .part(() -> ran.add("pane"))
                .last(() -> {
                    ran.add("screen");
                    return new TitledScreen("Cameras");
                });

        making.steps().forEach(Runnable::run);

        assertThat(ran).containsExactly("model", "pane", "screen");
        assertThat(making.screen().title()).isEqualTo("Cameras");
    }

    @Test
    void aScreenMadeInOneStepHasOneStep() {
        ScreenMaking making = ScreenMaking.of(() -> new TitledScreen("Audit"));

        assertThat(making.steps()).hasSize(1);
        making.steps().get(0).run();
        assertThat(making.screen().title()).isEqualTo("Audit");
    }

    @Test
    void theScreenIsNotThereBeforeItsLastStepRan() {
        ScreenMaking making = new ScreenMaking().part(() -> ran.add("model")).last(() -> new TitledScreen("Settings"));

        making.steps().get(0).run();

        assertThatThrownBy(making::screen).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void noStepFollowsTheLast() {
        ScreenMaking making = ScreenMaking.of(() -> new TitledScreen("Audit"));

        assertThatThrownBy(() -> making.part(() -> ran.add("late"))).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void aMakingWithoutItsLastStepHasNoSteps() {
        ScreenMaking making = new ScreenMaking().part(() -> ran.add("model"));

        assertThatThrownBy(making::steps).isInstanceOf(IllegalStateException.class);
    }
}
