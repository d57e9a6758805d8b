package org.voddesk.demo;

import org.voddesk.testing.ManualClock;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.voddesk.core.Quality;
import org.voddesk.core.Session;
import org.voddesk.core.StreamSource;

class DemoNodeTest {
    private static final long HOUR = 3_600_000;
    private final ManualClock clock = new ManualClock(Instant.parse("2026-11-28T10:00:00Z"));
    private final long now = clock.millis();
    private final DemoNode node = new DemoNode(DemoNodeConfig.standard("vod-1", 42).withoutNoise(),
            DemoCatalogue.standard(), clock, "http://127.0.0.1:1");

    private AgentOutcome play(String id, String camera, long begin, double rate) {
        return node.play(new PlayOrder(id, camera, begin, begin, rate, Quality.MAIN));
    }

    private Session session(String id) {
        return node.sessions().stream().filter(s -> s.id().equals(id)).findFirst().orElseThrow();
    }

    @Test
    void positionAdvancesAtThePlaybackRate() {
        play("s1", "cam-001", now - 5 * HOUR, 2);

        clock.advance(Duration.ofSeconds(10));

        assertThat(session("s1").positionMs()).isEqualTo(now - 5 * HOUR + 20_000);
    }

    @Test
    void rateChangeKeepsThePositionContinuous() {
        play("s1", "cam-001", now - 5 * HOUR, 1);
        clock.advance(Duration.ofSeconds(10));

        node.rate("s1", 0.5);
        clock.advance(Duration.ofSeconds(10));

        assertThat(session("s1").positionMs()).isEqualTo(now - 5 * HOUR + 15_000);
        assertThat(session("s1").beginMs()).isEqualTo(now - 5 * HOUR);
    }

    @Test
    void playFromAMovedSessionsPositionKeepsItsBegin() {
        node.play(new PlayOrder("s1", "cam-001", now - 5 * HOUR, now - 4 * HOUR, 1, Quality.SUB));

        assertThat(session("s1").beginMs()).isEqualTo(now - 5 * HOUR);
        assertThat(session("s1").positionMs()).isEqualTo(now - 4 * HOUR);
        assertThat(session("s1").bitrateBps()).isEqualTo(512_000);
    }

    @Test
    void sessionEndsWhenItReachesTheEndOfTheRecordedMaterial() {
        play("s1", "cam-001", now - 600_000, 3);

        clock.advance(Duration.ofMinutes(6));

        assertThat(node.sessions()).isEmpty();
    }

    @Test
    void playAnswersWithTheSessionAndAStreamUrl() {
        assertThat(play("s1", "cam-001", now - HOUR, 1))
                .isEqualTo(new AgentOutcome.Done("s1", "http://127.0.0.1:1/vod-1/s1/index.m3u8"));
    }

    @Test
    void playRefusesAnUnknownCamera() {
        assertThat(play("s1", "cam-999", now - HOUR, 1)).isInstanceOfSatisfying(AgentOutcome.Refused.class,
                r -> assertThat(r.code()).isEqualTo("unknown-camera"));
    }

    @Test
    void playRefusesATimeWithoutRecording() {
        assertThat(play("s1", "cam-001", now + HOUR, 1)).isInstanceOfSatisfying(AgentOutcome.Refused.class,
                r -> assertThat(r.code()).isEqualTo("no-recording"));
    }

    @Test
    void playRefusesASessionIdAlreadyRunning() {
        play("s1", "cam-001", now - HOUR, 1);

        assertThat(play("s1", "cam-002", now - HOUR, 1)).isInstanceOfSatisfying(AgentOutcome.Refused.class,
                r -> assertThat(r.code()).isEqualTo("session-exists"));
    }

    @Test
    void stopAndRateRefuseAnUnknownSession() {
        assertThat(node.stop("nope")).isInstanceOfSatisfying(AgentOutcome.Refused.class,
                r -> assertThat(r.code()).isEqualTo("unknown-session"));
        assertThat(node.rate("nope", 2)).isInstanceOfSatisfying(AgentOutcome.Refused.class,
                r -> assertThat(r.code()).isEqualTo("unknown-session"));
    }

    @Test
    void stopEndsTheSession() {
        play("s1", "cam-001", now - HOUR, 1);

        assertThat(node.stop("s1")).isEqualTo(new AgentOutcome.Done("s1", null));
        assertThat(node.sessions()).isEmpty();
    }

    @Test
    void netFollowsEquationTwoWithIpsanStreamsCountedTwice() {
        play("lead", "cam-001", now - 2 * HOUR, 1);
        clock.advance(Duration.ofSeconds(10));
        play("follow", "cam-001", now - 2 * HOUR, 1);
        play("other", "cam-002", now - 3 * HOUR, 2);

        SimulatedLoad load = node.load();

        assertThat(session("follow").source()).isEqualTo(StreamSource.MEMORY);
        // 100 * (2 + 2*2 + 2*4) Mb/s / 600 Mb/s
        assertThat(load.net()).isCloseTo(100.0 * 14 / 600, within(1e-9));
        assertThat(load.txBps()).isEqualTo(8e6);
        assertThat(load.rxBps()).isEqualTo(6e6);
    }

    @Test
    void followerReadsFromIpsanOnceItsLeaderStops() {
        play("lead", "cam-001", now - 2 * HOUR, 1);
        clock.advance(Duration.ofSeconds(10));
        play("follow", "cam-001", now - 2 * HOUR, 1);

        node.stop("lead");

        assertThat(session("follow").source()).isEqualTo(StreamSource.IPSAN);
        assertThat(node.load().rxBps()).isEqualTo(2e6);
    }

    @Test
    void followerReadsFromIpsanOnceItsLeaderRunsAhead() {
        play("lead", "cam-001", now - 2 * HOUR, 1);
        clock.advance(Duration.ofSeconds(10));
        play("follow", "cam-001", now - 2 * HOUR, 1);

        node.rate("lead", 2);

        assertThat(session("follow").source()).isEqualTo(StreamSource.IPSAN);
    }

    @Test
    void cpuIsFivePlusThreeTenthsOfNet() {
        play("s1", "cam-001", now - 2 * HOUR, 3);

        SimulatedLoad load = node.load();

        assertThat(load.cpu()).isCloseTo(5 + 0.3 * load.net(), within(1e-9));
    }

    @Test
    void memGrowsWithTheCachedSegmentPrefixes() {
        play("s1", "cam-001", now - 2 * HOUR, 1);
        play("s2", "cam-002", now - 2 * HOUR, 1);

        assertThat(node.cachedPrefixes()).isEqualTo(2);
        assertThat(node.load().mem()).isCloseTo(20 + 60 * 2.0 / 128, within(1e-9));
    }

    @Test
    void enteringTheNextSegmentCachesItsPrefix() {
        play("s1", "cam-001", now - 2 * HOUR + HOUR - 1_000, 1);

        clock.advance(Duration.ofSeconds(2));

        assertThat(node.cachedPrefixes()).isEqualTo(2);
    }

    @Test
    void cachedPrefixesOutliveTheirSessions() {
        play("s1", "cam-001", now - 2 * HOUR, 1);
        node.stop("s1");

        assertThat(node.cachedPrefixes()).isEqualTo(1);
        assertThat(node.load().net()).isZero();
    }

    @Test
    void netIsCappedAtTheNodesBandwidth() {
        for (int i = 1; i <= 80; i++) {
            play("s" + i, String.format("cam-%03d", i), now - 2 * HOUR, 3);
        }

        SimulatedLoad load = node.load();

        assertThat(load.net()).isEqualTo(100);
        assertThat(load.txBps() + load.rxBps()).isCloseTo(600e6, within(1e-3));
    }

    @Test
    void noiseIsTheSameForTheSameSeedAndTime() {
        DemoNodeConfig config = DemoNodeConfig.standard("vod-1", 7);
        DemoNode a = new DemoNode(config, DemoCatalogue.standard(), clock, "http://127.0.0.1:1");
        DemoNode b = new DemoNode(config, DemoCatalogue.standard(), clock, "http://127.0.0.1:1");

        assertThat(a.load()).isEqualTo(b.load());
        assertThat(a.proc()).isEqualTo(b.proc());
    }

    @Test
    void noiseStaysSmall() {
        DemoNode noisy = new DemoNode(DemoNodeConfig.standard("vod-1", 7),
                DemoCatalogue.standard(), clock, "http://127.0.0.1:1");
        for (int i = 0; i < 50; i++) {
            SimulatedLoad load = noisy.load();
            assertThat(load.cpu()).isBetween(4.0, 6.2);
            assertThat(load.mem()).isBetween(19.5, 20.5);
            assertThat(load.net()).isBetween(0.05, 0.3);
            clock.advance(Duration.ofSeconds(5));
        }
    }
}
