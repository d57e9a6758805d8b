package org.voddesk.node.sshd;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.core.Quality;
import org.voddesk.node.CommandExecutor;
import org.voddesk.node.CommandOutcome;
import org.voddesk.node.NodeLink;
import org.voddesk.node.PollSettings;
import org.voddesk.node.Poller;
import org.voddesk.node.protocol.PlayArgs;
import org.voddesk.node.protocol.ReportedSession;
import org.voddesk.node.ssh.PassphraseProvider;
import org.voddesk.node.ssh.SshClients;
import org.voddesk.node.ssh.SshSettings;
import org.voddesk.testing.Await;
import org.voddesk.testing.Ffprobe;

/**
 * The {@code ffmpeg-hls} streamer of the real agent behind OpenSSH: a {@code sub} session streams at most 640x360
 * and at most 512 kbit/s on the wire (segment bytes over playlist seconds), a {@code main} session streams the
 * recording as it is (1280x720 here), and the agent reports each session's bit rate for the load model. Prints the
 * sub stream's measured bit rate (docs/algorithms.md quotes it).
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class OpenSshSubStreamTest {
    private static final Path FFMPEG = Path.of("/usr/bin/ffmpeg");
    private static final long CLIP_MS = 40_000;
    /** Complete segments to wait for: 6 of 2 s, so the measure spans 12 s of stream. */
    private static final int SEGMENTS = 6;

    private OpenSshNodes nodes;
    private SshClients clients;
    private ExecutorService pool;
    private CommandExecutor executor;
    private Poller poller;

    @BeforeAll
    void startNode(@TempDir Path dir) throws Exception {
        OpenSshd.assumeAvailable();
        assumeTrue(Files.isExecutable(FFMPEG), "ffmpeg is not installed (apt-get install ffmpeg); the sub stream "
                + "tests are skipped");
        Ffprobe.assumeAvailable();
        nodes = OpenSshNodes.start(dir, 1, "ffmpeg-hls", recording(dir.resolve("clip.mp4")), CLIP_MS);
        clients = SshClients.open(nodes.cluster(), SshSettings.DEFAULT.withTimeouts(Duration.ofSeconds(10),
                Duration.ofSeconds(15)), PassphraseProvider.NONE);
        List<NodeLink> links = List.copyOf(clients.all());
        pool = Executors.newFixedThreadPool(2);
        executor = new CommandExecutor(links, Duration.ofSeconds(15), Clock.systemUTC());
        poller = new Poller(links, pool, PollSettings.DEFAULT.withTimeouts(Duration.ofSeconds(15),
                Duration.ofSeconds(30)), Clock.systemUTC());
    }

    @AfterAll
    void stopNode() throws Exception {
        if (clients != null) {
            clients.close();
        }
        if (pool != null) {
            pool.shutdownNow();
        }
        if (nodes != null) {
            nodes.close();
        }
    }

    @Test
    void subStreamIsAtMost640x360AndAtMost512KbitPerSecond() throws Exception {
        Path playlist = play("sub-1", Quality.SUB);
        Ffprobe.Video video = Ffprobe.video(playlist.toString());
        HlsPlaylist measured = HlsPlaylist.read(playlist);
        System.out.printf(Locale.ROOT, "sub stream of a 1280x720 2 Mb/s recording: %dx%d %s, %.0f kbit/s over %.1f s%n",
                video.width(), video.height(), video.codec(), measured.bitsPerSecond() / 1000,
                measured.seconds());
        assertThat(video.codec()).isEqualTo("h264");
        assertThat(video.height()).isLessThanOrEqualTo(360);
        assertThat(video.width()).isLessThanOrEqualTo(640);
        assertThat(measured.bitsPerSecond()).isLessThanOrEqualTo(512_000);
        assertThat(reported("sub-1").bitrateBps()).isEqualTo(512_000);
    }

    @Test
    void mainStreamKeepsTheRecordedSize() throws Exception {
        Path playlist = play("main-1", Quality.MAIN);
        Ffprobe.Video video = Ffprobe.video(playlist.toString());
        assertThat(video).isEqualTo(new Ffprobe.Video("h264", 1280, 720));
        assertThat(reported("main-1").bitrateBps()).isEqualTo(2_000_000);
    }

    /** Starts a session and waits until its playlist lists {@link #SEGMENTS} segments; returns the playlist. */
    private Path play(String session, Quality quality) throws Exception {
        CommandOutcome out = executor.play("vod-1", PlayArgs.fresh(session, OpenSshNodes.CAMERA,
                OpenSshNodes.RECORDING_START + 1000, 1, quality));
        assertThat(out).isInstanceOf(CommandOutcome.Done.class);
        Path playlist = nodes.hlsDir("vod-1").resolve(session).resolve("index.m3u8");
        Await.until(SEGMENTS + " segments in " + playlist, Duration.ofSeconds(40),
                () -> HlsPlaylist.segmentsIn(playlist) >= SEGMENTS);
        return playlist;
    }

    private ReportedSession reported(String session) {
        return poller.poll(false).node("vod-1").orElseThrow().sessions().stream()
                .filter(s -> s.id().equals(session)).findFirst().orElseThrow();
    }

    /** A 40-second 1280x720 recording at 25 frames per second and 2 Mb/s, with moving detail in every frame. */
    private static Path recording(Path file) throws Exception {
        Process p = new ProcessBuilder(FFMPEG.toString(), "-nostdin", "-hide_banner", "-loglevel", "error",
                "-f", "lavfi", "-i", "testsrc2=duration=40:size=1280x720:rate=25", "-c:v", "libx264",
                "-preset", "ultrafast", "-b:v", "2M", "-g", "50", "-pix_fmt", "yuv420p", "-y", file.toString())
                .redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes());
        assertThat(p.waitFor()).as(out).isZero();
        return file;
    }
}
