package org.voddesk.demo;

import java.util.SplittableRandom;

/**
 * The cumulative counters behind a simulated node's {@code /proc/stat} and {@code /proc/net/dev}: CPU jiffies and
 * interface bytes, integrated over time from the node's simulated load so that the difference of two reads gives
 * back the load of the interval between them, exactly as a console computes it from a real host. Values are kept
 * as doubles and printed truncated, like the kernel's integer counters. Not thread-safe: {@link DemoNode} guards it.
 */
final class ProcCounters {
    /** USER_HZ: jiffies per second per CPU in {@code /proc/stat}. */
    static final int USER_HZ = 100;
    /** Share of busy CPU time accounted as user time; the rest is system and softirq (network work). */
    private static final double USER_SHARE = 0.6;
    private static final double SYSTEM_SHARE = 0.3;
    /** Bytes of one streaming packet (7 MPEG-TS packets in RTP), to derive packet counters. */
    private static final double PACKET_BYTES = 1316;
    /** Loopback chatter of local daemons, bytes per second; a console leaves {@code lo} out. */
    private static final double LOOPBACK_BPS = 1200;

    final int cpus;
    final long bootTimeSec;
    double user;
    final double nice;
    double system;
    double idle;
    final double iowait;
    final double irq;
    double softirq;
    double rxBytes;
    double txBytes;
    double loBytes;
    long processes;

    /** Counters of a host booted some seeded days before {@code nowMs}, with plausible history. */
    ProcCounters(int cpus, long seed, long nowMs) {
        SplittableRandom random = new SplittableRandom(seed);
        this.cpus = cpus;
        double uptimeSec = random.nextDouble(2, 30) * 86_400;
        this.bootTimeSec = nowMs / 1000 - (long) uptimeSec;
        double jiffies = uptimeSec * USER_HZ * cpus;
        double busy = random.nextDouble(0.05, 0.25);
        user = jiffies * busy * USER_SHARE;
        system = jiffies * busy * SYSTEM_SHARE;
        softirq = jiffies * busy * (1 - USER_SHARE - SYSTEM_SHARE);
        nice = jiffies * 0.001;
        iowait = jiffies * 0.002;
        irq = 0;
        idle = jiffies - user - system - softirq - nice - iowait;
        txBytes = uptimeSec * random.nextDouble(1e6, 2e7);
        rxBytes = txBytes * random.nextDouble(0.3, 0.9);
        loBytes = uptimeSec * LOOPBACK_BPS;
        processes = (long) (uptimeSec * random.nextDouble(0.5, 3));
    }

    /** Adds {@code seconds} at a constant load. */
    void accumulate(SimulatedLoad load, double seconds) {
        double jiffies = seconds * USER_HZ * cpus;
        double busy = jiffies * load.cpu() / 100;
        user += busy * USER_SHARE;
        system += busy * SYSTEM_SHARE;
        softirq += busy * (1 - USER_SHARE - SYSTEM_SHARE);
        idle += jiffies - busy;
        txBytes += load.txBps() / 8 * seconds;
        rxBytes += load.rxBps() / 8 * seconds;
        loBytes += LOOPBACK_BPS * seconds;
        processes += Math.round(seconds);
    }

    /** {@code /proc/stat}: the aggregate {@code cpu} line, one line per CPU (an even share) and the usual tail. */
    String stat(int runningStreams) {
        StringBuilder out = new StringBuilder(512);
        cpuLine(out, "cpu ", 1);
        for (int i = 0; i < cpus; i++) {
            cpuLine(out, "cpu" + i, cpus);
        }
        long ctxt = (long) ((user + system) * 40);
        out.append("intr ").append((long) ((user + system + softirq) * 25)).append(" 0 0 0 0\n");
        out.append("ctxt ").append(ctxt).append('\n');
        out.append("btime ").append(bootTimeSec).append('\n');
        out.append("processes ").append(processes).append('\n');
        out.append("procs_running ").append(1 + Math.min(runningStreams, 64) / 8).append('\n');
        out.append("procs_blocked 0\n");
        out.append("softirq ").append((long) (softirq * 30)).append(" 0 0 0 0 0 0 0 0 0 0\n");
        return out.toString();
    }

    private void cpuLine(StringBuilder out, String label, int divisor) {
        out.append(label);
        for (double v : new double[] {user, nice, system, idle, iowait, irq, softirq, 0, 0, 0}) {
            out.append(' ').append((long) (v / divisor));
        }
        out.append('\n');
    }

    /** {@code /proc/net/dev}: the two header lines, {@code lo} and {@code eth0} (which carries the streams). */
    String netDev() {
        return "Inter-|   Receive                                                |  Transmit\n"
                + " face |bytes    packets errs drop fifo frame compressed multicast|"
                + "bytes    packets errs drop fifo colls carrier compressed\n"
                + interfaceLine("lo", loBytes, loBytes)
                + interfaceLine("eth0", rxBytes, txBytes);
    }

    private static String interfaceLine(String name, double rx, double tx) {
        // "%6s: ..." by hand: String.format was a visible share of a poll's CPU
        return " ".repeat(Math.max(0, 6 - name.length())) + name + ": " + (long) rx + " " + (long) (rx / PACKET_BYTES)
                + " 0 0 0 0 0 0 " + (long) tx + " " + (long) (tx / PACKET_BYTES) + " 0 0 0 0 0 0\n";
    }

    /**
     * {@code /proc/meminfo} of a host whose memory is {@code memPercent} used. {@code MemAvailable} carries the
     * utilisation ({@code 100 * (1 - MemAvailable/MemTotal)}); it is split into free memory, buffers, page cache and
     * reclaimable slab so that the older estimate {@code MemFree + Buffers + Cached + SReclaimable} agrees with it.
     */
    static String meminfo(long totalKb, double memPercent) {
        long available = Math.round(totalKb * (1 - memPercent / 100));
        long free = available / 2;
        long buffers = available / 20;
        long reclaimable = available / 20;
        long cached = available - free - buffers - reclaimable;
        long swapTotal = 2L * 1024 * 1024;
        return "MemTotal:       " + totalKb + " kB\n"
                + "MemFree:        " + free + " kB\n"
                + "MemAvailable:   " + available + " kB\n"
                + "Buffers:        " + buffers + " kB\n"
                + "Cached:         " + cached + " kB\n"
                + "SwapCached:            0 kB\n"
                + "Active:         " + (totalKb - available + cached / 2) + " kB\n"
                + "Inactive:       " + (cached / 2 + buffers) + " kB\n"
                + "SwapTotal:      " + swapTotal + " kB\n"
                + "SwapFree:       " + swapTotal + " kB\n"
                + "Dirty:                 0 kB\n"
                + "Shmem:              1024 kB\n"
                + "SReclaimable:   " + reclaimable + " kB\n"
                + "SUnreclaim:        65536 kB\n";
    }
}
