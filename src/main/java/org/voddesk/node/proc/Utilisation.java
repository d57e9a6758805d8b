package org.voddesk.node.proc;

import java.util.Optional;
import org.voddesk.core.LoadSample;

/**
 * CPU, memory and network utilisation from two {@code /proc} reads of one node (docs/algorithms.md):
 * <ul>
 * <li>CPU% = 100 * (1 - delta idle / delta total jiffies), idle including iowait;</li>
 * <li>MEM% = 100 * (1 - MemAvailable / MemTotal) of the later read;</li>
 * <li>NET% = 100 * (delta rx+tx bytes of non-loopback interfaces * 8 / delta t) / Bord, with delta t measured by
 * the console's clock between the replies, capped at 100 (LoadSample is a percentage).</li>
 * </ul>
 */
public final class Utilisation {
    private Utilisation() {
    }

    /**
     * The load between two reads, or empty when it cannot be derived: no time or no jiffies passed, or a
     * counter went backwards (the node rebooted or a counter was reset), so the later read must start afresh.
     *
     * @param bordBps the node's streaming bandwidth {@code Bord}, bits per second
     */
    public static Optional<LoadSample> between(ProcSnapshot earlier, ProcSnapshot later, double bordBps) {
        if (!(bordBps > 0)) {
            throw new IllegalArgumentException("Bord must be positive, got " + bordBps);
        }
        long dtMs = later.timeMs() - earlier.timeMs();
        long dTotal = later.cpuTotal() - earlier.cpuTotal();
        long dIdle = later.cpuIdle() - earlier.cpuIdle();
        long dBytes = later.netBytes() - earlier.netBytes();
        if (dtMs <= 0 || dTotal <= 0 || dIdle < 0 || dIdle > dTotal || dBytes < 0) {
            return Optional.empty();
        }
        return Optional.of(new LoadSample(later.timeMs(), cpuPercent(dTotal, dIdle), later.memPercent(),
                netPercent(dBytes, dtMs, bordBps)));
    }

    static double cpuPercent(long dTotal, long dIdle) {
        return 100.0 * (dTotal - dIdle) / dTotal;
    }

    static double netPercent(long dBytes, long dtMs, double bordBps) {
        double bitsPerSecond = dBytes * 8.0 * 1000.0 / dtMs;
        return Math.min(100.0, 100.0 * bitsPerSecond / bordBps);
    }
}
