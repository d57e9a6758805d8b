package org.voddesk.bench;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Where the machine's cores went, second by second, from Linux's scheduler statistics per thread
 * ({@code /proc/PID/task/TID/schedstat}: the time a thread ran on a core, and the time it was ready to run but waited
 * for one). {@link ConsoleFxBench} uses it to tell the FX thread's own work from its wait for a core: a pulse gap is
 * the sum of both. Threads are grouped by name without their number ({@code bench-polls-17} is {@code bench-polls});
 * the JVM's compiler and GC threads are grouped as {@code JIT} and {@code GC}. Elsewhere than Linux it reports nothing.
 */
final class CoreShares implements AutoCloseable {
    /** The FX thread as {@code comm} names it (Linux cuts thread names to 15 characters). */
    private static final String FX = "JavaFX Applicat";
    private static final String RENDERER = "QuantumRenderer";

    /** Samples kept for {@link #explainGap}: 4 s at 100 ms. */
    private static final int RING = 40;

    private final Map<String, Path> processes;
    private final List<Map<String, long[]>> seconds = new ArrayList<>();
    /** Time between two samples: a second, or 100 ms when gaps are to be explained ({@link #start(long, boolean)}). */
    private final long periodMs;
    /** The last {@link #RING} samples' times and totals; only the sampler thread touches them. */
    private final long[] ringTimes = new long[RING];
    private final List<Map<String, long[]>> ring = new ArrayList<>(RING);
    private int ringNext;
    /** Gaps (from, to, as nanoTime) waiting for the sample after them, and their explanations. */
    private final java.util.Queue<long[]> gapsToExplain = new java.util.concurrent.ConcurrentLinkedQueue<>();
    private final List<String> gapLines = new ArrayList<>();
    private final long begin = System.nanoTime();
    private final Thread sampler;
    /** Thread names by process and thread id; only the sampler thread touches it and {@link #buffer}. */
    private final Map<String, String> names = new HashMap<>();
    private final ByteBuffer buffer = ByteBuffer.allocate(256);
    private volatile boolean stopped;

    private CoreShares(Map<String, Path> processes, long periodMs) {
        this.processes = processes;
        this.periodMs = periodMs;
        this.sampler = new Thread(this::sample, "bench-core-shares");
        sampler.setDaemon(true);
    }

    /**
     * Starts sampling this JVM ({@code console}) and, when {@code nodesPid} is not negative, the process of the demo
     * nodes ({@code nodes}), once a second from now; with {@code gaps}, every 100 ms, so that {@link #explainGap} can
     * tell what the threads did in a pulse gap (some 430 threads' files read 10 times a second: about 90 ms of CPU a
     * second on the 200-node bench, docs/benchmarks.md).
     */
    static CoreShares start(long nodesPid, boolean gaps) {
        Map<String, Path> processes = new java.util.LinkedHashMap<>();
        processes.put("console", Path.of("/proc/self/task"));
        if (nodesPid >= 0) {
            processes.put("nodes", Path.of("/proc/" + nodesPid + "/task"));
        }
        CoreShares shares = new CoreShares(processes, gaps ? 100 : 1000);
        shares.sampler.start();
        return shares;
    }

    private void sample() {
        Map<String, long[]> last = totals();
        keep(System.nanoTime(), last);
        Map<String, long[]> second = new HashMap<>();
        long secondStart = System.nanoTime();
        while (!stopped) {
            try {
                Thread.sleep(periodMs);
            } catch (InterruptedException e) {
                return;
            }
            long time = System.nanoTime();
            Map<String, long[]> now = totals();
            add(second, delta(last, now));
            if (time - secondStart >= 999_000_000L) {
                synchronized (seconds) {
                    seconds.add(second);
                }
                second = new HashMap<>();
                secondStart = time;
            }
            keep(time, now);
            explainGapsBefore(time);
            last = now;
        }
    }

    /** Each group's run and wait (ns) from one sample of totals to a later one. */
    private static Map<String, long[]> delta(Map<String, long[]> before, Map<String, long[]> after) {
        Map<String, long[]> delta = new HashMap<>();
        after.forEach((thread, t) -> {
            long[] b = before.getOrDefault(thread, new long[2]);
            delta.merge(group(thread), new long[] {t[0] - b[0], t[1] - b[1]}, CoreShares::sum);
        });
        return delta;
    }

    private static void add(Map<String, long[]> into, Map<String, long[]> more) {
        more.forEach((group, t) -> into.merge(group, t, CoreShares::sum));
    }

    private void keep(long time, Map<String, long[]> totals) {
        if (periodMs >= 1000) {
            return;
        }
        if (ring.size() < RING) {
            ring.add(totals);
        } else {
            ring.set(ringNext, totals);
        }
        ringTimes[ringNext] = time;
        ringNext = (ringNext + 1) % RING;
    }

    /**
     * Asks for what the threads did in a pulse gap from {@code from} to {@code to} ({@code System.nanoTime}, the
     * pulses' clock): answered once a sample after it is taken, over the samples just around it. Only when started
     * with gaps. A thread that ended before the sample after the gap is missing from it (its run is not counted).
     */
    void explainGap(long from, long to) {
        if (periodMs < 1000) {
            gapsToExplain.add(new long[] {from, to});
        }
    }

    private void explainGapsBefore(long time) {
        for (long[] gap; (gap = gapsToExplain.peek()) != null && gap[1] <= time; ) {
            gapsToExplain.poll();
            int before = -1;
            int after = -1;
            for (int i = 0; i < ring.size(); i++) {
                if (ringTimes[i] <= gap[0] && (before < 0 || ringTimes[i] > ringTimes[before])) {
                    before = i;
                }
                if (ringTimes[i] >= gap[1] && (after < 0 || ringTimes[i] < ringTimes[after])) {
                    after = i;
                }
            }
            String at = String.format("%.1f s (%.0f ms)", (gap[1] - begin) / 1e9, (gap[1] - gap[0]) / 1e6);
            synchronized (gapLines) {
                gapLines.add(before < 0 || after < 0 ? "  " + at + ": not sampled"
                        : String.format("  %s, in the %d ms sampled around it: %s", at,
                                ms(ringTimes[after] - ringTimes[before]),
                                window(delta(ring.get(before), ring.get(after)))));
            }
        }
    }

    /**
     * What the threads did between two samples: the FX thread's and renderer's run and wait, everyone's run, the
     * busiest others.
     */
    private static String window(Map<String, long[]> delta) {
        long[] fx = delta.getOrDefault("console " + FX, new long[2]);
        long[] renderer = delta.getOrDefault("console " + RENDERER, new long[2]);
        String others = delta.entrySet().stream()
                .filter(e -> !e.getKey().equals("console " + FX) && !e.getKey().equals("console " + RENDERER))
                .sorted(java.util.Comparator.comparingLong((Map.Entry<String, long[]> e) -> e.getValue()[0])
                        .reversed()).limit(4)
                .map(e -> e.getKey() + " " + ms(e.getValue()[0])).collect(Collectors.joining(", "));
        return String.format("FX thread ran %d ms, waited %d ms for a core; renderer ran %d ms, waited %d ms;"
                        + " all threads ran %d ms; busiest others: %s", ms(fx[0]), ms(fx[1]), ms(renderer[0]),
                ms(renderer[1]), ms(delta.values().stream().mapToLong(t -> t[0]).sum()), others);
    }

    /** One line per gap given to {@link #explainGap} and sampled around. */
    List<String> gapLines() {
        synchronized (gapLines) {
            return new ArrayList<>(gapLines);
        }
    }

    /**
     * Run and wait time (ns) of every thread now, keyed by process, thread id and name. Reads into one small buffer and
     * reads a thread's name only the first time: reading some 400 threads' files a second with {@code Files.readString}
     * made 8 MB of garbage a second, which changed the collector's work in the JVM it measures.
     */
    private Map<String, long[]> totals() {
        Map<String, long[]> out = new HashMap<>();
        processes.forEach((process, tasks) -> {
            try (DirectoryStream<Path> ids = Files.newDirectoryStream(tasks)) {
                for (Path id : ids) {
                    try {
                        String key = process + "/" + id.getFileName();
                        String name = names.get(key);
                        if (name == null) {
                            name = read(id.resolve("comm"));
                            names.put(key, name);
                        }
                        String stat = read(id.resolve("schedstat"));
                        int space = stat.indexOf(' ');
                        long run = Long.parseLong(stat, 0, space, 10);
                        long wait = Long.parseLong(stat, space + 1, stat.indexOf(' ', space + 1), 10);
                        out.put(key + "/" + name, new long[] {run, wait});
                    } catch (IOException | RuntimeException e) {
                        // the thread ended between the listing and the read
                    }
                }
            } catch (IOException | RuntimeException e) {
                // not Linux, or the process ended
            }
        });
        return out;
    }

    /** A small /proc file's text, trimmed, read into {@link #buffer}. */
    private String read(Path file) throws IOException {
        buffer.clear();
        try (FileChannel channel = FileChannel.open(file)) {
            while (channel.read(buffer) > 0 && buffer.hasRemaining()) {
                // a /proc file of one line comes in one read
            }
        }
        return new String(buffer.array(), 0, buffer.position(), StandardCharsets.US_ASCII).trim();
    }

    /** {@code console/1234/bench-polls-17} -> {@code console bench-polls}; compiler and GC threads as one group each. */
    static String group(String thread) {
        String process = thread.substring(0, thread.indexOf('/'));
        String name = thread.substring(thread.lastIndexOf('/') + 1);
        if (name.startsWith("C1 Compiler") || name.startsWith("C2 Compiler")) {
            name = "JIT";
        } else if (name.startsWith("GC Thread") || name.startsWith("G1 ")) {
            name = "GC";
        } else if (!name.equals(FX)) {
            name = name.replaceAll("[-# ]?\\d+$", "");
        }
        return process + " " + name;
    }

    private static long[] sum(long[] a, long[] b) {
        return new long[] {a[0] + b[0], a[1] + b[1]};
    }

    /** One line per second for the first {@code count} seconds: the FX thread's and renderer's run and wait, the rest. */
    List<String> firstSeconds(int count) {
        List<String> lines = new ArrayList<>();
        List<Map<String, long[]>> all = snapshot();
        for (int s = 0; s < Math.min(count, all.size()); s++) {
            lines.add(String.format("  %d-%d s: %s", s, s + 1, window(all.get(s))));
        }
        return lines;
    }

    /** The FX thread's run and wait (ms) summed over seconds {@code from} (inclusive) to {@code to} (exclusive). */
    long[] fxBetween(int from, int to) {
        long[] total = new long[2];
        List<Map<String, long[]>> all = snapshot();
        for (int s = from; s < Math.min(to, all.size()); s++) {
            long[] fx = all.get(s).getOrDefault("console " + FX, new long[2]);
            total[0] += ms(fx[0]);
            total[1] += ms(fx[1]);
        }
        return total;
    }

    /** CPU time (ms) of every thread of {@code process} ({@code console} or {@code nodes}) over seconds {@code from} to {@code to}. */
    long cpuBetween(String process, int from, int to) {
        long total = 0;
        List<Map<String, long[]>> all = snapshot();
        for (int s = from; s < Math.min(to, all.size()); s++) {
            for (Map.Entry<String, long[]> e : all.get(s).entrySet()) {
                if (e.getKey().startsWith(process + " ")) {
                    total += e.getValue()[0];
                }
            }
        }
        return ms(total);
    }

    /** How many whole seconds were sampled. */
    int seconds() {
        return snapshot().size();
    }

    private List<Map<String, long[]>> snapshot() {
        synchronized (seconds) {
            return new ArrayList<>(seconds);
        }
    }

    private static long ms(long ns) {
        return ns / 1_000_000L;
    }

    @Override
    public void close() {
        stopped = true;
        sampler.interrupt();
    }
}
