package org.voddesk.wire.tls;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.KeyPair;
import java.security.SecureRandom;
import java.security.cert.X509Certificate;
import java.security.interfaces.ECPublicKey;
import java.time.Clock;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The server's own key beside its database: made once, 0600, reused; a site's files; a key that does not fit. */
class ServerIdentityTest {
    private final Clock clock = Clock.systemUTC();

    @Test
    void theFirstStartMakesAnEcKeyOnlyItsOwnerMayReadAndASelfSignedCertificate(@TempDir Path dir) throws Exception {
        Path db = dir.resolve("voddesk.db");

        ServerIdentity made = ServerIdentity.besideDatabase(db, clock);

        Path key = dir.resolve("voddesk.db.tls.key");
        assertThat(key).exists();
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(key))).isEqualTo("rw-------");
        assertThat(Files.readString(key)).startsWith("-----BEGIN PRIVATE KEY-----");
        assertThat(dir.resolve("voddesk.db.tls.crt")).exists();
        X509Certificate cert = made.chain().get(0);
        assertThat(cert.getPublicKey()).isInstanceOf(ECPublicKey.class);
        assertThat(((ECPublicKey) cert.getPublicKey()).getParams().getCurve().getField().getFieldSize()).isEqualTo(256);
        cert.verify(cert.getPublicKey()); // signed by itself
        assertThat(made.fingerprint()).matches("SHA256:[A-Za-z0-9+/]{43}").isEqualTo(Fingerprints.of(cert));
        assertThat(dir).isDirectoryNotContaining("glob:**.part");
    }

    @Test
    void aLaterStartReusesTheKeyAndSoItsFingerprint(@TempDir Path dir) throws Exception {
        Path db = dir.resolve("voddesk.db");
        String first = ServerIdentity.besideDatabase(db, clock).fingerprint();
        byte[] keyBytes = Files.readAllBytes(ServerIdentity.keyFileOf(db));

        String again = ServerIdentity.besideDatabase(db, clock).fingerprint();

        assertThat(again).isEqualTo(first);
        assertThat(Files.readAllBytes(ServerIdentity.keyFileOf(db))).isEqualTo(keyBytes);
    }

    @Test
    void aKeyWithoutItsCertificateIsRefusedNotReplaced(@TempDir Path dir) throws Exception {
        Path db = dir.resolve("voddesk.db");
        ServerIdentity.besideDatabase(db, clock);
        Files.delete(ServerIdentity.certificateFileOf(db));

        assertThatThrownBy(() -> ServerIdentity.besideDatabase(db, clock)).isInstanceOf(IOException.class)
                .hasMessageContaining("voddesk.db.tls.crt is missing").hasMessageContaining("delete the key");
    }

    @Test
    void aSitesCertificateAndKeyAreUsedAsTheyAre(@TempDir Path dir) throws Exception {
        SecureRandom random = new SecureRandom();
        KeyPair pair = SelfSignedCertificates.newKeyPair(random);
        X509Certificate cert = SelfSignedCertificates.certificate(pair, "site", Instant.now(), random);
        Path certFile = Files.writeString(dir.resolve("site.crt"), Pem.certificate(cert));
        Path keyFile = Files.writeString(dir.resolve("site.key"), Pem.key(pair.getPrivate()));

        ServerIdentity site = ServerIdentity.fromFiles(certFile, keyFile);

        assertThat(site.fingerprint()).isEqualTo(Fingerprints.of(pair.getPublic()));
        assertThat(site.keyManagers()).isNotEmpty();
    }

    @Test
    void aKeyThatDoesNotBelongToTheCertificateIsRefused(@TempDir Path dir) throws Exception {
        SecureRandom random = new SecureRandom();
        X509Certificate cert = SelfSignedCertificates.certificate(SelfSignedCertificates.newKeyPair(random), "site",
                Instant.now(), random);
        Path certFile = Files.writeString(dir.resolve("site.crt"), Pem.certificate(cert));
        Path keyFile = Files.writeString(dir.resolve("other.key"),
                Pem.key(SelfSignedCertificates.newKeyPair(random).getPrivate()));

        assertThatThrownBy(() -> ServerIdentity.fromFiles(certFile, keyFile)).isInstanceOf(IOException.class)
                .hasMessageContaining("the key does not belong to the certificate");
    }

    @Test
    void aFileThatIsNoPemIsRefusedSayingWhatWasExpected(@TempDir Path dir) throws Exception {
        Path junk = Files.write(dir.resolve("junk"), new byte[] {(byte) 0xc3, 0x28, 0x00, 0x41});

        assertThatThrownBy(() -> ServerIdentity.fromFiles(junk, junk)).isInstanceOf(IOException.class)
                .hasMessageContaining("no private key in").hasMessageContaining("BEGIN PRIVATE KEY");
    }
}
