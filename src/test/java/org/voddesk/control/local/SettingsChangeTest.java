package org.voddesk.control.local;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.control.admin.SettingsRules;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.ControlEvent;
import org.voddesk.control.api.ControlSettings;
import org.voddesk.control.api.PlaybackStarted;
import org.voddesk.control.api.Principal;
import org.voddesk.control.api.ReHomingMode;
import org.voddesk.control.api.SettingProblem;
import org.voddesk.core.AuditRecord;
import org.voddesk.core.Quality;
import org.voddesk.core.Role;
import org.voddesk.store.Store;

/** A supervisor's change of the settings: checked, stored with its audit line, applied to the running loop. */
class SettingsChangeTest {
    private ControlFixture f;

    @AfterEach
    void stop() {
        if (f != null) {
            f.close();
        }
    }

    private List<AuditRecord> audit(String action) {
        return f.store.audit().recent(1000).stream().filter(a -> a.entry().action().equals(action)).toList();
    }

    @Test
    void supervisorsChangeIsStoredAndAuditedWithBeforeAndAfterOfEveryChangedKey(@TempDir Path dir)
            throws Exception {
        f = new ControlFixture(dir, 1, null);
        Principal boss = f.user("boss", Role.SUPERVISOR);
        ControlSettings next = SettingsRules.DEFAULT.withPlacementPolicy("least-load")
                .withExpiryAndHold(Duration.ofMinutes(2), SettingsRules.DEFAULT.moveHold());

        CommandResult<ControlSettings> r = f.control.updateSettings(boss, next);

        assertThat(r.ok()).as(r.message()).isTrue();
        assertThat(f.control.settings()).isEqualTo(next);
        assertThat(f.store.settings().all()).containsOnly(Map.entry("placement.policy", "least-load"),
                Map.entry("plan.expiry", "2m"));
        assertThat(audit("settings.change")).singleElement().satisfies(a -> {
            assertThat(a.entry().user()).isEqualTo("boss");
            assertThat(a.entry().detail()).isEqualTo("placement.policy: prefix-spread -> least-load; "
                    + "plan.expiry: 5m -> 2m");
        });
    }

    @Test
    void changeRaisesAnEventNamingTheChangedKeys(@TempDir Path dir) throws Exception {
        f = new ControlFixture(dir, 1, null);
        Principal boss = f.user("boss", Role.SUPERVISOR);

        f.control.updateSettings(boss, SettingsRules.DEFAULT.withPlacementPolicy("least-load"));

        assertThat(f.events(ControlEvent.SettingsChanged.class)).singleElement().satisfies(e -> {
            assertThat(e.by()).isEqualTo("boss");
            assertThat(e.changedKeys()).containsExactly("placement.policy");
            assertThat(e.after().placementPolicy()).isEqualTo("least-load");
        });
    }

    @Test
    void changedSettingsAreReadOnTheNextStart(@TempDir Path dir) throws Exception {
        f = new ControlFixture(dir, 1, null);
        Principal boss = f.user("boss", Role.SUPERVISOR);
        ControlSettings next = SettingsRules.DEFAULT.withReHoming(ReHomingMode.PROPOSE, 7);
        f.control.updateSettings(boss, next);
        f.close();
        f = null;

        try (Store reopened = Store.open(dir.resolve("voddesk.db"))) {
            assertThat(StoredSettings.load(reopened, java.time.Clock.systemUTC()).settings()).isEqualTo(next);
        }
    }

    @Test
    void operatorIsRefusedAuditedWithWhatWasTriedAndNothingChanges(@TempDir Path dir) throws Exception {
        f = new ControlFixture(dir, 1, null);
        Principal op = f.user("op", Role.OPERATOR);

        CommandResult<ControlSettings> r = f.control.updateSettings(op,
                SettingsRules.DEFAULT.withPlacementPolicy("least-load"));

        assertThat(r.ok()).isFalse();
        assertThat(r.message()).contains("Only a supervisor");
        assertThat(f.control.settings()).isEqualTo(SettingsRules.DEFAULT);
        assertThat(f.store.settings().all()).isEmpty();
        assertThat(f.events(ControlEvent.SettingsChanged.class)).isEmpty();
        assertThat(audit("settings.change.refused")).singleElement().satisfies(a -> assertThat(a.entry().detail())
                .contains("op is an operator", "placement.policy: prefix-spread -> least-load"));
    }

    @Test
    void disabledSupervisorIsRefused(@TempDir Path dir) throws Exception {
        f = new ControlFixture(dir, 1, null);
        Principal boss = f.user("boss", Role.SUPERVISOR);
        f.store.users().setDisabled("boss", true);

        assertThat(f.control.updateSettings(boss, SettingsRules.DEFAULT.withPlacementPolicy("least-load")).ok())
                .isFalse();
        assertThat(f.store.settings().all()).isEmpty();
    }

    @Test
    void unknownPolicyIsRefusedAndNothingChanges(@TempDir Path dir) throws Exception {
        f = new ControlFixture(dir, 1, null);
        Principal boss = f.user("boss", Role.SUPERVISOR);

        CommandResult<ControlSettings> r = f.control.updateSettings(boss,
                SettingsRules.DEFAULT.withPlacementPolicy("fastest"));

        assertThat(r.ok()).isFalse();
        assertThat(r.message()).contains("fastest", "least-load");
        assertThat(f.control.settings()).isEqualTo(SettingsRules.DEFAULT);
        assertThat(f.store.settings().all()).isEmpty();
        assertThat(f.events(ControlEvent.SettingsChanged.class)).isEmpty();
    }

    @Test
    void badStoredValueIsShownAndAChangeRepairsIt(@TempDir Path dir) throws Exception {
        try (Store s = Store.open(dir.resolve("voddesk.db"))) {
            s.settings().putAll(Map.of("move.hold", "forever"), 0, "sue");
        }
        f = new ControlFixture(dir, 1, null);
        assertThat(f.control.settingsProblems()).extracting(SettingProblem::key).containsExactly("move.hold");
        Principal boss = f.user("boss", Role.SUPERVISOR);

        f.control.updateSettings(boss, SettingsRules.DEFAULT.withPlacementPolicy("least-load"));

        assertThat(f.store.settings().all()).containsEntry("move.hold", "10m");
        assertThat(f.control.settingsProblems()).isEmpty();
        assertThat(audit("settings.change").get(0).entry().detail()).contains("move.hold: stored 'forever' -> 10m");
    }

    @Test
    void newPlacementPolicyPlacesTheNextRequest(@TempDir Path dir) throws Exception {
        f = new ControlFixture(dir, 2, null);
        f.roundsUntilAllOk();
        Principal boss = f.user("boss", Role.SUPERVISOR);
        long begin = f.clock.millis() - 3 * ControlFixture.HOUR;

        f.control.updateSettings(boss, SettingsRules.DEFAULT.withPlacementPolicy("least-load"));
        CommandResult<PlaybackStarted> r = f.control.requestPlayback(boss, "cam-007", begin, 1, Quality.MAIN);

        assertThat(r.ok()).as(r.message()).isTrue();
        assertThat(r.value().explanation().policy()).isEqualTo("least-load");
        assertThat(f.store.decisions().between(0, Long.MAX_VALUE)).singleElement()
                .satisfies(d -> assertThat(d.entry().policy()).isEqualTo("least-load"));
    }

    @Test
    void shorterPollIntervalReschedulesTheRunningLoop(@TempDir Path dir) throws Exception {
        f = new ControlFixture(dir, 1, SettingsRules.DEFAULT.withIntervals(Duration.ofHours(1),
                Duration.ofSeconds(30)));
        Principal boss = f.user("boss", Role.SUPERVISOR);
        f.polls.hold();
        f.control.start();
        assertThat(f.polls.awaitPolled()).isTrue();
        f.polls.releaseAndHandOver();
        f.loop.submit(() -> { }).get(30, TimeUnit.SECONDS); // the first round folded and scheduled the next in 1 h
        var nextRound = f.polls.expectStarts(1);

        f.control.updateSettings(boss, SettingsRules.DEFAULT.withIntervals(Duration.ofMillis(100),
                Duration.ofSeconds(30)));

        // With the old interval the next round would start in an hour; the await would then fail.
        assertThat(nextRound.await(30, TimeUnit.SECONDS)).isTrue();
        f.control.stop();
    }
}
