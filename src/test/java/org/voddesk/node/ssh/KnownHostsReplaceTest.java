package org.voddesk.node.ssh;

import org.voddesk.core.HostKeyVerdict;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Base64;
import java.util.List;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@link KnownHostsStore#replace}: a supervisor's explicit replacement of a changed host key. */
class KnownHostsReplaceTest {
    private static final String KEY = "AAAAC3NzaC1lZDI1NTE5AAAAIOMqqnkVzrm0SdG6UOoqKLsabgH5C9okWi0dh2l9GKJl";
    private static final byte[] OLD = Base64.getDecoder().decode(KEY);
    private static final byte[] NEW = flipped(OLD);

    private static byte[] flipped(byte[] key) {
        byte[] other = key.clone();
        other[other.length - 1] ^= 1;
        return other;
    }

    /** A hashed known_hosts name as OpenSSH writes it ({@code HashKnownHosts yes}). */
    private static String hashed(String host) throws Exception {
        byte[] salt = new byte[20];
        salt[0] = 7;
        Mac mac = Mac.getInstance("HmacSHA1");
        mac.init(new SecretKeySpec(salt, "HmacSHA1"));
        byte[] hash = mac.doFinal(host.getBytes(StandardCharsets.UTF_8));
        return "|1|" + Base64.getEncoder().encodeToString(salt) + "|" + Base64.getEncoder().encodeToString(hash);
    }

    @Test
    void theOldLineGoesAndTheNewKeyIsKnown(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("known_hosts");
        Files.writeString(file, HostKeys.knownHostsLine("[h]:2222", OLD) + "\n");
        KnownHostsStore store = KnownHostsStore.load(file);

        store.replace("[h]:2222", NEW);

        assertThat(Files.readAllLines(file)).containsExactly(HostKeys.knownHostsLine("[h]:2222", NEW));
        assertThat(store.check("[h]:2222", NEW)).isEqualTo(HostKeyVerdict.KNOWN);
        assertThat(KnownHostsStore.load(file).check("[h]:2222", NEW)).isEqualTo(HostKeyVerdict.KNOWN);
    }

    @Test
    void aHashedOldLineIsFoundAndRemoved(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("known_hosts");
        String hashedLine = hashed("[h]:2222") + " ssh-ed25519 " + KEY;
        Files.writeString(file, hashedLine + "\n");
        assertThat(KnownHostsStore.load(file).check("[h]:2222", NEW)).isEqualTo(HostKeyVerdict.CHANGED);

        List<String> removed = KnownHostsStore.load(file).replace("[h]:2222", NEW);

        assertThat(removed).containsExactly(HostKeys.fingerprint(OLD));
        assertThat(Files.readString(file)).doesNotContain(hashedLine);
    }

    @Test
    void commentsAndOtherHostsAreKeptAsWritten(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("known_hosts");
        String other = HostKeys.knownHostsLine("[g]:2222", OLD);
        Files.writeString(file, "# the site's hosts\n" + other + "\n" + HostKeys.knownHostsLine("[h]:2222", OLD) + "\n");

        KnownHostsStore.load(file).replace("[h]:2222", NEW);

        assertThat(Files.readAllLines(file)).containsExactly("# the site's hosts", other,
                HostKeys.knownHostsLine("[h]:2222", NEW));
    }
}
