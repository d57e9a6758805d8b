package org.voddesk.sim;

import java.time.Clock;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.PriorityQueue;

/**
 * The discrete-event engine: a simulated clock and a queue of events ordered by time, and among events of the
 * same time by the order they were scheduled (so a run is a deterministic function of its inputs). Time is in
 * milliseconds since the start of the run; {@link #clock()} maps it onto an epoch for the code that wants a
 * {@link Clock}. Not thread-safe: one simulation runs on one thread.
 */
public final class Simulation {
    private final PriorityQueue<Event> queue = new PriorityQueue<>();
    private final long epochMs;
    private long now;
    private long sequence;
    private long executed;

    /** @param epochMs the wall-clock instant (epoch ms) that simulated time 0 stands for */
    public Simulation(long epochMs) {
        this.epochMs = epochMs;
    }

    /** Simulated time, ms since the start of the run. */
    public long now() {
        return now;
    }

    /** Simulated time as epoch milliseconds. */
    public long epochNow() {
        return epochMs + now;
    }

    public long epochMs() {
        return epochMs;
    }

    /** How many events have run so far. */
    public long executedEvents() {
        return executed;
    }

    /** Schedules {@code action} at simulated time {@code timeMs}, which must not lie in the past. */
    public void at(long timeMs, Runnable action) {
        if (timeMs < now) {
            throw new IllegalArgumentException("cannot schedule at " + timeMs + " ms, the clock is at " + now + " ms");
        }
        if (action == null) {
            throw new IllegalArgumentException("an event needs an action");
        }
        queue.add(new Event(timeMs, sequence++, action));
    }

    /** Schedules {@code action} {@code delayMs} after now. */
    public void after(long delayMs, Runnable action) {
        if (delayMs < 0) {
            throw new IllegalArgumentException("delay must be >= 0, got " + delayMs);
        }
        at(now + delayMs, action);
    }

    /**
     * Runs every event due at or before {@code endMs}, in order, then leaves the clock at {@code endMs}. Events
     * scheduled later stay queued.
     */
    public void runUntil(long endMs) {
        if (endMs < now) {
            throw new IllegalArgumentException("cannot run back to " + endMs + " ms, the clock is at " + now + " ms");
        }
        while (!queue.isEmpty() && queue.peek().timeMs() <= endMs) {
            Event next = queue.poll();
            now = next.timeMs();
            executed++;
            next.action().run();
        }
        now = endMs;
    }

    /** Number of events waiting. */
    public int pending() {
        return queue.size();
    }

    /** A {@link Clock} that reads this simulation's time (UTC). */
    public Clock clock() {
        return new SimulatedClock(this, ZoneOffset.UTC);
    }

    private record Event(long timeMs, long sequence, Runnable action) implements Comparable<Event> {
        @Override
        public int compareTo(Event o) {
            int byTime = Long.compare(timeMs, o.timeMs);
            return byTime != 0 ? byTime : Long.compare(sequence, o.sequence);
        }
    }

    /** A read-only clock view of the simulated time. */
    private static final class SimulatedClock extends Clock {
        private final Simulation simulation;
        private final ZoneId zone;

        SimulatedClock(Simulation simulation, ZoneId zone) {
            this.simulation = simulation;
            this.zone = zone;
        }

        @Override
        public ZoneId getZone() {
            return zone;
        }

        @Override
        public Clock withZone(ZoneId newZone) {
            return new SimulatedClock(simulation, newZone);
        }

        @Override
        public Instant instant() {
            return Instant.ofEpochMilli(simulation.epochNow());
        }

        @Override
        public long millis() {
            return simulation.epochNow();
        }
    }
}
