package org.voddesk.node.ssh;

import org.voddesk.core.HostKeyVerdict;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Base64;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class HostKeysTest {
    /** An ed25519 public key blob (base64). */
    private static final String KEY = "AAAAC3NzaC1lZDI1NTE5AAAAIOMqqnkVzrm0SdG6UOoqKLsabgH5C9okWi0dh2l9GKJl";

    @Test
    void fingerprintIsSha256Base64WithoutPadding() {
        String fp = HostKeys.fingerprint(Base64.getDecoder().decode(KEY));
        assertThat(fp).startsWith("SHA256:").doesNotEndWith("=").hasSize(7 + 43);
    }

    @Test
    void typeIsReadFromTheBlob() {
        assertThat(HostKeys.type(Base64.getDecoder().decode(KEY))).isEqualTo("ssh-ed25519");
    }

    @Test
    void truncatedBlobHasUnknownType() {
        assertThat(HostKeys.type(new byte[] {0, 0})).isEqualTo("unknown");
    }

    @Test
    void nonStandardPortIsBracketed() {
        assertThat(HostKeys.knownHostsName("10.0.0.1", 2222)).isEqualTo("[10.0.0.1]:2222");
        assertThat(HostKeys.knownHostsName("10.0.0.1", 22)).isEqualTo("10.0.0.1");
    }

    @Test
    void storeRecognisesKnownUnknownAndChangedKeys(@TempDir Path dir) throws Exception {
        byte[] key = Base64.getDecoder().decode(KEY);
        byte[] other = key.clone();
        other[other.length - 1] ^= 1;
        Path file = dir.resolve("known_hosts");
        Files.writeString(file, "# comment\n" + HostKeys.knownHostsLine("[h]:2222", key) + "\n");
        KnownHostsStore store = KnownHostsStore.load(file);
        assertThat(store.check("[h]:2222", key)).isEqualTo(HostKeyVerdict.KNOWN);
        assertThat(store.check("[h]:2222", other)).isEqualTo(HostKeyVerdict.CHANGED);
        assertThat(store.check("[g]:2222", key)).isEqualTo(HostKeyVerdict.UNKNOWN);
    }

    @Test
    void acceptedKeyIsAppendedKeepingTheRestOfTheFile(@TempDir Path dir) throws Exception {
        byte[] key = Base64.getDecoder().decode(KEY);
        Path file = dir.resolve("sub/known_hosts");
        Files.createDirectories(file.getParent());
        Files.writeString(file, "# keep me");
        KnownHostsStore store = KnownHostsStore.load(file);
        store.accept("[h]:2222", key);
        assertThat(Files.readAllLines(file)).containsExactly("# keep me", "[h]:2222 ssh-ed25519 " + KEY);
        assertThat(KnownHostsStore.load(file).check("[h]:2222", key)).isEqualTo(HostKeyVerdict.KNOWN);
    }

    @Test
    void missingFileIsAnEmptyStoreCreatedOnAccept(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("new/known_hosts");
        KnownHostsStore store = KnownHostsStore.load(file);
        store.accept("h", Base64.getDecoder().decode(KEY));
        assertThat(file).exists();
    }

    @Test
    void newKeyMetByTwoConnectionsIsRecordedOnce(@TempDir Path dir) throws Exception {
        byte[] key = Base64.getDecoder().decode(KEY);
        Path file = dir.resolve("known_hosts");
        KnownHostsStore store = KnownHostsStore.load(file);
        assertThat(store.checkOrAccept("[h]:2", key, true)).isEqualTo(HostKeyVerdict.KNOWN);
        assertThat(store.checkOrAccept("[h]:2", key, true)).isEqualTo(HostKeyVerdict.KNOWN);
        assertThat(Files.readAllLines(file)).hasSize(1);
    }

    @Test
    void changedKeyIsNeverAccepted(@TempDir Path dir) throws Exception {
        byte[] key = Base64.getDecoder().decode(KEY);
        byte[] other = key.clone();
        other[other.length - 1] ^= 1;
        KnownHostsStore store = KnownHostsStore.load(dir.resolve("known_hosts"));
        store.accept("[h]:2", key);
        assertThat(store.checkOrAccept("[h]:2", other, true)).isEqualTo(HostKeyVerdict.CHANGED);
    }
}
