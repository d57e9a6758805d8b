package org.voddesk.control.local;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import java.util.function.Function;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.control.admin.SettingsRules;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.ControlSettings;
import org.voddesk.control.api.PlaybackStarted;
import org.voddesk.control.api.Principal;
import org.voddesk.core.Quality;
import org.voddesk.core.Role;
import org.voddesk.core.Session;

/**
 * Principals as a hostile caller would try them: a principal the control layer did not issue is refused by every
 * command, a user disabled since the login is refused (own password included), and each refusal is audited.
 */
class ControlPrincipalsTest {
    private static ControlFixture f;
    private static Principal boss;
    private static Session live;

    @BeforeAll
    static void start(@TempDir Path dir) throws Exception {
        f = new ControlFixture(dir, 2, SettingsRules.DEFAULT);
        f.roundsUntilAllOk();
        boss = f.user("boss", Role.SUPERVISOR);
        live = f.control.requestPlayback(boss, "cam-007", f.clock.millis() - 2 * ControlFixture.HOUR, 1,
                Quality.MAIN).value().session();
    }

    @AfterAll
    static void stop() {
        f.close();
    }

    /** Runs {@code command} as {@code who}; expects a refusal audited as {@code action}. */
    private static void refused(Principal who, String action, Function<Principal, CommandResult<?>> command) {
        long before = f.store.audit().recent(10_000).stream().filter(a -> a.entry().action().equals(action)).count();
        CommandResult<?> r = command.apply(who);
        assertThat(r.ok()).as(action + ": " + r.message()).isFalse();
        long after = f.store.audit().recent(10_000).stream().filter(a -> a.entry().action().equals(action)).count();
        assertThat(after).as("audited " + action).isEqualTo(before + 1);
    }

    private static void refusedEverywhere(Principal p) {
        long begin = f.clock.millis() - 2 * ControlFixture.HOUR;
        refused(p, "playback.start.refused", u -> f.control.requestPlayback(u, "cam-008", begin, 1, Quality.MAIN));
        refused(p, "playback.rate.refused", u -> f.control.changeRate(u, live.id(), 2));
        refused(p, "playback.stop.refused", u -> f.control.stopSession(u, live.id()));
        refused(p, "settings.change.refused", u -> f.control.updateSettings(u,
                f.control.settings().withIntervals(Duration.ofSeconds(7), Duration.ofSeconds(30))));
        refused(p, "move.approve.refused", u -> f.control.plans().approveMove(u, 1));
        refused(p, "user.create.refused", u -> f.control.accounts().createUser(u, "eve", Role.SUPERVISOR,
                "long enough!".toCharArray()));
        refused(p, "user.disable.refused", u -> f.control.accounts().setDisabled(u, "boss", true));
        refused(p, "stream.reopen.refused", u -> f.control.cameras().reopenStream(u, live.id()));
        assertThat(f.control.snapshot().session(live.id())).isPresent();
        assertThat(f.store.users().find("eve")).isEmpty();
    }

    @Test
    void aForgedSupervisorIsRefusedByEveryCommand() {
        refusedEverywhere(new Principal("ghost", Role.SUPERVISOR));
    }

    @Test
    void aForgedCopyOfARealSupervisorIsRefusedToo() {
        refusedEverywhere(new Principal("boss", Role.SUPERVISOR));
    }

    @Test
    void aUserDisabledSinceTheLoginIsRefusedIncludingTheirOwnPassword() {
        Principal carl = f.user("carl", Role.SUPERVISOR);
        assertThat(f.control.accounts().setDisabled(boss, "carl", true).ok()).isTrue();

        refusedEverywhere(carl);
        refused(carl, "user.password.refused", u -> f.control.accounts().changePassword(u, "carl",
                "another password".toCharArray()));
    }

    @Test
    void theCommandLinePrincipalPlaysButHasNoSupervisorRights() {
        Principal cli = f.cli("alice");

        assertThat(cli.name()).isEqualTo("cli:alice");
        assertThat(f.audited("principal.command_line")).isTrue();
        refused(cli, "settings.change.refused", u -> f.control.updateSettings(u,
                f.control.settings().withIntervals(Duration.ofSeconds(7), Duration.ofSeconds(30))));
        CommandResult<PlaybackStarted> r = f.control.requestPlayback(cli, "cam-009",
                f.clock.millis() - 2 * ControlFixture.HOUR, 1, Quality.SUB);
        assertThat(r.ok()).as(r.message()).isTrue();
        assertThat(f.control.stopSession(cli, r.value().session().id()).ok()).isTrue();
    }

    @Test
    void anOsUserWithAnEnabledAccountActsAsThatAccountAndTheLoginIsAudited() {
        f.user("olga", Role.OPERATOR);

        Principal cli = f.cli("olga");

        assertThat(cli.name()).isEqualTo("olga");
        assertThat(f.audited("login.os_user")).isTrue();
        refused(cli, "playback.stop.refused", u -> f.control.stopSession(u, live.id()));
    }

    @Test
    void aLoggedOutPrincipalIsRefused() {
        Principal dora = f.user("dora", Role.OPERATOR);
        f.control.logout(dora);

        refused(dora, "alarm.read.refused", u -> f.control.alarms().open(u));
        assertThat(f.audited("logout")).isTrue();
    }

    @Test
    void aSessionsStreamReopensForItsRequesterAndASupervisorOnly() {
        Principal ann = f.user("ann", Role.OPERATOR);
        Principal ben = f.user("ben", Role.OPERATOR);
        PlaybackStarted started = f.control.requestPlayback(ann, "cam-010",
                f.clock.millis() - 2 * ControlFixture.HOUR, 1, Quality.SUB).value();

        CommandResult<org.voddesk.control.api.SessionStream> own = f.control.cameras().reopenStream(ann,
                started.session().id());
        CommandResult<org.voddesk.control.api.SessionStream> sup = f.control.cameras().reopenStream(boss,
                started.session().id());

        assertThat(own.ok()).as(own.message()).isTrue();
        assertThat(own.value().url()).isEqualTo(started.url());
        assertThat(own.value().quality()).isEqualTo(Quality.SUB);
        assertThat(own.value().requestedBy()).isEqualTo("ann");
        assertThat(sup.ok()).isTrue();
        refused(ben, "stream.reopen.refused", u -> f.control.cameras().reopenStream(u, started.session().id()));
    }
}
