package org.voddesk.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.grpc.Status;
import io.grpc.inprocess.InProcessServerBuilder;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Predicate;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.ControlEvent;
import org.voddesk.control.api.ControlSettings;
import org.voddesk.control.api.Link;
import org.voddesk.control.api.PlaybackStarted;
import org.voddesk.control.api.Principal;
import org.voddesk.control.remote.RemoteControl;
import org.voddesk.control.remote.RemoteFixture;
import org.voddesk.core.Quality;
import org.voddesk.testing.Await;
import org.voddesk.wire.ServerAddress;

/**
 * The remote control's events, snapshot and settings from the server's stream, on the in-process transport (and once
 * over TLS): a subscription starts with the snapshot and gets the events in order; a cut stream comes back with
 * exactly what it missed, saying so on the link; a login gone is LOGIN_NEEDED until the next login; a restarted
 * server gives a new snapshot.
 */
class RemoteControlEventsTest {
    private static final Duration WAIT = Duration.ofSeconds(30);
    @TempDir
    Path dir;
    private final String name = InProcessServerBuilder.generateName();
    private final List<ControlEvent> heard = new CopyOnWriteArrayList<>();
    private ServerFixture f;
    private RemoteControl remote;
    private ControlServer restarted;
    private Principal boss;

    private void start(boolean tls) throws Exception {
        start(tls, 0);
    }

    private void start(boolean tls, int demoNodes) throws Exception {
        f = tls ? new ServerFixture(dir) : new ServerFixture(dir, InProcessServerBuilder.forName(name),
                EventLimits.DEFAULT, demoNodes);
        boss = f.control.login("boss", ServerFixture.SUPERVISOR_PASSWORD.clone()).value();
        remote = tls ? RemoteControl.connect(f.server.address(), f.known, true, Runnable::run)
                : RemoteFixture.connect(name);
    }

    @AfterEach
    void stop() {
        if (remote != null) {
            remote.close();
        }
        if (restarted != null) {
            restarted.close();
        }
        if (f != null) {
            f.close();
        }
    }

    private CommandResult<Principal> login() {
        return remote.loginAsync("operator", ServerFixture.OPERATOR_PASSWORD.clone(), "").join();
    }

    private void bitrate(long bps) {
        ControlSettings next = f.control.settings().withDefaultBitrate(bps);
        assertThat(f.control.updateSettings(boss, next).ok()).isTrue();
    }

    private void awaitHeard(String what, Predicate<List<ControlEvent>> done) {
        Await.until(what, WAIT, () -> done.test(List.copyOf(heard)));
    }

    private static long countOf(List<ControlEvent> events, Class<?> kind) {
        return events.stream().filter(kind::isInstance).count();
    }

    /** What the listener heard, as words: the kind, and a link's state or a settings change's bit rate. */
    private List<String> heardWords() {
        return heard.stream().map(e -> {
            if (e instanceof ControlEvent.LinkChanged l) {
                return "link " + l.link().state();
            }
            if (e instanceof ControlEvent.SettingsChanged s) {
                return "settings " + s.after().defaultBitrateBps();
            }
            return e.getClass().getSimpleName();
        }).toList();
    }

    @Test
    void theLoginBringsTheServersStateAndTheEventsFollowInOrder() throws Exception {
        start(false);
        f.control.tick();
        assertThat(remote.snapshot().round()).isZero();
        assertThatThrownBy(remote::settings).isInstanceOf(IllegalStateException.class);

        assertThat(login().ok()).isTrue();
        remote.subscribe(heard::add);
        bitrate(3_000_001);
        bitrate(3_000_002);
        f.control.tick();
        awaitHeard("the round", h -> countOf(h, ControlEvent.RoundFinished.class) == 1);

        assertThat(heardWords()).containsExactly("Subscribed", "settings 3000001", "settings 3000002",
                "RoundFinished");
        assertThat(((ControlEvent.Subscribed) heard.get(0)).snapshot().round()).isEqualTo(1);
        assertThat(remote.snapshot().round()).isEqualTo(2);
        assertThat(remote.settings()).isEqualTo(f.control.settings());
        assertThat(remote.settingsProblems()).isEqualTo(f.control.settingsProblems());
        assertThat(remote.link().state()).isEqualTo(Link.State.CONNECTED);
        assertThat(remote.settingsForm().of(remote.settings()).get("stream.default_bitrate_bps")).isEqualTo("3000002");
    }

    @Test
    void aPlaybackStartedAtAnotherDeskShowsInTheSnapshotBeforeTheNextRound() throws Exception {
        start(false, 1);
        f.control.tick();
        f.control.tick();
        assertThat(login().ok()).isTrue();
        remote.subscribe(heard::add);
        Principal otherDesk = f.control.login("operator", ServerFixture.OPERATOR_PASSWORD.clone()).value();
        long round = remote.snapshot().round();

        CommandResult<PlaybackStarted> started = f.control.requestPlayback(otherDesk, "cam-001",
                System.currentTimeMillis() - 2 * 3_600_000L, 1, Quality.MAIN);
        assertThat(started.ok()).as(started.message()).isTrue();
        String id = started.value().session().id();
        Await.until("the session in the remote snapshot", WAIT, () -> remote.snapshot().session(id).isPresent());

        assertThat(remote.snapshot().round()).isEqualTo(round).isEqualTo(f.control.snapshot().round());
        assertThat(remote.snapshot().owner(id)).contains("operator");
        assertThat(heard).anySatisfy(e -> assertThat(e).isInstanceOfSatisfying(ControlEvent.SessionStarted.class,
                s -> assertThat(s.session().id()).isEqualTo(id)));
    }

    @Test
    void aStreamCutByTheServerComesBackWithExactlyWhatItMissed() throws Exception {
        start(false);
        assertThat(login().ok()).isTrue();
        remote.subscribe(heard::add);

        f.server.events().endStreams(Status.UNAVAILABLE.withDescription("cut by the test"));
        bitrate(3_000_001);
        bitrate(3_000_002);
        bitrate(3_000_003);
        awaitHeard("the missed changes", h -> countOf(h, ControlEvent.SettingsChanged.class) == 3);

        assertThat(heardWords()).containsExactly("Subscribed", "link RECONNECTING", "link CONNECTED",
                "settings 3000001", "settings 3000002", "settings 3000003");
        assertThat(((ControlEvent.LinkChanged) heard.get(1)).link().detail()).contains("cut by the test");
        assertThat(remote.link()).isEqualTo(((ControlEvent.LinkChanged) heard.get(2)).link());
        assertThat(remote.settings().defaultBitrateBps()).isEqualTo(3_000_003);
    }

    @Test
    void aLoginGoneIsLoginNeededUntilTheNextLoginThenTheMissedEventsCome() throws Exception {
        start(false);
        assertThat(login().ok()).isTrue();
        remote.subscribe(heard::add);

        remote.session().logout();
        awaitHeard("login needed", h -> h.size() == 2);
        bitrate(3_000_001);
        assertThat(login().ok()).isTrue();
        awaitHeard("the missed change", h -> countOf(h, ControlEvent.SettingsChanged.class) == 1);

        assertThat(heardWords()).containsExactly("Subscribed", "link LOGIN_NEEDED", "link CONNECTED",
                "settings 3000001");
        assertThat(((ControlEvent.LinkChanged) heard.get(1)).link().detail()).isEqualTo(Tokens.LOGGED_OUT);
    }

    @Test
    void aRestartedServerGivesANewSnapshotAfterTheNextLogin() throws Exception {
        start(false);
        assertThat(login().ok()).isTrue();
        remote.subscribe(heard::add);

        f.server.close();
        awaitHeard("reconnecting", h -> h.stream().anyMatch(e -> e instanceof ControlEvent.LinkChanged l
                && l.link().state() == Link.State.RECONNECTING));
        restarted = ControlServer.start(InProcessServerBuilder.forName(name), f.control, f.reports, "SHA256:in-process",
                new ServerSettings(new ServerAddress("127.0.0.1", 0), "test-version"),
                f.tokenClock);
        bitrate(3_000_001);
        Await.until("the new server says the login is gone", WAIT,
                () -> remote.link().state() == Link.State.LOGIN_NEEDED);
        assertThat(login().ok()).isTrue();
        awaitHeard("a new snapshot", h -> countOf(h, ControlEvent.Subscribed.class) == 2);

        assertThat(heardWords()).containsSubsequence("Subscribed", "link RECONNECTING", "link LOGIN_NEEDED",
                "link CONNECTED", "Subscribed");
        assertThat(heardWords()).doesNotContain("settings 3000001");
        assertThat(remote.settings().defaultBitrateBps()).isEqualTo(3_000_001);
    }

    @Test
    void aLogoutEndsTheStreamWithoutALinkChange() throws Exception {
        start(false);
        assertThat(login().ok()).isTrue();
        remote.subscribe(heard::add);
        Principal me = remote.session().whoAmI().value();

        assertThat(remote.logoutAsync(me).join().ok()).isTrue();
        Await.until("the server's stream ended", WAIT, () -> f.server.events().openStreams().isEmpty());
        bitrate(3_000_001);

        assertThat(heardWords()).containsExactly("Subscribed");
        assertThat(remote.link().state()).isEqualTo(Link.State.CONNECTED);
    }

    @Test
    void overTlsTheEventsAndTheLinkAreTheServers() throws Exception {
        start(true);
        assertThat(login().ok()).isTrue();
        remote.subscribe(heard::add);

        bitrate(3_000_001);
        awaitHeard("the change", h -> countOf(h, ControlEvent.SettingsChanged.class) == 1);

        assertThat(heardWords()).containsExactly("Subscribed", "settings 3000001");
        assertThat(remote.link()).isEqualTo(new Link(f.server.address().toString(), f.server.fingerprint(),
                Link.State.CONNECTED, ""));
        assertThat(remote.settings()).isEqualTo(f.control.settings());
    }
}
