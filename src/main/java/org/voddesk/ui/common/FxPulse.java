package org.voddesk.ui.common;

import java.time.Duration;
import javafx.animation.Animation;
import javafx.animation.KeyFrame;
import javafx.animation.Timeline;

/** {@link Pulse} on a JavaFX {@link Timeline}: the action runs on the FX thread, between pulses. */
public final class FxPulse implements Pulse {
    @Override
    public Beat every(Duration period, Runnable action) {
        Timeline timeline = new Timeline(new KeyFrame(javafx.util.Duration.millis(period.toMillis()),
                e -> action.run()));
        timeline.setCycleCount(Animation.INDEFINITE);
        timeline.play();
        return timeline::stop;
    }
}
