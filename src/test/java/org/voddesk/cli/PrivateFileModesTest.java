package org.voddesk.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.KeyPair;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.core.NodeConfig;
import org.voddesk.core.SiteHops;
import org.voddesk.demo.DemoKeySet;
import org.voddesk.demo.DemoKeys;
import org.voddesk.node.cluster.ClusterFile;
import org.voddesk.node.ssh.KnownHostsStore;
import org.voddesk.store.Store;

/**
 * Every file the product writes that only its owner may read - a database with its WAL, shared-memory and lock
 * files, the folders made for it, known_hosts, the demo's private keys, an exported cluster file - has exactly mode
 * 0600 (folders 0700), whatever the umask: here in this JVM, and in child JVMs started under {@code umask 000} (a
 * plain create would make them world-writable) and {@code umask 022} (world-readable).
 */
class PrivateFileModesTest {
    /** What each file must be, by its path under the test folder. */
    static final Map<String, String> EXPECTED = new TreeMap<>(Map.ofEntries(
            Map.entry("home", "rwx------"),
            Map.entry("home/.voddesk", "rwx------"),
            Map.entry("home/.voddesk/voddesk.db", "rw-------"),
            Map.entry("home/.voddesk/voddesk.db-wal", "rw-------"),
            Map.entry("home/.voddesk/voddesk.db-shm", "rw-------"),
            Map.entry("home/.voddesk/voddesk.db.lock", "rw-------"),
            Map.entry("ssh", "rwx------"),
            Map.entry("ssh/known_hosts", "rw-------"),
            Map.entry("demo-keys", "rwx------"),
            Map.entry("demo-keys/id_ed25519", "rw-------"),
            Map.entry("demo-keys/known_hosts", "rw-------"),
            Map.entry("demo-keys/host-keys", "rwx------"),
            Map.entry("demo-keys/host-keys/vod-1", "rw-------"),
            Map.entry("cluster.yaml", "rw-------"),
            Map.entry("exported-over.yaml", "rw-------")));

    @TempDir
    Path dir;

    @Test
    void privateFilesAreOwnerOnlyInThisJvm() throws Exception {
        assertThat(createAll(dir)).isEqualTo(EXPECTED);
    }

    @Test
    void privateFilesAreOwnerOnlyUnderUmask000() throws Exception {
        assertThat(inChildUnder("000")).isEqualTo(EXPECTED);
    }

    @Test
    void privateFilesAreOwnerOnlyUnderUmask022() throws Exception {
        assertThat(inChildUnder("022")).isEqualTo(EXPECTED);
    }

    /** Runs {@link Child} in a JVM whose umask is {@code umask}; its output is the modes it found. */
    private Map<String, String> inChildUnder(String umask) throws Exception {
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        Path err = dir.resolve("child.err");
        Process p = new ProcessBuilder("sh", "-c", "umask " + umask + " && exec \"$0\" \"$@\"", java.toString(),
                "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-Xmx128m", "-cp", System.getProperty("java.class.path"),
                Child.class.getName(), dir.resolve("child").toString())
                .redirectError(err.toFile()).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
        assertThat(p.exitValue()).as(Files.readString(err)).isZero();
        Map<String, String> modes = new TreeMap<>();
        out.lines().filter(l -> !l.isBlank()).forEach(l -> modes.put(l.substring(0, l.indexOf(' ')),
                l.substring(l.indexOf(' ') + 1)));
        assertThat(modes).as("the child's umask (its umask-made probe file)").containsEntry("probe",
                umask.equals("000") ? "rw-rw-rw-" : "rw-r--r--");
        modes.remove("probe");
        return modes;
    }

    /** Makes every kind of private file under {@code dir} and returns their modes (the database still open). */
    static Map<String, String> createAll(Path dir) throws Exception {
        Files.createDirectories(dir);
        Path home = dir.resolve("home");
        Map<String, String> modes = new TreeMap<>();
        try (Store store = Store.open(home.resolve(".voddesk").resolve("voddesk.db"))) {
            store.cameras().saveAll(List.of()); // the WAL and the shared memory exist while it is open
            for (String p : List.of("home", "home/.voddesk", "home/.voddesk/voddesk.db", "home/.voddesk/voddesk.db-wal",
                    "home/.voddesk/voddesk.db-shm", "home/.voddesk/voddesk.db.lock")) {
                modes.put(p, mode(dir.resolve(p)));
            }
        }
        KeyPair host = DemoKeys.generate();
        byte[] blob = Base64.getDecoder().decode(DemoKeys.publicKeyLine(host.getPublic()).split(" ")[1]);
        KnownHostsStore.load(dir.resolve("ssh/known_hosts")).accept("[127.0.0.1]:2222", blob);
        DemoKeySet keys = DemoKeySet.inDirectory(dir.resolve("demo-keys"));
        keys.clientKey();
        keys.hostKey("vod-1");
        DemoKeys.writeKnownHosts(dir.resolve("demo-keys/known_hosts"),
                List.of(DemoKeys.knownHostsLine("127.0.0.1", 2222, host.getPublic())));
        ClusterFile cluster = new ClusterFile(dir.resolve("ssh/known_hosts"), List.of(new NodeConfig("vod-1",
                "127.0.0.1", 2222, "vod", dir.resolve("demo-keys/id_ed25519").toString(), 1e9, null, null)),
                SiteHops.FLAT);
        cluster.write(dir.resolve("cluster.yaml"));
        Path over = Files.writeString(dir.resolve("exported-over.yaml"), "an older export\n");
        Files.setPosixFilePermissions(over, PosixFilePermissions.fromString("rw-rw-rw-"));
        cluster.write(over);
        for (String p : List.of("ssh", "ssh/known_hosts", "demo-keys", "demo-keys/id_ed25519", "demo-keys/known_hosts",
                "demo-keys/host-keys", "demo-keys/host-keys/vod-1", "cluster.yaml", "exported-over.yaml")) {
            modes.put(p, mode(dir.resolve(p)));
        }
        return modes;
    }

    private static String mode(Path p) throws IOException {
        return PosixFilePermissions.toString(Files.getPosixFilePermissions(p));
    }

    /** The child JVM: prints {@code path mode} per file, and the mode a plain create gets under its umask. */
    public static final class Child {
        public static void main(String[] args) throws Exception {
            Path dir = Path.of(args[0]);
            Map<String, String> modes = createAll(dir);
            modes.put("probe", mode(Files.createFile(dir.resolve("probe"))));
            modes.forEach((p, m) -> System.out.println(p + " " + m));
        }
    }
}
