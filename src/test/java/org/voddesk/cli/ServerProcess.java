package org.voddesk.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import org.voddesk.testing.Await;
import org.voddesk.wire.ServerAddress;

/**
 * A {@code voddesk server} as a process of its own (this JVM's class path, a small heap), its output in files of
 * {@code dir}; {@link #start} returns once it prints its "server listening" line. A test kills it with SIGKILL
 * ({@link #kill}) or stops it with SIGTERM ({@link #stop}), and ends it forcibly in its clean-up ({@link #close}).
 */
final class ServerProcess implements AutoCloseable {
    private final Process process;
    private final Path out;
    private final Path err;
    private final ServerAddress address;
    private final String fingerprint;

    private ServerProcess(Process process, Path out, Path err, Matcher listening) {
        this.process = process;
        this.out = out;
        this.err = err;
        this.address = ServerAddress.parse(listening.group(1));
        this.fingerprint = listening.group(2);
    }

    /**
     * Starts {@code voddesk server args} with {@code home} as the user's home, its output in {@code dir/name.out} and
     * {@code .err}; waits (at most 90 s) for the line that says it listens.
     */
    static ServerProcess start(Path dir, String name, Path home, String... args) throws Exception {
        Path out = dir.resolve(name + ".out");
        Path err = dir.resolve(name + ".err");
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
                        .toString(), "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-Xmx256m",
                "-Duser.home=" + home, "-cp", System.getProperty("java.class.path"), Main.class.getName(), "server"));
        command.addAll(List.of(args));
        Process p = new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        Await.until("server listening", Duration.ofSeconds(90),
                () -> ServerCommandTest.LISTENING.matcher(read(out)).find() || !p.isAlive());
        Matcher m = ServerCommandTest.LISTENING.matcher(read(out));
        if (!m.find()) {
            p.destroyForcibly();
            throw new AssertionError("the server did not listen; stderr: " + read(err));
        }
        return new ServerProcess(p, out, err, m);
    }

    /** The address it listens on. */
    ServerAddress address() {
        return address;
    }

    /** The fingerprint of its key, as it printed it. */
    String fingerprint() {
        return fingerprint;
    }

    /** What it printed on standard output so far. */
    String output() {
        return read(out);
    }

    /** What it printed on standard error so far. */
    String errors() {
        return read(err);
    }

    /** SIGKILL: no hook runs, the lease row stays; returns once the process is gone. */
    void kill() throws InterruptedException {
        process.destroyForcibly();
        assertThat(process.waitFor(15, TimeUnit.SECONDS)).as("killed within 15 s").isTrue();
    }

    /** SIGTERM; its exit code once it stopped (at most 30 s). */
    int stop() throws InterruptedException {
        process.destroy();
        assertThat(process.waitFor(30, TimeUnit.SECONDS)).as("stopped within 30 s").isTrue();
        return process.exitValue();
    }

    @Override
    public void close() {
        if (process.isAlive()) {
            process.destroyForcibly();
        }
    }

    private static String read(Path file) {
        try {
            return Files.exists(file) ? Files.readString(file) : "";
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
