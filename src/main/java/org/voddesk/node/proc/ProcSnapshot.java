package org.voddesk.node.proc;

/**
 * The counters of one read of {@code /proc/stat}, {@code /proc/meminfo} and {@code /proc/net/dev}.
 *
 * @param timeMs        when the reply arrived at the console, epoch ms (the clock net rates are measured with)
 * @param cpuTotal      sum of the aggregate {@code cpu} line's user..steal jiffies
 * @param cpuIdle       idle + iowait jiffies
 * @param memTotalKb    {@code MemTotal}
 * @param memAvailableKb {@code MemAvailable} (or, on kernels before 3.14, MemFree + Buffers + Cached)
 * @param netBytes      received + transmitted bytes summed over the non-loopback interfaces
 */
public record ProcSnapshot(long timeMs, long cpuTotal, long cpuIdle, long memTotalKb, long memAvailableKb,
                           long netBytes) {
    public ProcSnapshot {
        if (cpuTotal < 0 || cpuIdle < 0 || cpuIdle > cpuTotal) {
            throw new IllegalArgumentException("need 0 <= idle <= total jiffies, got " + cpuIdle + "/" + cpuTotal);
        }
        if (memTotalKb <= 0 || memAvailableKb < 0) {
            throw new IllegalArgumentException("need MemTotal > 0 and MemAvailable >= 0");
        }
        if (netBytes < 0) {
            throw new IllegalArgumentException("network byte counter must be >= 0");
        }
    }

    /** Memory utilisation of this read, percent: {@code 100 * (1 - MemAvailable / MemTotal)}, clamped to 0..100. */
    public double memPercent() {
        return Math.max(0, Math.min(100, 100.0 * (1.0 - (double) memAvailableKb / memTotalKb)));
    }
}
