package org.voddesk.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.voddesk.node.cluster.ClusterFile;
import org.voddesk.node.cluster.ClusterFileException;

/**
 * The demo nodes in a process of their own, as in a control room, where the nodes are other machines: {@code voddesk
 * demo-nodes} ({@code org.voddesk.cli.Main}) on this JVM's class path, writing its cluster file into a directory; the
 * console under test reaches the nodes through that file. The child inherits the bench's niceness. Closing it stops
 * the nodes (SIGTERM: the command's shutdown hook stops them and removes nothing it was told to keep).
 */
final class DemoNodesProcess implements AutoCloseable {
    /** The command's banner on stderr, printed once the cluster file is written. */
    private static final String SERVING = "voddesk demo-nodes: serving";
    /** The cluster file's name in the directory given to {@link #start}. */
    static final String CLUSTER_FILE = "nodes.yaml";
    private static final Duration START_LIMIT = Duration.ofSeconds(180);

    private final Process process;
    private final ClusterFile file;

    private DemoNodesProcess(Process process, ClusterFile file) {
        this.process = process;
        this.file = file;
    }

    /** Starts {@code nodes} nodes playing {@code perNode} sessions each and waits for their cluster file. */
    static DemoNodesProcess start(int nodes, int perNode, Path dir) throws IOException, InterruptedException {
        Path out = dir.resolve(CLUSTER_FILE);
        Path log = dir.resolve("nodes.log");
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process p = new ProcessBuilder(List.of(java, "-Xmx1g", "-cp", System.getProperty("java.class.path"),
                "org.voddesk.cli.Main", "demo-nodes", "--nodes", Integer.toString(nodes), "--sessions",
                Integer.toString(perNode), "--out", out.toString()))
                .redirectOutput(dir.resolve("nodes.out").toFile())
                .redirectError(log.toFile())
                .start();
        try {
            awaitBanner(p, log);
            return new DemoNodesProcess(p, ClusterFile.read(out));
        } catch (ClusterFileException e) {
            stop(p);
            throw new IOException(e);
        } catch (IOException | InterruptedException | RuntimeException e) {
            stop(p);
            throw e;
        }
    }

    private static void awaitBanner(Process p, Path log) throws IOException, InterruptedException {
        long end = System.nanoTime() + START_LIMIT.toNanos();
        while (System.nanoTime() < end) {
            if (Files.exists(log) && Files.readString(log).contains(SERVING)) {
                return;
            }
            if (!p.isAlive()) {
                throw new IOException("demo-nodes exited with " + p.exitValue() + ": " + Files.readString(log));
            }
            TimeUnit.MILLISECONDS.sleep(200);
        }
        throw new IOException("demo-nodes did not write its cluster file within " + START_LIMIT);
    }

    ClusterFile file() {
        return file;
    }

    long pid() {
        return process.pid();
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
