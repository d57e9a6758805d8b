package org.voddesk.ui.common;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.time.Duration;
import javafx.animation.AnimationTimer;
import javafx.animation.Animation;
import javafx.animation.KeyFrame;
import javafx.animation.Timeline;

/**
 * {@link Pulse} on JavaFX's pulse: a {@link Timeline} for periodic beats, an {@link AnimationTimer} for per-frame
 * work (called once per pulse, after the pulse's timelines and before the CSS and layout passes); both run on the FX
 * thread. The FX thread's work is its CPU time ({@link ThreadMXBean}), or the wall clock where the JVM cannot
 * measure a thread's CPU time.
 */
public final class FxPulse implements Pulse {
    private final ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    private final boolean cpuTime = threads.isCurrentThreadCpuTimeSupported();

    @Override
    public long workNanos() {
        return cpuTime ? threads.getCurrentThreadCpuTime() : System.nanoTime();
    }

    @Override
    public Beat every(Duration period, Runnable action) {
        Timeline timeline = new Timeline(new KeyFrame(javafx.util.Duration.millis(period.toMillis()),
                e -> action.run()));
        timeline.setCycleCount(Animation.INDEFINITE);
        timeline.play();
        return timeline::stop;
    }

    @Override
    public Beat eachFrame(Runnable action) {
        AnimationTimer timer = new AnimationTimer() {
            @Override
            public void handle(long now) {
                action.run();
            }
        };
        timer.start();
        return timer::stop;
    }
}
