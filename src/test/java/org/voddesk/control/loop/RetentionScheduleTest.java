package org.voddesk.control.loop;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.control.state.Audit;
import org.voddesk.core.AuditRecord;
import org.voddesk.store.RetentionResult;
import org.voddesk.store.Store;
import org.voddesk.store.StoreException;
import org.voddesk.store.StoreSettings;
import org.voddesk.testing.ManualClock;

/** Retention runs at the first round after a start, then daily, and on while it has not caught up (fixed clock). */
class RetentionScheduleTest {
    private final ManualClock clock = new ManualClock(Instant.parse("2026-11-28T10:00:00Z"));
    private final List<Long> runs = new ArrayList<>();
    private final List<RetentionResult> results = new ArrayList<>();
    private Store store;
    private RetentionSchedule schedule;

    @BeforeEach
    void open(@TempDir Path dir) {
        store = Store.open(dir.resolve("voddesk.db"), StoreSettings.DEFAULT);
        schedule = new RetentionSchedule(now -> {
            runs.add(now);
            return results.isEmpty() ? new RetentionResult(3, 120, true) : results.remove(0);
        }, clock, new Audit(store));
    }

    @AfterEach
    void close() {
        store.close();
    }

    private void roundsFor(Duration d) {
        for (long t = 0; t < d.toMillis(); t += 5_000) {
            clock.advance(Duration.ofSeconds(5));
            schedule.roundEnded();
        }
    }

    private List<AuditRecord> audited() {
        return store.audit().recent(100).stream().filter(a -> a.entry().action().equals("retention.run")).toList();
    }

    @Test
    void theFirstRoundRunsIt() {
        schedule.roundEnded();

        assertThat(runs).containsExactly(clock.millis());
    }

    @Test
    void itRunsOnceADay() {
        schedule.roundEnded();
        roundsFor(Duration.ofHours(23).plusMinutes(59));
        assertThat(runs).hasSize(1);

        roundsFor(Duration.ofMinutes(1));

        assertThat(runs).hasSize(2);
        assertThat(runs.get(1) - runs.get(0)).isEqualTo(Duration.ofDays(1).toMillis());
    }

    @Test
    void aRunThatDidNotCatchUpGoesOnAtTheNextRounds() {
        results.add(new RetentionResult(192, 5_000, false));
        results.add(new RetentionResult(192, 5_000, false));
        results.add(new RetentionResult(10, 200, true));

        schedule.roundEnded();
        roundsFor(Duration.ofSeconds(25));

        assertThat(runs).hasSize(3);
    }

    @Test
    void eachRunIsAuditedWithWhatItDid() {
        schedule.roundEnded();

        assertThat(audited()).singleElement().satisfies(a -> {
            assertThat(a.entry().user()).isEqualTo("system");
            assertThat(a.entry().detail()).isEqualTo("3 windows thinned, 120 sample rows removed");
        });
    }

    @Test
    void aFailedRunIsTriedAgainTheNextDayNotEveryRound() {
        RetentionSchedule failing = new RetentionSchedule(now -> {
            runs.add(now);
            throw new StoreException("disk full");
        }, clock, new Audit(store));

        failing.roundEnded();
        for (int i = 0; i < 10; i++) {
            clock.advance(Duration.ofSeconds(5));
            failing.roundEnded();
        }

        assertThat(runs).hasSize(1);
        assertThat(audited()).isEmpty();
    }
}
