package org.voddesk.control.remote;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.control.api.Link;
import org.voddesk.testing.Await;

/**
 * A desk's session across a lost connection, over TLS on loopback through a relay the test cuts: the link says it
 * is lost, then the same login comes back on the new connection without the password; a resume the server refuses
 * (its secret expired) leaves the link needing a login.
 */
class RemoteSessionResumeTest {
    private static final Duration WAIT = Duration.ofSeconds(30);

    private RelayedServer f;
    private RemoteSession session;
    private final List<Link> seen = new CopyOnWriteArrayList<>();

    @BeforeEach
    void start(@TempDir Path dir) throws Exception {
        f = new RelayedServer(dir, UnaryOperator.identity());
        session = f.operatorSession();
        session.onLinkChanged(seen::add);
    }

    @AfterEach
    void stop() {
        session.close();
        f.close();
    }

    @Test
    void theLinkNamesTheServerAndItsFingerprint() {
        assertThat(session.link()).isEqualTo(new Link(f.address().toString(), f.server.fingerprint(),
                Link.State.CONNECTED, ""));
    }

    @Test
    void aCutConnectionComesBackWithTheSameLoginWithoutThePassword() {
        long epoch = session.linkState().epoch();

        f.proxy.cut();

        Await.until("the link came back", WAIT, () -> session.linkState().epoch() > epoch
                && session.link().state() == Link.State.CONNECTED);
        assertThat(seen).extracting(Link::state).contains(Link.State.RECONNECTING);
        assertThat(seen.get(seen.size() - 1).state()).isEqualTo(Link.State.CONNECTED);
        assertThat(session.whoAmI().value().name()).isEqualTo("operator");
        assertThat(f.audited("login.resume", "operator")).isTrue();
        assertThat(f.audited("logout", "operator")).isFalse();
    }

    @Test
    void whileTheServerCannotBeReachedTheLinkSaysWhenItTriesNext() {
        f.proxy.refuse(true);
        f.proxy.cut();

        Await.until("the link planned a retry", WAIT, () -> session.link().state() == Link.State.RECONNECTING
                && session.link().retryAtMs() > 0);
        assertThat(session.link().detail()).isEqualTo("The connection to " + f.address() + " is lost.");

        f.proxy.refuse(false);
        Await.until("the link came back", WAIT, () -> session.link().state() == Link.State.CONNECTED);
        assertThat(session.whoAmI().ok()).isTrue();
    }

    @Test
    void anExpiredResumeLeavesTheLinkNeedingALogin() {
        f.proxy.refuse(true);
        f.proxy.cut();
        Await.until("the desk saw the connection end", WAIT, () -> session.link().state()
                == Link.State.RECONNECTING);
        // past the window and the idle time alike, whenever the server stamped the connection's end
        f.serverClock.advance(Duration.ofMinutes(31));

        f.proxy.refuse(false);

        Await.until("the resume was refused", WAIT, () -> session.link().state() == Link.State.LOGIN_NEEDED);
        assertThat(session.link().detail()).isEqualTo("This desk's login could not be resumed (the server does not"
                + " know its secret): log in again.");
        assertThat(session.whoAmI().ok()).isFalse();

        assertThat(session.login("operator", RelayedServer.OPERATOR_PASSWORD.toCharArray()).ok()).isTrue();
        assertThat(session.link().state()).isEqualTo(Link.State.CONNECTED);
    }

    @Test
    void aLostLoginStaysLostWhenTheConnectionComesBackAgain() {
        f.proxy.refuse(true);
        f.proxy.cut();
        Await.until("the desk saw the connection end", WAIT, () -> session.link().state()
                == Link.State.RECONNECTING);
        f.serverClock.advance(Duration.ofMinutes(31));
        f.proxy.refuse(false);
        Await.until("the resume was refused", WAIT, () -> session.link().state() == Link.State.LOGIN_NEEDED);
        seen.clear();

        f.proxy.cut();

        Await.until("the link came back", WAIT, () -> seen.stream().anyMatch(l -> l.state()
                == Link.State.RECONNECTING) && session.link().state() != Link.State.RECONNECTING);
        assertThat(session.link().state()).isEqualTo(Link.State.LOGIN_NEEDED);
    }
}
