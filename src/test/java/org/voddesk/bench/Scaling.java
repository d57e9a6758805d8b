package org.voddesk.bench;

import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.LongSupplier;

/**
 * The server's cost per console: over a window with {@code n} consoles connected, the server process's CPU time a
 * second, this JVM's (the consoles', and their relays'), and the bytes a second the server sent each console (its
 * relay's count), once with no commands (the rounds alone: a snapshot every poll interval) and once while a
 * {@link Commander}, which is not a console, changes a session's speed every 500 ms (each change makes the server send
 * every console a snapshot update, at most one every 500 ms).
 */
final class Scaling {
    private final LongSupplier serverCpu;
    private final LongSupplier serverRss;
    private final Commander commander;
    private final List<String> sessions;
    /**
     * The server's CPU a second in the latest window with no console, rounds only and busy: what a console's share is
     * counted above.
     */
    private final double[] baseline = {Double.NaN, Double.NaN};

    Scaling(LongSupplier serverCpu, LongSupplier serverRss, Commander commander) {
        this.serverCpu = serverCpu;
        this.serverRss = serverRss;
        this.commander = commander;
        this.sessions = commander.sessionIds();
    }

    /** Measures one window with {@code desks} connected; {@code busy}: with the commander's speed changes. */
    String window(List<Desk> desks, Duration length, boolean busy) throws InterruptedException {
        String loadBefore = ProcessCpu.loadAverage();
        AtomicBoolean on = new AtomicBoolean(busy);
        AtomicInteger commands = new AtomicInteger();
        Thread load = new Thread(() -> command(on, commands), "scaling-commands");
        long[] bytes0 = desks.stream().mapToLong(Desk::bytesIn).toArray();
        long cpu0 = serverCpu.getAsLong();
        long own0 = ProcessCpu.ownNanos();
        long t0 = System.nanoTime();
        if (busy) {
            load.start();
        }
        Thread.sleep(length.toMillis());
        long seconds = System.nanoTime() - t0;
        long cpu = serverCpu.getAsLong() - cpu0;
        long own = ProcessCpu.ownNanos() - own0;
        on.set(false);
        if (busy) {
            load.join();
        }
        double s = seconds / 1e9;
        double serverMs = cpu / 1e6 / s;
        if (desks.isEmpty()) { // the latest window without a console
            baseline[busy ? 1 : 0] = serverMs;
        }
        double above = (serverMs - baseline[busy ? 1 : 0]) / desks.size();
        long[] rates = new long[desks.size()];
        for (int i = 0; i < rates.length; i++) {
            rates[i] = Math.round((desks.get(i).bytesIn() - bytes0[i]) / s);
        }
        Arrays.sort(rates);
        String perConsole = rates.length == 0 ? "-" : String.format(Locale.ROOT, "%,d / %,d / %,d", rates[0],
                rates[rates.length / 2], rates[rates.length - 1]);
        return String.format(Locale.ROOT, "| %d | %s | %.1f | %s | %.1f | %s | %d | %d MiB | %s -> %s |",
                desks.size(), busy ? "busy" : "rounds only", serverMs,
                desks.isEmpty() ? "-" : String.format(Locale.ROOT, "%.1f", above),
                own / 1e6 / s, perConsole, commands.get(), serverRss.getAsLong(), loadBefore,
                ProcessCpu.loadAverage());
    }

    /** The table's head, matching {@link #window}'s lines. */
    static String head() {
        return "| consoles | commands | server CPU, ms/s | server CPU above 0 consoles, per console, ms/s | bench JVM CPU, ms/s"
                + " | bytes/s to each console: min / median / max | speed changes | server RSS | load average |\n"
                + "|---|---|---|---|---|---|---|---|---|";
    }

    private void command(AtomicBoolean on, AtomicInteger count) {
        SplittableRandom random = new SplittableRandom(7);
        while (on.get()) {
            String id = sessions.get(random.nextInt(sessions.size()));
            try {
                if (commander.changeRate(id, count.get() % 2 == 0 ? 2 : 1)) {
                    count.incrementAndGet();
                }
                Thread.sleep(500);
            } catch (InterruptedException e) {
                return;
            } catch (RuntimeException e) {
                System.out.println("  speed change failed: " + e.getMessage());
            }
        }
    }
}
