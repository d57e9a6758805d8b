package org.voddesk.node.sshd;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

/**
 * A private OpenSSH {@code sshd} on 127.0.0.1 for tests (TOOLCHAIN.md): its own config, host key, authorized
 * keys and a free port, run in the foreground with {@code sshd -D -e -f FILE}. Tests that need it are skipped
 * (JUnit assumption) when sshd is not installed or the tests do not run as root.
 */
public final class OpenSshd implements AutoCloseable {
    public static final Path SSHD = Path.of("/usr/sbin/sshd");

    private final Path dir;
    private final int port;
    private Process process;

    private OpenSshd(Path dir, int port, Process process) {
        this.dir = dir;
        this.port = port;
        this.process = process;
    }

    /** Skips the calling test unless a private sshd can run here. */
    public static void assumeAvailable() {
        assumeTrue(Files.isExecutable(SSHD), "OpenSSH sshd is not installed (apt-get install openssh-server); "
                + "the real-sshd tests are skipped");
        assumeTrue("root".equals(System.getProperty("user.name")),
                "the real-sshd tests need root (a private sshd must switch to the login user); skipped");
    }

    /** The account tests log in as (the user running the tests). */
    public static String user() {
        return System.getProperty("user.name");
    }

    /**
     * Starts sshd in {@code dir} with a fresh ed25519 host key and the given authorized public keys.
     *
     * @param extraConfig further sshd_config lines
     */
    public static OpenSshd start(Path dir, List<Path> authorizedPublicKeys, String... extraConfig)
            throws IOException, InterruptedException {
        Files.createDirectories(Path.of("/run/sshd"));
        Path hostKey = dir.resolve("ssh_host_ed25519_key");
        if (!Files.exists(hostKey)) {
            Keys.generate(hostKey, "ed25519", "");
        }
        StringBuilder auth = new StringBuilder();
        for (Path pub : authorizedPublicKeys) {
            auth.append(Files.readString(pub).strip()).append('\n');
        }
        Files.writeString(dir.resolve("authorized_keys"), auth);
        for (int attempt = 1; ; attempt++) {
            int port = freePort();
            Path config = writeConfig(dir, port, hostKey, extraConfig);
            Path log = dir.resolve("sshd.log");
            Process p = new ProcessBuilder(SSHD.toString(), "-D", "-e", "-f", config.toString())
                    .redirectErrorStream(true).redirectOutput(log.toFile()).start();
            if (awaitListening(p, log, Duration.ofSeconds(10))) {
                return new OpenSshd(dir, port, p);
            }
            p.destroyForcibly().waitFor();
            if (attempt == 3) {
                throw new IOException("sshd did not start: " + Files.readString(log));
            }
        }
    }

    private static Path writeConfig(Path dir, int port, Path hostKey, String... extra) throws IOException {
        StringBuilder c = new StringBuilder();
        c.append("Port ").append(port).append('\n')
                .append("ListenAddress 127.0.0.1\n")
                .append("HostKey ").append(hostKey).append('\n')
                .append("AuthorizedKeysFile ").append(dir.resolve("authorized_keys")).append('\n')
                .append("PidFile ").append(dir.resolve("sshd.pid")).append('\n')
                .append("PasswordAuthentication no\nKbdInteractiveAuthentication no\nPubkeyAuthentication yes\n")
                .append("UsePAM no\nStrictModes no\nPermitRootLogin prohibit-password\nLogLevel INFO\n")
                // The tests log in as the user running them (root in CI), whose login shell may be bash: bash
                // sources ~/.bashrc for every command run by sshd, and a developer's .bashrc (pyenv, ...) can
                // cost seconds per exec. A private, empty HOME keeps the node account as plain as a real one.
                .append("SetEnv HOME=").append(Files.createDirectories(dir.resolve("home"))).append('\n');
        for (String line : extra) {
            c.append(line).append('\n');
        }
        Path config = dir.resolve("sshd_config");
        Files.writeString(config, c, StandardCharsets.UTF_8);
        return config;
    }

    private static boolean awaitListening(Process p, Path log, Duration limit) throws IOException, InterruptedException {
        long end = System.nanoTime() + limit.toNanos();
        while (System.nanoTime() < end) {
            if (Files.exists(log) && Files.readString(log).contains("Server listening")) {
                return true;
            }
            if (!p.isAlive()) {
                return false;
            }
            Thread.sleep(20);
        }
        return false;
    }

    private static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return s.getLocalPort();
        }
    }

    public int port() {
        return port;
    }

    public Path hostKey() {
        return dir.resolve("ssh_host_ed25519_key");
    }

    /** The known_hosts line for this server. */
    public String knownHostsLine() throws IOException {
        String[] pub = Files.readString(dir.resolve("ssh_host_ed25519_key.pub")).strip().split(" ");
        return "[127.0.0.1]:" + port + " " + pub[0] + " " + pub[1];
    }

    /** Starts sshd again on the same port after {@link #kill()}, as a rebooted node would come back. */
    public void restart() throws IOException, InterruptedException {
        Path log = dir.resolve("sshd.log");
        Files.deleteIfExists(log);
        Process p = new ProcessBuilder(SSHD.toString(), "-D", "-e", "-f", dir.resolve("sshd_config").toString())
                .redirectErrorStream(true).redirectOutput(log.toFile()).start();
        if (!awaitListening(p, log, Duration.ofSeconds(10))) {
            p.destroyForcibly().waitFor();
            throw new IOException("sshd did not restart: " + Files.readString(log));
        }
        process = p;
    }

    /** Kills sshd and every session process under it, as if the machine died. */
    public void kill() throws InterruptedException {
        try {
            thaw(); // a frozen process would not be reaped until it runs
        } catch (IOException e) {
            // kill -CONT is missing: SIGKILL ends stopped processes all the same
        }
        process.descendants().forEach(ProcessHandle::destroyForcibly);
        process.destroyForcibly();
        process.waitFor();
    }

    /** Stops sshd and every session process under it (SIGSTOP): TCP stays up, nothing answers, as a frozen host. */
    public void freeze() throws IOException, InterruptedException {
        signal("-STOP");
    }

    /** Lets a frozen sshd run again (SIGCONT). */
    public void thaw() throws IOException, InterruptedException {
        signal("-CONT");
    }

    private void signal(String which) throws IOException, InterruptedException {
        java.util.List<String> cmd = new java.util.ArrayList<>(java.util.List.of("kill", which,
                Long.toString(process.pid())));
        process.descendants().forEach(h -> cmd.add(Long.toString(h.pid())));
        new ProcessBuilder(cmd).start().waitFor();
    }

    public String log() throws IOException {
        return Files.readString(dir.resolve("sshd.log"));
    }

    @Override
    public void close() throws InterruptedException {
        kill();
    }
}
