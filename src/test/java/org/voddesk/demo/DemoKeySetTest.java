package org.voddesk.demo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.KeyPair;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DemoKeySetTest {
    @TempDir
    Path dir;

    @Test
    void missingKeysAreWrittenOwnerOnlyAndReadBackAsTheSameKeys() throws Exception {
        DemoKeySet first = DemoKeySet.inDirectory(dir.resolve("keys"));
        KeyPair client = first.clientKey();
        KeyPair host = first.hostKey("vod-2");

        DemoKeySet again = DemoKeySet.inDirectory(dir.resolve("keys"));

        assertThat(DemoKeys.publicKeyLine(again.clientKey().getPublic()))
                .isEqualTo(DemoKeys.publicKeyLine(client.getPublic()));
        assertThat(DemoKeys.publicKeyLine(again.hostKey("vod-2").getPublic()))
                .isEqualTo(DemoKeys.publicKeyLine(host.getPublic()));
        assertThat(Files.getPosixFilePermissions(dir.resolve("keys/host-keys/vod-2")))
                .isEqualTo(PosixFilePermissions.fromString("rw-------"));
        assertThat(Files.readString(dir.resolve("keys/host-keys/vod-2.pub")))
                .startsWith(DemoKeys.publicKeyLine(host.getPublic()) + " ");
    }

    @Test
    void freshKeysDifferAtEachStartAndLieNowhere() throws Exception {
        DemoKeySet fresh = DemoKeySet.fresh();

        assertThat(fresh.directory()).isEmpty();
        assertThat(DemoKeys.publicKeyLine(fresh.hostKey("vod-1").getPublic()))
                .isNotEqualTo(DemoKeys.publicKeyLine(fresh.hostKey("vod-1").getPublic()));
    }

    @Test
    void aKeyFileThatIsNoKeyIsAnErrorNamingItAndIsLeftAsItIs() throws Exception {
        Path bad = Files.createDirectories(dir.resolve("keys")).resolve("id_ed25519");
        Files.writeString(bad, "not a key\n", StandardCharsets.UTF_8);
        DemoKeySet keys = DemoKeySet.inDirectory(dir.resolve("keys"));

        assertThatThrownBy(keys::clientKey).isInstanceOf(IOException.class)
                .hasMessageContaining("cannot read the demo key " + bad.toAbsolutePath());
        assertThat(Files.readString(bad)).isEqualTo("not a key\n");
    }

    @Test
    void knownHostsLinesOfServedPortsAreReplacedInPlaceAndOthersKept() {
        List<String> existing = List.of("# mine", "[127.0.0.1]:2201 ssh-ed25519 OLD1", "other.example ssh-ed25519 X",
                "[127.0.0.1]:2201 ssh-ed25519 STALE");
        List<String> served = List.of("[127.0.0.1]:2201 ssh-ed25519 NEW1", "[127.0.0.1]:2202 ssh-ed25519 NEW2");

        assertThat(KnownHostsLines.merged(existing, served)).containsExactly("# mine",
                "[127.0.0.1]:2201 ssh-ed25519 NEW1", "other.example ssh-ed25519 X", "[127.0.0.1]:2202 ssh-ed25519 NEW2");
    }

    @Test
    void knownHostsIsNotWrittenWhenItAlreadySaysWhatItMust() throws Exception {
        Path file = dir.resolve("known_hosts");
        List<String> served = List.of("[127.0.0.1]:2201 ssh-ed25519 K1");

        assertThat(KnownHostsLines.merge(file, served)).isTrue();
        assertThat(KnownHostsLines.merge(file, served)).isFalse();
        assertThat(Files.readAllLines(file)).containsExactlyElementsOf(served);
    }
}
