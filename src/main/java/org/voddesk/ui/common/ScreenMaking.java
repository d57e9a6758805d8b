package org.voddesk.ui.common;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * How a screen is made in steps that run one per frame (a screen made in one step held the FX thread for
 * over 100 ms under load): each {@link #part} step makes a part, which its maker keeps, and the {@link #last} step
 * makes the screen from them. The console runs the {@link #steps} with {@link PulseStages} and takes the
 * {@link #screen} once they have run.
 */
public final class ScreenMaking {
    private final List<Runnable> steps = new ArrayList<>();
    private Screen screen;
    private boolean closed;

    /** A screen made in one step. */
    public static ScreenMaking of(Supplier<? extends Screen> maker) {
        return new ScreenMaking().last(maker);
    }

    /** Adds a step that makes a part of the screen, before the last step. */
    public ScreenMaking part(Runnable step) {
        requireOpen();
        steps.add(step);
        return this;
    }

    /** Adds the step that makes the screen from its parts; no step follows it. */
    public ScreenMaking last(Supplier<? extends Screen> maker) {
        requireOpen();
        steps.add(() -> screen = maker.get());
        closed = true;
        return this;
    }

    /** The steps in their order, the screen's own last. */
    public List<Runnable> steps() {
        if (!closed) {
            throw new IllegalStateException("a screen's making has no last step");
        }
        return List.copyOf(steps);
    }

    /** The screen, once every step has run. */
    public Screen screen() {
        if (screen == null) {
            throw new IllegalStateException("the screen's steps have not all run");
        }
        return screen;
    }

    private void requireOpen() {
        if (closed) {
            throw new IllegalStateException("the screen's last step is added already");
        }
    }
}
