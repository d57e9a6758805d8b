package org.voddesk.ui.common;

import java.time.Duration;
import java.util.function.LongSupplier;

/**
 * How many items the next frame's step may make, from what the last step's frame cost the UI thread: a step starts
 * ({@link #start}), does its batch ({@link #done}), and at the next frame's start ({@link #start} of the next step,
 * or {@link #rest} in a frame without one) the UI thread's work since the last start (the batch, then the frame's
 * CSS and layout of what it changed, and whatever else ran on the thread) is the cost of that batch's frame. The
 * next batch is the number of items at that frame's cost per item that fit the budget (the frame's fixed share is
 * counted in the items: small batches look dear), at least 1, at most twice the last batch (an item cheap while warm
 * may not be so in a larger batch) and at most a maximum. So the first items of a cold screen come one or two a
 * frame and warm ones many.
 */
public final class FrameBudget {
    private final long perFrameNanos;
    private final int min;
    private final int max;
    private final LongSupplier work;
    private int size;
    private int measured;
    private long since;

    private FrameBudget(long perFrameNanos, int min, int first, int max, LongSupplier work) {
        if (min < 1 || first < min || max < first) {
            throw new IllegalArgumentException("batch sizes must satisfy 1 <= min <= first <= max: " + min + ", "
                    + first + ", " + max);
        }
        this.perFrameNanos = perFrameNanos;
        this.min = min;
        this.max = max;
        this.size = first;
        this.work = work;
    }

    /**
     * @param perFrame the UI thread's work a step's frame should stay within
     * @param first    the first step's batch (before anything is measured)
     * @param max      the largest batch
     * @param work     the UI thread's work so far, in nanoseconds ({@link Pulse#workNanos})
     */
    public static FrameBudget of(Duration perFrame, int first, int max, LongSupplier work) {
        return new FrameBudget(perFrame.toNanos(), 1, first, max, work);
    }

    /** The same batch every frame, whatever the frames cost (items cheap enough for a fixed batch). */
    public static FrameBudget fixed(int size) {
        return new FrameBudget(Long.MAX_VALUE, size, size, size, () -> 0L);
    }

    /**
     * A step starts now: the frame of the batch {@link #done} last is measured (unless that step was the last of its
     * run, see {@link #done}) and the batch adapted. Returns this step's batch.
     */
    public int start() {
        long now = work.getAsLong();
        if (measured > 0) {
            adapt(measured, now - since);
        }
        measured = 0;
        since = now;
        return size;
    }

    /**
     * The step started last did {@code items}, and the next frame starts the next step or {@link #rest}s; 0 when
     * the run ended or the batch is not to be measured, so that a later start does not take the time in between for
     * the cost of this batch.
     */
    public void done(int items) {
        measured = items;
    }

    /**
     * A frame without a step starts now (or stepping stops for a while): the last batch's frame ends here and is
     * measured; the next start measures nothing.
     */
    public void rest() {
        if (measured > 0) {
            adapt(measured, work.getAsLong() - since);
        }
        measured = 0;
    }

    /** The next step's batch. */
    public int size() {
        return size;
    }

    private void adapt(int items, long nanos) {
        long perItem = Math.max(1, nanos / items);
        long fits = perFrameNanos / perItem;
        size = (int) Math.max(min, Math.min(Math.min(max, 2L * items), fits));
    }
}
