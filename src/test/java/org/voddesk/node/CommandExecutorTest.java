package org.voddesk.node;

import org.voddesk.core.NodeFailure;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.voddesk.core.Quality;
import org.voddesk.node.protocol.AgentInvocation;
import org.voddesk.node.protocol.PlayArgs;
import org.voddesk.node.protocol.ReportedSession;
import org.voddesk.node.protocol.VodnodeFormat;

class CommandExecutorTest {
    private static final Clock CLOCK = Clock.fixed(Instant.ofEpochMilli(1_000_000), ZoneOffset.UTC);
    private static final ReportedSession PLAYING = new ReportedSession("s1", "cam-1", 1000, 5000, 2, 4000, Quality.SUB);

    /** A node that plays what it is told, answers status with {@code sessions}, and stops anything. */
    private static FakeLink node(String name, List<ReportedSession> sessions) {
        return new FakeLink(name, c -> {
            AgentInvocation inv = AgentInvocation.parse(c);
            return FakeLink.out(switch (inv.verb()) {
                case "status" -> VodnodeFormat.status(name, sessions);
                case "play" -> VodnodeFormat.ok(inv.options().get("session"), "http://" + name + "/x.m3u8");
                default -> VodnodeFormat.ok(inv.options().get("session"), null);
            });
        });
    }

    private static CommandExecutor executor(FakeLink... links) {
        return new CommandExecutor(List.of(links), Duration.ofSeconds(1), CLOCK);
    }

    @Test
    void playReturnsTheStreamUrl() {
        CommandOutcome out = executor(node("a", List.of())).play("a", PlayArgs.fresh("s1", "cam-1", 0, 1, Quality.MAIN));
        assertThat(out).isEqualTo(new CommandOutcome.Done("a", "s1", "http://a/x.m3u8"));
    }

    @Test
    void refusalKeepsTheAgentsCode() {
        FakeLink a = new FakeLink("a", c -> FakeLink.out(VodnodeFormat.error("unknown-camera", "no cam-1")));
        assertThat(executor(a).stop("a", "s1")).isEqualTo(new CommandOutcome.Refused("a", "unknown-camera", "no cam-1"));
    }

    @Test
    void garbledAnswerIsAFailure() {
        FakeLink a = new FakeLink("a", c -> FakeLink.out("Segmentation fault\n"));
        assertThat(executor(a).stop("a", "s1")).isInstanceOfSatisfying(CommandOutcome.Failed.class,
                f -> assertThat(f.reason()).contains("garbled answer"));
    }

    @Test
    void confirmationOfAnotherSessionIsAFailure() {
        FakeLink a = new FakeLink("a", c -> FakeLink.out(VodnodeFormat.ok("other", null)));
        assertThat(executor(a).stop("a", "s1")).isInstanceOf(CommandOutcome.Failed.class);
    }

    @Test
    void playConfirmedWithoutUrlIsAFailure() {
        FakeLink a = new FakeLink("a", c -> FakeLink.out(VodnodeFormat.ok("s1", null)));
        assertThat(executor(a).play("a", PlayArgs.fresh("s1", "cam-1", 0, 1, Quality.MAIN)).ok()).isFalse();
    }

    @Test
    void unreachableNodeIsAFailureWithItsKind() {
        FakeLink a = new FakeLink("a", c -> {
            throw new NodeException(NodeFailure.TIMEOUT, "slow");
        });
        assertThat(executor(a).stop("a", "s1")).isEqualTo(new CommandOutcome.Failed("a", NodeFailure.TIMEOUT,
                "slow"));
    }

    @Test
    void unknownNodeIsAFailure() {
        assertThat(executor().stop("nowhere", "s1")).isInstanceOf(CommandOutcome.Failed.class);
    }

    @Test
    void moveStartsOnTargetBeforeStoppingTheSource() {
        FakeLink a = node("a", List.of(PLAYING));
        FakeLink b = node("b", List.of());
        MoveOutcome out = executor(a, b).move("s1", "a", "b");
        assertThat(out).isEqualTo(new MoveOutcome.Moved("s1", "a", "b", "http://b/x.m3u8", 5000));
        assertThat(a.commands).last().asString().contains("'stop'");
    }

    @Test
    void moveContinuesFromTheSourcePositionWithItsRateAndQuality() {
        FakeLink b = node("b", List.of());
        executor(node("a", List.of(PLAYING)), b).move("s1", "a", "b");
        AgentInvocation play = AgentInvocation.parse(b.commands.get(0));
        assertThat(play.options()).containsEntry("position", "5000").containsEntry("begin", "1000")
                .containsEntry("rate", "2").containsEntry("quality", "sub");
    }

    @Test
    void refusedMoveNeverStopsTheSource() {
        FakeLink a = node("a", List.of(PLAYING));
        FakeLink b = new FakeLink("b", c -> FakeLink.out(VodnodeFormat.error("session-exists", "dup")));
        MoveOutcome out = executor(a, b).move("s1", "a", "b");
        assertThat(out).isInstanceOf(MoveOutcome.NotMoved.class);
        assertThat(a.commands).noneMatch(c -> c.contains("'stop'"));
    }

    @Test
    void moveWhoseStartWasLostCleansUpTheTarget() {
        FakeLink b = new FakeLink("b", c -> {
            throw new NodeException(NodeFailure.TIMEOUT, "slow");
        });
        executor(node("a", List.of(PLAYING)), b).move("s1", "a", "b");
        assertThat(b.commands).last().asString().contains("'stop'");
    }

    @Test
    void sourceThatCannotStopIsReported() {
        FakeLink a = new FakeLink("a", c -> c.contains("'status'") ? FakeLink.out(VodnodeFormat.status("a",
                List.of(PLAYING))) : FakeLink.out("garbage\n"));
        MoveOutcome out = executor(a, node("b", List.of())).move("s1", "a", "b");
        assertThat(out).isInstanceOf(MoveOutcome.SourceNotStopped.class);
    }

    @Test
    void moveOfAnUnknownSessionDoesNothing() {
        FakeLink b = node("b", List.of());
        MoveOutcome out = executor(node("a", List.of()), b).move("s1", "a", "b");
        assertThat(out).isInstanceOf(MoveOutcome.NotMoved.class);
        assertThat(b.commands).isEmpty();
    }
}
