package org.voddesk.node.sshd;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.voddesk.node.cluster.ClusterFile;
import org.voddesk.node.conformance.NodeConformanceSuite;
import org.voddesk.node.conformance.NodeFixture;

/**
 * The conformance suite against the shell agent with the {@code ffmpeg-hls} streamer behind a real OpenSSH sshd:
 * every node holds a generated 60-second clip, and a started session must produce an HLS playlist.
 */
class OpenSshFfmpegHlsConformanceTest extends NodeConformanceSuite {
    private static final Path FFMPEG = Path.of("/usr/bin/ffmpeg");
    private static final long CLIP_MS = 60_000;

    @Override
    protected NodeFixture startNodes(Path dir) throws Exception {
        OpenSshd.assumeAvailable();
        assumeTrue(Files.isExecutable(FFMPEG), "ffmpeg is not installed (apt-get install ffmpeg); the ffmpeg-hls "
                + "conformance tests are skipped");
        Path clip = generateClip(dir.resolve("clip.mp4"));
        OpenSshNodes nodes = OpenSshNodes.start(dir, 2, "ffmpeg-hls", clip, CLIP_MS);
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
                return OpenSshNodes.RECORDING_START + 1000;
            }

            @Override
            public long unrecordedMs() {
                return OpenSshNodes.RECORDING_START + CLIP_MS + 60_000;
            }

            @Override
            public void assertStreaming(String node, String sessionId, String url) throws Exception {
                assertThat(url).endsWith("/" + sessionId + "/index.m3u8");
                Path playlist = nodes.hlsDir(node).resolve(sessionId).resolve("index.m3u8");
                for (int i = 0; i < 300 && !(Files.exists(playlist) && Files.readString(playlist).contains("#EXTINF"));
                     i++) {
                    Thread.sleep(100);
                }
                assertThat(Files.readString(playlist)).contains("#EXTINF");
            }

            @Override
            public void assertNotStreaming(String node, String sessionId) {
                Path out = nodes.hlsDir(node).resolve(sessionId);
                assertThat(out).doesNotExist();
                assertThat(ProcessHandle.allProcesses().map(p -> p.info().commandLine().orElse(""))
                        .filter(c -> c.contains(out.toString()))).isEmpty();
            }

            @Override
            public void close() throws Exception {
                nodes.close();
            }
        };
    }

    /** A 60-second 64x48 H.264 clip at 5 frames per second with a key frame every 2 s. */
    private static Path generateClip(Path file) throws Exception {
        Process p = new ProcessBuilder(FFMPEG.toString(), "-nostdin", "-hide_banner", "-loglevel", "error", "-f", "lavfi",
                "-i", "testsrc=duration=60:size=64x48:rate=5", "-c:v", "libx264", "-preset", "ultrafast", "-g", "10",
                "-pix_fmt", "yuv420p", "-y", file.toString()).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes());
        assertThat(p.waitFor()).as(out).isZero();
        return file;
    }
}
