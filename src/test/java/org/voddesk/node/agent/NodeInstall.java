package org.voddesk.node.agent;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * {@code installer/node/install.sh} run under {@code dash} with every path it writes inside one scratch directory:
 * prefix, settings, state and HLS directories, authorized_keys. The account is the user running the tests, so no
 * account is created and nothing outside the directory is touched.
 */
public final class NodeInstall {
    public static final Path SCRIPT = Path.of("installer/node/install.sh").toAbsolutePath();
    public static final Path DASH = Path.of("/usr/bin/dash");

    /** What one run of a script printed. */
    public record Run(int exit, String out, String err) {
    }

    private final Path dir;
    private final Path publicKey;
    private final Path hostKey;
    private final Path authorizedKeys;
    private final int port;

    /**
     * @param dir            scratch directory; the recordings root is {@code dir/rec}
     * @param publicKey      the console's public key
     * @param hostKey        the public host key whose fingerprint the script prints
     * @param authorizedKeys the authorized_keys file the script edits
     * @param port           the SSH port it tells the console
     */
    public NodeInstall(Path dir, Path publicKey, Path hostKey, Path authorizedKeys, int port) {
        this.dir = dir;
        this.publicKey = publicKey;
        this.hostKey = hostKey;
        this.authorizedKeys = authorizedKeys;
        this.port = port;
    }

    public Path recordings() {
        return dir.resolve("rec");
    }

    public Path prefix() {
        return dir.resolve("prefix");
    }

    public Path agent() {
        return prefix().resolve("bin/vodnode");
    }

    public Path wrapper() {
        return prefix().resolve("lib/vodnode/vodnode-ssh");
    }

    public Path config() {
        return dir.resolve("etc/vodnode.conf");
    }

    public Path stateDir() {
        return dir.resolve("state");
    }

    public Path authorizedKeys() {
        return authorizedKeys;
    }

    /** Installs with streamer {@code none} and node name {@code vod-1}; later options override earlier ones. */
    public Run install(String... overrides) throws IOException, InterruptedException {
        List<String> args = new ArrayList<>(List.of("--user", System.getProperty("user.name"),
                "--key", publicKey.toString(), "--node", "vod-1", "--recordings", recordings().toString(),
                "--streamer", "none", "--prefix", prefix().toString(), "--config", config().toString(),
                "--state-dir", stateDir().toString(), "--hls-dir", dir.resolve("hls").toString(),
                "--authorized-keys", authorizedKeys.toString(), "--host-key", hostKey.toString(),
                "--host", "127.0.0.1", "--port", Integer.toString(port)));
        args.addAll(List.of(overrides));
        return script(args, Map.of());
    }

    /** Runs the script with exactly {@code args} and extra environment variables. */
    public Run script(List<String> args, Map<String, String> env) throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>(List.of(DASH.toString(), SCRIPT.toString()));
        cmd.addAll(args);
        return run(cmd, env);
    }

    public Run uninstall() throws IOException, InterruptedException {
        return script(List.of("--uninstall", "--user", System.getProperty("user.name"),
                "--prefix", prefix().toString(), "--config", config().toString(),
                "--state-dir", stateDir().toString(), "--hls-dir", dir.resolve("hls").toString(),
                "--authorized-keys", authorizedKeys.toString()), Map.of());
    }

    /** Runs the installed forced-command wrapper as sshd would for a client asking for {@code command}. */
    public Run forced(String command) throws IOException, InterruptedException {
        return run(List.of(DASH.toString(), wrapper().toString()), Map.of("SSH_ORIGINAL_COMMAND", command));
    }

    private Run run(List<String> cmd, Map<String, String> env) throws IOException, InterruptedException {
        ProcessBuilder pb = new ProcessBuilder(cmd);
        pb.environment().putAll(env);
        Path err = Files.createTempFile(dir, "stderr", ".txt");
        Process p = pb.redirectError(err.toFile()).start();
        p.getOutputStream().close();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        int exit = p.waitFor();
        String stderr = Files.readString(err);
        Files.delete(err);
        return new Run(exit, out, stderr);
    }
}
