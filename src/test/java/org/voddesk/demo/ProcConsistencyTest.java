package org.voddesk.demo;

import org.voddesk.testing.ManualClock;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.voddesk.core.LoadSample;
import org.voddesk.core.Quality;
import org.voddesk.node.proc.ProcParser;
import org.voddesk.node.proc.Utilisation;
import org.voddesk.node.protocol.ProtocolException;

/** The console's /proc math (node.proc) applied to a simulated node gives back the node's simulated load. */
class ProcConsistencyTest {
    private static final long HOUR = 3_600_000;
    private final ManualClock clock = new ManualClock(Instant.parse("2026-11-28T10:00:00Z"));
    private final DemoNode node = new DemoNode(DemoNodeConfig.standard("vod-1", 3),
            DemoCatalogue.standard(), clock, "http://127.0.0.1:1");

    private org.voddesk.node.proc.ProcSnapshot read() throws ProtocolException {
        ProcFiles p = node.proc();
        return ProcParser.parse(p.stat() + p.meminfo() + p.netDev(), clock.millis());
    }

    private void play(String id, String camera, long beginAgo, double rate) {
        long begin = clock.millis() - beginAgo;
        node.play(new PlayOrder(id, camera, begin, begin, rate, Quality.MAIN));
    }

    private LoadSample measure(Duration interval) throws ProtocolException {
        var earlier = read();
        clock.advance(interval);
        return Utilisation.between(earlier, read(), node.config().bandwidthBps()).orElseThrow();
    }

    @Test
    void twoReadsWithinOneNoisePeriodGiveTheSimulatedLoad() throws Exception {
        play("a", "cam-001", 2 * HOUR, 1);
        play("b", "cam-002", 3 * HOUR, 2);
        play("c", "cam-003", 4 * HOUR, 3);
        SimulatedLoad simulated = node.load();

        LoadSample measured = measure(Duration.ofMillis(Noise.PERIOD_MS));

        assertThat(measured.net()).isCloseTo(simulated.net(), within(1e-4));
        assertThat(measured.cpu()).isCloseTo(simulated.cpu(), within(0.06));
        // memory is a level, not a counter: the later read shows the level at its own instant
        assertThat(measured.mem()).isCloseTo(node.load().mem(), within(1e-4));
    }

    @Test
    void readsFurtherApartGiveTheAverageOverTheInterval() throws Exception {
        play("a", "cam-001", 2 * HOUR, 1);
        double sumNet = 0;
        var earlier = read();
        for (int i = 0; i < 12; i++) {
            sumNet += node.load().net();
            clock.advance(Duration.ofMillis(Noise.PERIOD_MS));
        }

        LoadSample measured = Utilisation.between(earlier, read(), node.config().bandwidthBps()).orElseThrow();

        assertThat(measured.net()).isCloseTo(sumNet / 12, within(1e-4));
    }

    @Test
    void aSessionStartedMidIntervalCountsForTheTimeItRan() throws Exception {
        var earlier = read();
        double idleNet = node.load().net();
        clock.advance(Duration.ofMillis(Noise.PERIOD_MS / 2));
        play("a", "cam-001", 2 * HOUR, 2);
        double busyNet = node.load().net();
        clock.advance(Duration.ofMillis(Noise.PERIOD_MS / 2));

        LoadSample measured = Utilisation.between(earlier, read(), node.config().bandwidthBps()).orElseThrow();

        assertThat(measured.net()).isCloseTo((idleNet + busyNet) / 2, within(1e-4));
    }

    @Test
    void aHeavilyLoadedNodeMeasuresItsLoadToo() throws Exception {
        for (int i = 1; i <= 60; i++) {
            play("s" + i, String.format("cam-%03d", i), 2 * HOUR + i * 1000L, i % 3 + 1);
        }
        SimulatedLoad simulated = node.load();

        LoadSample measured = measure(Duration.ofMillis(Noise.PERIOD_MS));

        assertThat(simulated.net()).isGreaterThan(50);
        assertThat(measured.net()).isCloseTo(simulated.net(), within(1e-4));
        assertThat(measured.cpu()).isCloseTo(simulated.cpu(), within(0.06));
    }
}
