package org.voddesk.control.local;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.control.admin.SettingsRules;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.ControlSettings;
import org.voddesk.control.api.PlaybackStarted;
import org.voddesk.control.api.Principal;
import org.voddesk.core.PlanRecord;
import org.voddesk.core.Playhead;
import org.voddesk.core.Quality;
import org.voddesk.core.SegmentKey;
import org.voddesk.core.Session;
import org.voddesk.core.StreamProfile;
import org.voddesk.core.StreamSource;
import org.voddesk.demo.CommandHold;
import org.voddesk.demo.PlayOrder;

/**
 * A planning round while a start is in flight: the started session counts on its node in the policies' view, but it
 * is not recorded until the node answers, so a plan that moved it could not be stored (its move names a session the
 * session table does not hold). The plan is made of recorded sessions only and is recorded.
 */
class PlanOfUnrecordedSessionTest {
    private static final ControlSettings EVERY_ROUND = SettingsRules.DEFAULT
            .withIntervals(Duration.ofSeconds(5), Duration.ZERO)
            .withPlans(SettingsRules.DEFAULT.plans().withPlanner(0.01, 0.01, 10));
    private ControlFixture f;
    private Principal op;

    @BeforeEach
    void start(@TempDir Path dir) throws Exception {
        f = new ControlFixture(dir, 2, EVERY_ROUND);
        op = f.cli("t");
        f.roundsUntilAllOk();
    }

    @AfterEach
    void stop() {
        f.close();
    }

    @Test
    void aPlanRoundWhileAStartIsInFlightRecordsAPlanOfRecordedSessionsOnly() throws Exception {
        CommandHold one = f.cluster.holdNextCommand("vod-1");
        CommandHold two = f.cluster.holdNextCommand("vod-2");
        CompletableFuture<CommandResult<PlaybackStarted>> start = f.control.requestPlaybackAsync(op, "cam-009",
                f.clock.millis() - 2 * ControlFixture.HOUR, 4, Quality.MAIN);
        String node = reachedNode(one, two);
        (node.equals("vod-1") ? two : one).release(); // the other node's hold is not needed
        String inFlight = inFlightId();
        f.loadNode(node, 2); // the start's node becomes the loaded one: the planner moves off it

        f.round();

        List<PlanRecord> open = f.store.plans().open();
        assertThat(open).as("the round's plan is recorded").singleElement().satisfies(p -> assertThat(p.moves())
                .isNotEmpty().extracting(m -> m.draft().sessionId()).doesNotContain(inFlight));
        (node.equals("vod-1") ? one : two).release();
        assertThat(start.get(60, TimeUnit.SECONDS).ok()).isTrue();
    }

    @Test
    void aRoundWhoseRecordFailedLeavesTheSessionsItFoundOutOfTheStateSoNoPlanMovesThem() {
        long begin = f.clock.millis() - 2 * ControlFixture.HOUR;
        // recorded behind the loop's back: the round that finds it playing cannot record it again, and rolls back
        f.store.sessions().started(new Session("dup", "vod-1", new SegmentKey("cam-001", begin),
                Playhead.atBegin(begin, 1), new StreamProfile(2_000_000, Quality.MAIN, StreamSource.IPSAN), begin));
        f.cluster.node("vod-1").play(new PlayOrder("dup", "cam-001", begin, begin, 1, Quality.MAIN));
        f.loadNode("vod-1", 3);

        f.round();

        Set<String> stored = f.store.sessions().active().stream().map(Session::id).collect(Collectors.toSet());
        assertThat(f.control.snapshot().sessions()).extracting(Session::id)
                .as("the console shows live only what is recorded").allMatch(stored::contains);
        assertThat(f.store.plans().open()).allSatisfy(p -> assertThat(p.moves())
                .allMatch(m -> stored.contains(m.draft().sessionId())));
    }

    /** The node whose held command the start reached. */
    private static String reachedNode(CommandHold one, CommandHold two) throws InterruptedException {
        for (int i = 0; i < 600; i++) {
            if (one.awaitReached(Duration.ofMillis(50))) {
                return "vod-1";
            }
            if (two.awaitReached(Duration.ZERO)) {
                return "vod-2";
            }
        }
        throw new AssertionError("the start reached no node");
    }

    private String inFlightId() throws Exception {
        return f.loop.submit(() -> f.control.parts().loop.commandsInFlight().iterator().next()).get();
    }
}
