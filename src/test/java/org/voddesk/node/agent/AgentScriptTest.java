package org.voddesk.node.agent;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.core.RecordingSegment;
import org.voddesk.node.protocol.CommandReply;
import org.voddesk.node.protocol.ReportedSession;
import org.voddesk.node.protocol.VodnodeParser;

/**
 * The shell agent run directly under {@code dash} (the strictest common POSIX sh), without SSH: its syntax, its
 * date arithmetic, its session bookkeeping and its settings checks. Skipped where dash is not installed.
 */
class AgentScriptTest {
    private static final Path AGENT = Path.of("installer/node/vodnode").toAbsolutePath();
    private static final Path DASH = Path.of("/usr/bin/dash");
    private static final long START = Instant.parse("2026-11-28T08:00:00Z").toEpochMilli();

    @TempDir
    Path dir;
    private Path conf;

    @BeforeEach
    void setUpNode() throws IOException {
        assumeTrue(Files.isExecutable(DASH), "dash is not installed; the agent script tests are skipped");
        Path cam = Files.createDirectories(dir.resolve("rec/cam-1"));
        Files.createFile(cam.resolve("20261128T080000Z_20261128T090000Z.mp4"));
        Files.createFile(cam.resolve("20241231T235959Z_20250101T000001Z.mkv"));
        Files.createFile(cam.resolve("not-a-segment.mp4"));
        Files.createDirectories(dir.resolve("rec/bad;dir"));
        conf = settings("streamer=none");
    }

    private Path settings(String extra) throws IOException {
        return Files.writeString(dir.resolve("vodnode.conf"), "node=vod-9\nrecordings=" + dir.resolve("rec")
                + "\nstate_dir=" + dir.resolve("state") + "\nhls_dir=" + dir.resolve("hls") + "\n" + extra + "\n");
    }

    private record Run(int exit, String out, String err) {
    }

    private Run agent(String... args) throws Exception {
        return agentWithPath(null, args);
    }

    /** The agent with {@code bin} (when not null) first on its PATH, so a stand-in there replaces a real program. */
    private Run agentWithPath(Path bin, String... args) throws Exception {
        List<String> cmd = new ArrayList<>(List.of(DASH.toString(), AGENT.toString()));
        cmd.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(cmd);
        pb.environment().put("VODNODE_CONF", conf.toString());
        if (bin != null) {
            pb.environment().put("PATH", bin + ":" + pb.environment().get("PATH"));
        }
        Path err = dir.resolve("stderr");
        Process p = pb.redirectError(err.toFile()).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        return new Run(p.waitFor(), out, Files.readString(err));
    }

    private CommandReply reply(String... args) throws Exception {
        Run r = agent(args);
        assertThat(r.exit()).as(r.err()).isZero();
        return VodnodeParser.parseCommandReply(r.out());
    }

    private static String code(CommandReply r) {
        return r instanceof CommandReply.Refused x ? x.code() : "ok";
    }

    @Test
    void scriptIsValidPosixShell() throws Exception {
        for (String shell : List.of("sh", DASH.toString())) {
            Process p = new ProcessBuilder(shell, "-n", AGENT.toString()).redirectErrorStream(true).start();
            String out = new String(p.getInputStream().readAllBytes());
            assertThat(p.waitFor()).as(shell + ": " + out).isZero();
        }
    }

    @Test
    void recordingsConvertIsoBasicNamesToEpochMilliseconds() throws Exception {
        List<RecordingSegment> segs = VodnodeParser.parseRecordings(agent("recordings").out()).segments();
        assertThat(segs).containsExactly(
                new RecordingSegment("cam-1", Instant.parse("2024-12-31T23:59:59Z").toEpochMilli(),
                        Instant.parse("2025-01-01T00:00:01Z").toEpochMilli(), 4_000_000),
                new RecordingSegment("cam-1", START, START + 3_600_000, 4_000_000));
    }

    @Test
    void badlyNamedFilesAreNamedOnStderrAndSkipped() throws Exception {
        Files.createFile(dir.resolve("rec/cam-1/2026_x.mp4"));
        Run r = agent("recordings");
        assertThat(r.err()).contains("skipping").contains("2026_x.mp4");
        assertThat(VodnodeParser.parseRecordings(r.out()).segments()).hasSize(2);
    }

    @Test
    void statusOfAnIdleNodeIsHeaderAndEnd() throws Exception {
        assertThat(agent("status").out()).isEqualTo("vodnode/1 node=vod-9\nend\n");
    }

    @Test
    void playedSessionAdvancesFromItsPosition() throws Exception {
        assertThat(reply("play", "--session", "s1", "--camera", "cam-1", "--begin", Long.toString(START),
                "--position", Long.toString(START + 60_000), "--rate", "0.5", "--quality", "sub"))
                .isEqualTo(new CommandReply.Ok("s1", "http://vod-9/vodnode/hls/s1/index.m3u8"));
        ReportedSession s = VodnodeParser.parseStatus(agent("status").out()).sessions().get(0);
        assertThat(s.beginMs()).isEqualTo(START);
        assertThat(s.positionMs()).isBetween(START + 60_000, START + 60_000 + 30_000);
        assertThat(s.rate()).isEqualTo(0.5);
    }

    @Test
    void rateChangeKeepsThePositionReached() throws Exception {
        reply("play", "--session", "s1", "--camera", "cam-1", "--begin", Long.toString(START));
        reply("rate", "--session", "s1", "--rate", "4");
        ReportedSession s = VodnodeParser.parseStatus(agent("status").out()).sessions().get(0);
        assertThat(s.rate()).isEqualTo(4.0);
        assertThat(s.positionMs()).isGreaterThanOrEqualTo(START);
    }

    @Test
    void stopForgetsTheSession() throws Exception {
        reply("play", "--session", "s1", "--camera", "cam-1", "--begin", Long.toString(START));
        assertThat(reply("stop", "--session", "s1")).isEqualTo(new CommandReply.Ok("s1", null));
        assertThat(VodnodeParser.parseStatus(agent("status").out()).sessions()).isEmpty();
    }

    @Test
    void endOfASegmentIsNotPlayable() throws Exception {
        assertThat(code(reply("play", "--session", "s1", "--camera", "cam-1", "--begin",
                Long.toString(START + 3_600_000)))).isEqualTo("no-recording");
    }

    @Test
    void directoryWithAnInvalidCameraNameIsNotListedOrPlayable() throws Exception {
        assertThat(code(reply("play", "--session", "s1", "--camera", "bad;dir", "--begin", "0")))
                .isEqualTo("bad-argument");
    }

    @Test
    void rateOutsideTheRangeIsRefused() throws Exception {
        for (String rate : List.of("0", "17", "1e1", "-1", ".5", "1.", "abc", "1.1234567")) {
            assertThat(code(reply("play", "--session", "s1", "--camera", "cam-1", "--begin", Long.toString(START),
                    "--rate", rate))).as(rate).isEqualTo("bad-argument");
        }
    }

    @Test
    void optionWithoutValueIsRefused() throws Exception {
        assertThat(code(reply("play", "--session"))).isEqualTo("bad-argument");
    }

    @Test
    void unknownSettingIsABadConfig() throws Exception {
        conf = settings("colour=blue");
        assertThat(code(reply("status"))).isEqualTo("bad-config");
    }

    @Test
    void unknownStreamerIsABadConfig() throws Exception {
        conf = settings("streamer=vlc");
        assertThat(code(reply("status"))).isEqualTo("bad-config");
    }

    @Test
    void missingSettingsFileNamedByTheEnvironmentIsABadConfig() throws Exception {
        conf = dir.resolve("missing.conf");
        assertThat(code(reply("status"))).isEqualTo("bad-config");
    }

    @Test
    void streamerThatCannotStartLeavesNoSession() throws Exception {
        conf = settings("streamer=ffmpeg-hls");
        // An ffmpeg that refuses the recording at once. The real one also exits on this empty file, but on a loaded
        // machine its first start may outlast the agent's 5 s wait, which counts as started (a CI run saw that);
        // the real streamer is checked by OpenSshFfmpegHlsConformanceTest.
        Path bin = Files.createDirectories(dir.resolve("bin"));
        Path ffmpeg = Files.writeString(bin.resolve("ffmpeg"),
                "#!/bin/sh\necho 'Invalid data found when processing input' >&2\nexit 1\n");
        ffmpeg.toFile().setExecutable(true);
        CommandReply r = VodnodeParser.parseCommandReply(agentWithPath(bin, "play", "--session", "s1", "--camera",
                "cam-1", "--begin", Long.toString(START)).out());
        assertThat(code(r)).isEqualTo("streamer-failed");
        assertThat(VodnodeParser.parseStatus(agent("status").out()).sessions()).isEmpty();
        assertThat(dir.resolve("hls/s1")).doesNotExist();
    }

    @Test
    void aStatusThatHangsIsKilledOnTheNodeByItsOwnTimeLimit() throws Exception {
        assumeTrue(Files.isExecutable(Path.of("/usr/bin/timeout")), "timeout(1) is not installed");
        conf = settings("streamer=none\nread_limit=1");
        // A clock that never answers stands for a read stuck on a hung mount. Its sleep's length marks it as this
        // run's: another build on the machine may run this test at the same time.
        long marker = 7_000_000L + java.util.concurrent.ThreadLocalRandom.current().nextLong(1_000_000L);
        Path bin = Files.createDirectories(dir.resolve("bin"));
        Path date = Files.writeString(bin.resolve("date"), "#!/bin/sh\nexec sleep " + marker + "\n");
        date.toFile().setExecutable(true);
        ProcessBuilder pb = new ProcessBuilder(DASH.toString(), AGENT.toString(), "status");
        pb.environment().put("VODNODE_CONF", conf.toString());
        pb.environment().put("PATH", bin + ":" + pb.environment().get("PATH"));
        Process p = pb.redirectErrorStream(true).start();
        p.getInputStream().readAllBytes();
        assertThat(p.waitFor(30, java.util.concurrent.TimeUnit.SECONDS)).as("ended by read_limit").isTrue();
        assertThat(p.exitValue()).as("timeout(1)'s exit for a command it ended").isEqualTo(124);
        Process left = new ProcessBuilder("pgrep", "-f", "^sleep " + marker + "$").start();
        assertThat(new String(left.getInputStream().readAllBytes(), StandardCharsets.UTF_8)).as("nothing left")
                .isBlank();
    }
}
