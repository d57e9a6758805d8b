package org.voddesk.ui.common;

import java.util.List;

/**
 * Work too large for one frame, split into steps that run one per frame on a {@link Pulse} (a window's first show:
 * each step adds a part to the scene, which is styled and laid out in that frame). It can be paused between steps
 * and resumed where it stopped (a screen hidden while its parts arrive).
 */
public final class PulseStages {
    private final List<Runnable> steps;
    private int next;
    private Pulse.Beat beat;

    public PulseStages(List<Runnable> steps) {
        this.steps = List.copyOf(steps);
    }

    /**
     * Runs the steps not yet run, one per frame from the next frame on, then {@code then} in the frame after the
     * last; when every step has run already, runs {@code then} at once. A run under way is replaced.
     */
    public void run(Pulse pulse, Runnable then) {
        pause();
        if (done()) {
            then.run();
            return;
        }
        beat = pulse.eachFrame(() -> step(then));
    }

    private void step(Runnable then) {
        if (next < steps.size()) {
            steps.get(next++).run();
            return;
        }
        pause();
        then.run();
    }

    /** Stops after the current step; {@link #run} goes on from the next one. */
    public void pause() {
        if (beat != null) {
            beat.close();
            beat = null;
        }
    }

    /** Whether every step has run. */
    public boolean done() {
        return next == steps.size();
    }

    /** Whether steps are running frame by frame (not paused, not finished). */
    public boolean running() {
        return beat != null;
    }
}
