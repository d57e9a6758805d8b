package org.voddesk.wire.tls;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The site's authority file of {@code --tls-ca}: CA certificates only, each an anchor; a bad file is one line. */
class SiteAuthorityTest {
    @TempDir
    Path dir;

    @Test
    void everyAuthorityOfTheFileIsAnAnchor() throws Exception {
        TestAuthority first = TestAuthority.make("First CA");
        TestAuthority second = TestAuthority.make("Second CA");
        Path file = Files.writeString(dir.resolve("cas.pem"), Pem.certificate(first.certificate())
                + Pem.certificate(second.certificate()));

        SiteAuthority authority = SiteAuthority.read(file);

        assertThat(authority.certificates()).containsExactly(first.certificate(), second.certificate());
        assertThat(authority.pkix().getAcceptedIssuers()).containsExactlyInAnyOrder(first.certificate(),
                second.certificate());
    }

    @Test
    void aServersOwnCertificateIsRefusedAsNoAuthority() throws Exception {
        Path server = TestAuthority.make("Site CA").issueServer(dir, "server", List.of("127.0.0.1"));

        assertThatThrownBy(() -> SiteAuthority.read(server)).isInstanceOf(IOException.class)
                .hasMessage(server + " holds a certificate that is not an authority's (CN=server,O=Test site):"
                        + " --tls-ca takes the site's CA certificate(s); a server's own certificate is trusted by its"
                        + " key's fingerprint, without --tls-ca");
    }

    @Test
    void aFileWithoutACertificateIsRefused() throws Exception {
        Path file = Files.writeString(dir.resolve("ca.pem"), "not a certificate\n");

        assertThatThrownBy(() -> SiteAuthority.read(file)).isInstanceOf(IOException.class)
                .hasMessage("no certificate in " + file + " (expected a PEM file: BEGIN CERTIFICATE)");
    }

    @Test
    void aMissingFileIsRefused() {
        Path file = dir.resolve("missing.pem");

        assertThatThrownBy(() -> SiteAuthority.read(file)).isInstanceOf(IOException.class)
                .hasMessage("the certificate file " + file + " does not exist or is not a file");
    }
}
