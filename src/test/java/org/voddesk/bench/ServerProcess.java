package org.voddesk.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.voddesk.wire.ServerAddress;

/**
 * A control server in a process of its own, as in a control room: {@code voddesk server --cluster FILE --db FILE
 * --listen 127.0.0.1:0} ({@code org.voddesk.cli.Main}) on this JVM's class path, its output in files of {@code dir}.
 * The child inherits the bench's niceness; its JVM options are {@code -Xmx1g} and a GC log ({@code server-gc.log}).
 * Closing it stops the server (SIGTERM: the command's clean stop).
 */
final class ServerProcess implements AutoCloseable {
    private static final Pattern LISTENING = Pattern.compile("server listening on (\\S+) fingerprint (\\S+)");
    private static final Duration START_LIMIT = Duration.ofSeconds(180);

    private final Process process;
    private final ServerAddress address;
    private final String fingerprint;
    private final Path gcLog;

    private ServerProcess(Process process, ServerAddress address, String fingerprint, Path gcLog) {
        this.process = process;
        this.gcLog = gcLog;
        this.address = address;
        this.fingerprint = fingerprint;
    }

    /** Starts the server on {@code cluster} and {@code db} and waits for its "server listening" line. */
    static ServerProcess start(Path cluster, Path db, Path dir, List<String> jvmOptions)
            throws IOException, InterruptedException {
        Path out = dir.resolve("server.out");
        Path err = dir.resolve("server.err");
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.add("-Xmx1g");
        command.add("-Xlog:gc:file=" + dir.resolve("server-gc.log"));
        command.addAll(jvmOptions);
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), "org.voddesk.cli.Main", "server",
                "--cluster", cluster.toString(), "--db", db.toString(), "--listen", "127.0.0.1:0"));
        Process p = new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        long end = System.nanoTime() + START_LIMIT.toNanos();
        try {
            while (System.nanoTime() < end) {
                Matcher m = LISTENING.matcher(Files.exists(out) ? Files.readString(out) : "");
                if (m.find()) {
                    return new ServerProcess(p, ServerAddress.parse(m.group(1)), m.group(2),
                            dir.resolve("server-gc.log"));
                }
                if (!p.isAlive()) {
                    throw new IOException("voddesk server exited with " + p.exitValue() + ": " + Files.readString(err));
                }
                TimeUnit.MILLISECONDS.sleep(200);
            }
            throw new IOException("voddesk server did not listen within " + START_LIMIT);
        } catch (IOException | InterruptedException | RuntimeException e) {
            stop(p);
            throw e;
        }
    }

    ServerAddress address() {
        return address;
    }

    String fingerprint() {
        return fingerprint;
    }

    /** The server's GC log. */
    Path gcLog() {
        return gcLog;
    }

    long pid() {
        return process.pid();
    }

    /** The CPU time the server's process has used so far, all its threads (Linux: /proc). */
    long cpuNanos() {
        return ProcessCpu.nanos(process.pid());
    }

    /** Its resident memory, in MiB (/proc/PID/status VmRSS). */
    long residentMib() {
        return ProcessCpu.residentMib(process.pid());
    }

    @Override
    public void close() throws InterruptedException {
        stop(process);
    }

    private static void stop(Process p) throws InterruptedException {
        p.destroy();
        if (!p.waitFor(20, TimeUnit.SECONDS)) {
            p.destroyForcibly().waitFor();
        }
    }
}
