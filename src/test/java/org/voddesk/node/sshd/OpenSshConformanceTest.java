package org.voddesk.node.sshd;

import java.nio.file.Path;
import org.voddesk.node.cluster.ClusterFile;
import org.voddesk.node.conformance.NodeConformanceSuite;
import org.voddesk.node.conformance.NodeFixture;

/** The conformance suite against the shell agent (streamer {@code none}) behind a real OpenSSH sshd. */
class OpenSshConformanceTest extends NodeConformanceSuite {
    @Override
    protected NodeFixture startNodes(Path dir) throws Exception {
        OpenSshd.assumeAvailable();
        OpenSshNodes nodes = OpenSshNodes.start(dir, 2, "none", null, 3_600_000);
        return new NodeFixture() {
            @Override
            public ClusterFile cluster() {
                return nodes.cluster();
            }

            @Override
            public String camera() {
                return OpenSshNodes.CAMERA;
            }

            @Override
            public long playableMs() {
                return OpenSshNodes.RECORDING_START + 60_000;
            }

            @Override
            public long unrecordedMs() {
                return OpenSshNodes.RECORDING_START - 60_000;
            }

            @Override
            public void close() throws Exception {
                nodes.close();
            }
        };
    }
}
