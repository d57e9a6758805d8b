package org.voddesk.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.Principal;
import org.voddesk.control.remote.RemoteSession;
import org.voddesk.wire.ServerAddress;
import org.voddesk.wire.tls.ServerCertificateException;
import org.voddesk.wire.tls.ServerIdentity;
import org.voddesk.wire.tls.ServerTrust;
import org.voddesk.wire.tls.SiteAuthority;
import org.voddesk.wire.tls.TestAuthority;

/**
 * A client that trusts the site's authority ({@code --tls-ca}) over a real TLS socket on loopback: a server whose
 * certificate the authority signed for the host dialled is trusted without known_servers; one signed by another
 * authority, one for another host, and one past its dates are refused with a line naming why.
 */
class AuthorityTrustTest {
    @TempDir
    Path dir;
    private final TestAuthority site = TestAuthority.make("Site CA");
    private ServerFixture f;

    @AfterEach
    void stop() {
        if (f != null) {
            f.close();
        }
    }

    /** A server presenting a certificate from {@code by} for {@code names}; the client trusts {@link #site}. */
    private ServerAddress serve(TestAuthority by, List<String> names, Instant from, Instant to) throws Exception {
        Path crt = by.issueServer(dir, "server", names, from, to);
        f = new ServerFixture(Files.createDirectories(dir.resolve("server")),
                ServerIdentity.fromFiles(crt, TestAuthority.keyOf(crt)));
        return f.server.address();
    }

    private ServerAddress serve(TestAuthority by, List<String> names) throws Exception {
        Instant now = Instant.now();
        return serve(by, names, now.minus(Duration.ofDays(1)), now.plus(Duration.ofDays(30)));
    }

    private ServerTrust siteTrust() throws Exception {
        return ServerTrust.authority(SiteAuthority.read(site.writeCertificate(dir.resolve("site-ca.pem"))));
    }

    @Test
    void aCertificateTheAuthoritySignedForTheAddressDialledIsTrustedAndALoginGoesThrough() throws Exception {
        ServerAddress address = serve(site, List.of("127.0.0.1"));

        try (RemoteSession s = RemoteSession.connect(address, siteTrust())) {
            CommandResult<Principal> in = s.login("operator", ServerFixture.OPERATOR_PASSWORD.clone());
            assertThat(in.ok()).as(in.message()).isTrue();
            assertThat(s.fingerprint()).isEqualTo(f.server.fingerprint());
        }
        assertThat(f.known.file()).as("known_servers is not used").doesNotExist();
    }

    @Test
    void aCertificateForAHostNameIsTrustedByThatNameAndRefusedByAnotherAddress() throws Exception {
        ServerAddress address = serve(site, List.of("localhost"));

        try (RemoteSession s = RemoteSession.connect(new ServerAddress("localhost", address.port()), siteTrust())) {
            assertThat(s.serverVersion()).isEqualTo("test-version");
        }
        assertThatThrownBy(() -> RemoteSession.connect(address, siteTrust()))
                .isInstanceOf(ServerCertificateException.class)
                .hasMessage("the certificate of " + address + " is not for 127.0.0.1: it names DNS:localhost - refused"
                        + " (connect with a name or address it names, or have the authority sign one that names"
                        + " 127.0.0.1)");
    }

    @Test
    void aCertificateOfAnotherAuthorityIsRefusedNamingTheAuthorityFile() throws Exception {
        ServerAddress address = serve(TestAuthority.make("Another CA"), List.of("127.0.0.1"));

        assertThatThrownBy(() -> RemoteSession.connect(address, siteTrust()))
                .isInstanceOf(ServerCertificateException.class)
                .hasMessageStartingWith("the certificate of " + address + " (CN=server,O=Test site) does not chain to"
                        + " the site's authority in " + dir.resolve("site-ca.pem") + ": no chain of certificates"
                        + " leads from it to that authority - refused");
    }

    @Test
    void aCertificatePastItsDatesIsRefusedSayingSo() throws Exception {
        Instant now = Instant.now();
        ServerAddress address = serve(site, List.of("127.0.0.1"), now.minus(Duration.ofDays(60)),
                now.minus(Duration.ofDays(1)));

        assertThatThrownBy(() -> RemoteSession.connect(address, siteTrust()))
                .isInstanceOf(ServerCertificateException.class)
                .hasMessageContaining("does not chain to the site's authority")
                .hasMessageContaining("a certificate of its chain has expired");
    }
}
