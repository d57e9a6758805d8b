package org.voddesk.ui.frame;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.time.ZoneOffset;
import org.junit.jupiter.api.Test;
import org.voddesk.control.api.ControlEvent;
import org.voddesk.control.api.Link;

/** The status bar's link and the banner, fed link changes as the console's events bring them. */
class LinkViewModelTest {
    private static final long T0 = Instant.parse("2026-12-03T14:05:09Z").toEpochMilli();
    private static final String FINGERPRINT = "SHA256:3q2+7wAbCdEfGhIjKlMnOpQrStUvWxYz0123456789abc";
    private static final Link SERVER = new Link("10.0.0.5:7443", FINGERPRINT, Link.State.CONNECTED, "");

    private final LinkViewModel model = new LinkViewModel(ZoneOffset.UTC);

    private void feed(Link link, long atMs) {
        model.onEvent(new ControlEvent.LinkChanged(atMs, link));
    }

    @Test
    void thisDeskShowsThisDeskAndNoBanner() {
        model.onLink(Link.THIS_DESK, T0);

        assertThat(model.statusProperty().get()).isEqualTo("this desk");
        assertThat(model.fingerprintProperty().get()).isEmpty();
        assertThat(model.bannerShownProperty().get()).isFalse();
    }

    @Test
    void aServerShowsItsAddressAndTheShortFingerprintWithTheWholeOneAside() {
        feed(SERVER, T0);

        assertThat(model.statusProperty().get()).isEqualTo("10.0.0.5:7443 SHA256:3q2+7wAbCdEf\u2026");
        assertThat(model.fingerprintProperty().get()).isEqualTo(FINGERPRINT);
        assertThat(model.bannerShownProperty().get()).isFalse();
    }

    @Test
    void aLostLinkShowsWhenItIsTriedAgainAndHowOldTheScreensAre() {
        feed(SERVER, T0 - 60_000);

        feed(SERVER.reconnecting("The connection to 10.0.0.5:7443 is lost.", T0 + 4_000), T0);

        assertThat(model.bannerShownProperty().get()).isTrue();
        assertThat(model.bannerProperty().get()).isEqualTo("Connection to 10.0.0.5:7443 lost; trying again in 4 s"
                + " \u2014 the screens show the state at 14:05:09");
        assertThat(model.loginNeededProperty().get()).isFalse();
    }

    @Test
    void theCountdownMovesWithTheClockAndSaysNowWhenTheTryIsDue() {
        feed(SERVER, T0 - 60_000);
        feed(SERVER.reconnecting("lost", T0 + 4_000), T0);

        model.tick(T0 + 2_500);
        assertThat(model.bannerProperty().get()).contains("trying again in 2 s");

        model.tick(T0 + 4_000);
        assertThat(model.bannerProperty().get()).isEqualTo("Connection to 10.0.0.5:7443 lost; trying again now"
                + " \u2014 the screens show the state at 14:05:09");
    }

    @Test
    void aLaterReadOfTheSameLossKeepsTheTimeItWasLost() {
        feed(SERVER, T0 - 60_000);
        Link lost = SERVER.reconnecting("lost", T0 + 30_000);
        feed(lost, T0);

        model.onLink(lost.reconnecting("lost", T0 + 60_000), T0 + 20_000); // the status bar's read, a second try later

        assertThat(model.bannerProperty().get()).endsWith("at 14:05:09");
        assertThat(model.bannerProperty().get()).contains("trying again in 40 s");
    }

    @Test
    void aReadThatSawTheLossBeforeItsEventTakesTheEventsEarlierTime() {
        feed(SERVER, T0 - 60_000);
        Link lost = SERVER.reconnecting("lost", 0);
        model.onLink(lost, T0 + 1_000);

        feed(lost, T0);

        assertThat(model.bannerProperty().get()).endsWith("at 14:05:09");
    }

    @Test
    void aRefusedResumeOffersANewLogin() {
        feed(SERVER, T0 - 60_000);
        feed(SERVER.reconnecting("lost", 0), T0);

        feed(SERVER.with(Link.State.LOGIN_NEEDED, "This desk's login could not be resumed (the server does not know"
                + " its secret): log in again."), T0 + 9_000);

        assertThat(model.loginNeededProperty().get()).isTrue();
        assertThat(model.bannerProperty().get()).isEqualTo("Connection to 10.0.0.5:7443 is back, but not this desk's"
                + " login: This desk's login could not be resumed (the server does not know its secret): log in again."
                + " The screens show the state at 14:05:09.");
    }

    @Test
    void theBannerGoesWhenTheLinkIsBack() {
        feed(SERVER, T0 - 60_000);
        feed(SERVER.reconnecting("lost", 0), T0);

        feed(SERVER, T0 + 3_000);

        assertThat(model.bannerShownProperty().get()).isFalse();
        assertThat(model.bannerProperty().get()).isEmpty();
        assertThat(model.loginNeededProperty().get()).isFalse();
    }

    @Test
    void otherEventsChangeNothing() {
        feed(SERVER, T0);

        model.onEvent(new ControlEvent.SessionStopped(T0, "s-1", "vod-1", "sam"));

        assertThat(model.statusProperty().get()).startsWith("10.0.0.5:7443");
        assertThat(model.bannerShownProperty().get()).isFalse();
    }
}
