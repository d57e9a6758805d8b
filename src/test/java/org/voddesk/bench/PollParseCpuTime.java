package org.voddesk.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Locale;
import java.util.function.ToLongFunction;
import org.voddesk.node.proc.ProcParser;
import org.voddesk.node.protocol.PollReply;
import org.voddesk.node.protocol.PollScript;
import org.voddesk.node.protocol.ProtocolException;
import org.voddesk.node.protocol.StatusReply;
import org.voddesk.node.protocol.VodnodeParser;

/**
 * CPU time per operation of the {@link PollParseBenchmark} operations, by the thread's CPU clock: on a machine
 * whose load average is several times its core count, JMH's wall-clock average mostly measures the waits for a
 * core, this does not (cache misses caused by other processes still count). A warm-up, then {@code rounds} timed
 * rounds per case, cases taken in turn within each round so a load change hits all of them alike; prints the
 * median and the smallest round.
 *
 * <p>Run: {@code mvn -q -B test-compile exec:exec@jmh -Dbench.main=org.voddesk.bench.PollParseCpuTime
 * -Djmh.args="1 7"} (seconds per round and case, rounds).
 */
public final class PollParseCpuTime {
    private PollParseCpuTime() {
    }

    public static void main(String[] args) {
        double seconds = Double.parseDouble(args[0]);
        int rounds = Integer.parseInt(args[1]);
        PollParseBenchmark in = new PollParseBenchmark();
        in.build();
        String[] names = {"poll", "pollWithRecordings", "statusOnly"};
        ToLongFunction<PollParseBenchmark>[] ops = cases();
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        for (ToLongFunction<PollParseBenchmark> op : ops) {
            time(op, in, (long) (seconds * 2e9), threads); // warm-up
        }
        double[][] cpuUs = new double[ops.length][rounds];
        for (int r = 0; r < rounds; r++) {
            for (int c = 0; c < ops.length; c++) {
                cpuUs[c][r] = time(ops[c], in, (long) (seconds * 1e9), threads);
            }
        }
        System.out.printf(Locale.ROOT, "%-20s %16s %16s%n", "operation", "cpu_us_median", "cpu_us_min");
        for (int c = 0; c < ops.length; c++) {
            double[] v = cpuUs[c].clone();
            java.util.Arrays.sort(v);
            System.out.printf(Locale.ROOT, "%-20s %16.2f %16.2f%n", names[c], v[v.length / 2], v[0]);
        }
    }

    @SuppressWarnings("unchecked")
    private static ToLongFunction<PollParseBenchmark>[] cases() {
        return new ToLongFunction[] {
            (ToLongFunction<PollParseBenchmark>) b -> parse(b.pollText(), false),
            (ToLongFunction<PollParseBenchmark>) b -> parse(b.pollWithRecordingsText(), true),
            (ToLongFunction<PollParseBenchmark>) b -> status(b.statusText()).sessions().size()
        };
    }

    /** CPU microseconds per operation over about {@code wallNanos} of running it. */
    private static double time(ToLongFunction<PollParseBenchmark> op, PollParseBenchmark in, long wallNanos,
                               ThreadMXBean threads) {
        long sink = 0;
        long ops = 0;
        long cpu0 = threads.getCurrentThreadCpuTime();
        long end = System.nanoTime() + wallNanos;
        while (System.nanoTime() < end) {
            for (int i = 0; i < 16; i++) {
                sink += op.applyAsLong(in);
            }
            ops += 16;
        }
        long cpu = threads.getCurrentThreadCpuTime() - cpu0;
        if (sink == 42) {
            System.out.print(""); // keeps the results alive
        }
        return cpu / 1e3 / ops;
    }

    private static long parse(String text, boolean withRecordings) {
        try {
            PollReply r = PollScript.parseReply(text, withRecordings);
            long n = ProcParser.parse(r.proc(), 0).hashCode();
            n += VodnodeParser.parseStatus(r.status()).sessions().size();
            if (withRecordings) {
                n += VodnodeParser.parseRecordings(r.recordings()).segments().size();
            }
            return n;
        } catch (ProtocolException e) {
            throw new IllegalStateException(e);
        }
    }

    private static StatusReply status(String text) {
        try {
            return VodnodeParser.parseStatus(text);
        } catch (ProtocolException e) {
            throw new IllegalStateException(e);
        }
    }
}
