package org.voddesk.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.infra.Blackhole;
import org.voddesk.core.Quality;
import org.voddesk.core.RecordingSegment;
import org.voddesk.node.proc.ProcParser;
import org.voddesk.node.proc.ProcSamples;
import org.voddesk.node.protocol.PollReply;
import org.voddesk.node.protocol.PollScript;
import org.voddesk.node.protocol.ProtocolException;
import org.voddesk.node.protocol.ReportedSession;
import org.voddesk.node.protocol.VodnodeFormat;
import org.voddesk.node.protocol.VodnodeParser;

/**
 * The client's CPU for one poll reply (issue: Wire.millis / Wire.rate parse cost): the reply a node with 20
 * sessions sends ({@code cat /proc/...} of a real Debian host, {@code vodnode status} with 20 session lines at
 * mixed rates), split into sections and parsed the way {@code PollReading} does. {@code pollWithRecordings} adds
 * the {@code vodnode recordings} section of 40 cameras x 24 hourly segments (asked for now and then, not every
 * poll). {@code statusOnly} isolates the agent's status section, where {@code millis} and {@code rate} are called.
 *
 * <p>Run: {@code mvn -q -B test-compile exec:exec@jmh -Djmh.args="PollParseBenchmark -f 1 -wi 3 -w 1s -i 5 -r 1s"}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class PollParseBenchmark {
    private static final long T0 = 1_764_316_800_000L; // 2025-11-28T08:00:00Z
    private static final String[] RATES = {"1", "0.5", "2", "1.5", "0.25", "3", "1", "4", "0.125", "16"};

    private String poll;
    private String pollWithRecordings;
    private String status;

    @Setup
    public void build() {
        List<ReportedSession> sessions = new ArrayList<>();
        for (int i = 0; i < 20; i++) {
            long begin = T0 + i * 97_531L;
            sessions.add(new ReportedSession(String.format("s-%05d", 1000 + i), String.format("cam-%03d", i * 7),
                    begin, begin + 1_234_567L + i, Double.parseDouble(RATES[i % RATES.length]), 2_000_000 + i * 1000L,
                    i % 3 == 0 ? Quality.SUB : Quality.MAIN));
        }
        List<RecordingSegment> segments = new ArrayList<>();
        for (int c = 0; c < 40; c++) {
            for (int h = 0; h < 24; h++) {
                long start = T0 + h * 3_600_000L;
                segments.add(new RecordingSegment(String.format("cam-%03d", c), start, start + 3_600_000L,
                        4_000_000));
            }
        }
        status = VodnodeFormat.status("vod-7", sessions);
        String proc = ProcSamples.sample();
        poll = PollScript.reply(proc, status, null);
        pollWithRecordings = PollScript.reply(proc, status, VodnodeFormat.recordings("vod-7", segments));
    }

    String pollText() {
        return poll;
    }

    String pollWithRecordingsText() {
        return pollWithRecordings;
    }

    String statusText() {
        return status;
    }

    @Benchmark
    public void poll(Blackhole bh) throws ProtocolException {
        PollReply r = PollScript.parseReply(poll, false);
        bh.consume(ProcParser.parse(r.proc(), T0));
        bh.consume(VodnodeParser.parseStatus(r.status()));
    }

    @Benchmark
    public void pollWithRecordings(Blackhole bh) throws ProtocolException {
        PollReply r = PollScript.parseReply(pollWithRecordings, true);
        bh.consume(ProcParser.parse(r.proc(), T0));
        bh.consume(VodnodeParser.parseStatus(r.status()));
        bh.consume(VodnodeParser.parseRecordings(r.recordings()));
    }

    @Benchmark
    public Object statusOnly() throws ProtocolException {
        return VodnodeParser.parseStatus(status);
    }
}
