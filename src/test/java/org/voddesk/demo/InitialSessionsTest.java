package org.voddesk.demo;

import org.voddesk.testing.ManualClock;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.voddesk.core.Session;

class InitialSessionsTest {
    private final ManualClock clock = new ManualClock(Instant.parse("2026-11-28T10:00:00Z"));

    private DemoNode seeded(long seed) {
        DemoNode node = new DemoNode(DemoNodeConfig.standard("vod-2", 1).withoutNoise(),
                DemoCatalogue.standard(), clock, "http://127.0.0.1:1");
        InitialSessions.seed(node, 25, seed, clock);
        return node;
    }

    @Test
    void startsTheRequestedNumberOfSessionsNamedForTheirNode() {
        assertThat(seeded(5).sessions()).hasSize(25).extracting(Session::id)
                .allSatisfy(id -> assertThat(id).startsWith("vod-2-bg-"));
    }

    @Test
    void sameSeedGivesTheSameSessions() {
        assertThat(seeded(5).sessions()).isEqualTo(seeded(5).sessions());
        assertThat(seeded(5).sessions()).isNotEqualTo(seeded(6).sessions());
    }

    @Test
    void sessionsBeginAtLeastTwoHoursBeforeTheEndOfTheRecordings() {
        long end = DemoCatalogue.standard().recordedEnd(clock.millis());

        assertThat(seeded(5).sessions()).allSatisfy(s -> assertThat(s.beginMs()).isLessThan(end - 2 * 3_600_000L));
    }

    @Test
    void theyLoadTheNode() {
        assertThat(seeded(5).load().net()).isPositive();
    }
}
