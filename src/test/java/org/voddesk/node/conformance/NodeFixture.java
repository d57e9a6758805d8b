package org.voddesk.node.conformance;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.voddesk.node.cluster.ClusterFile;
import org.voddesk.testing.Await;

/**
 * Nodes for the {@link NodeConformanceSuite}: real OpenSSH servers running the shell agent, or the embedded demo
 * cluster. A fixture owns its servers and stops them on {@link #close()}.
 */
public interface NodeFixture extends AutoCloseable {
    /**
     * A cluster of at least two nodes, with a known_hosts file that already holds their host keys and a client
     * key they accept; every node has recordings of {@link #camera()}.
     */
    ClusterFile cluster();

    /** A camera every node has recordings of. */
    String camera();

    /** An instant inside a recording of {@link #camera()} on every node, with at least 3 s of recording after it. */
    long playableMs();

    /** An instant when {@link #camera()} has no recording on any node. */
    long unrecordedMs();

    /**
     * Checks that session {@code sessionId} on {@code node} really streams at {@code url}; a fixture whose nodes
     * only track sessions (streamer {@code none}, demo nodes) does nothing.
     */
    default void assertStreaming(String node, String sessionId, String url) throws Exception {
    }

    /** Checks that a stopped session left no stream behind. */
    default void assertNotStreaming(String node, String sessionId) throws Exception {
    }

    /**
     * Makes CPU time pass on the nodes, so that two polls on either side of this call see their {@code /proc/stat}
     * counters move and give a utilisation. The default is for real hosts on this machine (servers on loopback):
     * it waits, with a deadline, until this host's aggregate {@code cpu} line changes. A fixture with a clock of
     * its own steps that clock instead.
     */
    default void letCpuTimePass() throws Exception {
        String before = cpuLine();
        Await.until("the host's /proc/stat cpu counters move", Duration.ofSeconds(10), () -> !cpuLine().equals(before));
    }

    private static String cpuLine() {
        try (var lines = Files.lines(Path.of("/proc/stat"))) {
            return lines.findFirst().orElse("");
        } catch (IOException e) {
            throw new IllegalStateException("cannot read /proc/stat: " + e.getMessage(), e);
        }
    }
}
