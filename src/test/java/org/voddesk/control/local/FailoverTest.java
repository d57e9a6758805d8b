package org.voddesk.control.local;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.control.api.ControlEvent;
import org.voddesk.core.NodeHealth;
import org.voddesk.demo.DemoCluster;
import org.voddesk.demo.DemoClusterConfig;
import org.voddesk.testing.Await;

/**
 * Failover against the demo's faults, in real time: a crashed node (its connection closes), a hung node
 * (TCP up, no command answers), one late reply. The deadlines are generous (a loaded machine), the mechanisms are
 * what is checked: a crash is acted on without waiting for the poll interval, a hang after exactly two missed
 * polls, and a single late reply fails nothing. Timings: docs/benchmarks.md ({@code FailoverBench}).
 */
class FailoverTest {
    private static final String VICTIM = DemoClusterConfig.nodeName(0);
    private static final int SESSIONS = 3;
    @TempDir
    Path dir;

    @Test
    void aCrashedNodeIsFailedAndItsSessionsReHomedWithoutWaitingForTheNextPoll() throws Exception {
        // A poll interval far beyond the deadline: only the link watch can start the rounds that fail the node.
        try (FailoverRig<DemoCluster> rig = FailoverRig.demo(dir, 3, SESSIONS, Duration.ofMinutes(10))) {
            rig.start();
            Await.until("the cluster is polled", Duration.ofSeconds(30), () -> rig.settled(3 * SESSIONS)
                    || rig.control.snapshot().sessions().size() == 3 * SESSIONS);
            long killed = System.nanoTime();
            rig.cluster.kill(VICTIM);

            // the re-homing events come before the snapshot that shows the node empty: wait for both
            Await.until("the crashed node's sessions play elsewhere", Duration.ofSeconds(60),
                    () -> rig.reHomedAt(VICTIM, killed, SESSIONS) > 0 && rig.sessionsOn(VICTIM) == 0);
            assertThat(rig.sessionsOn(VICTIM)).isZero();
            assertThat(rig.control.snapshot().node(VICTIM).orElseThrow().health()).isEqualTo(NodeHealth.FAILED);
        }
    }

    @Test
    void aHungNodeIsFailedAfterTwoMissedPollsAndItsSessionsReHomed() throws Exception {
        try (FailoverRig<DemoCluster> rig = FailoverRig.demo(dir, 3, SESSIONS, Duration.ofSeconds(5))) {
            rig.start();
            Await.until("the cluster is polled and measured", Duration.ofSeconds(60), () -> rig.settled(3 * SESSIONS));
            long hung = System.nanoTime();
            for (int i = 0; i < 1_000; i++) {
                rig.cluster.hangNextCommand(VICTIM);
            }

            Await.until("the hung node's sessions play elsewhere", Duration.ofSeconds(90),
                    () -> rig.reHomedAt(VICTIM, hung, SESSIONS) > 0);
            assertThat(rig.since(hung, ControlEvent.NodeHealthChanged.class))
                    .filteredOn(e -> e.node().equals(VICTIM)).extracting(ControlEvent.NodeHealthChanged::to)
                    .startsWith(NodeHealth.UNREACHABLE, NodeHealth.FAILED);
        }
    }

    @Test
    void oneLateReplyFailsNothing() throws Exception {
        try (FailoverRig<DemoCluster> rig = FailoverRig.demo(dir, 2, SESSIONS, Duration.ofSeconds(5))) {
            rig.start();
            Await.until("the cluster is polled and measured", Duration.ofSeconds(60), () -> rig.settled(2 * SESSIONS));
            long late = System.nanoTime();
            rig.cluster.hangNextCommand(VICTIM);

            Await.until("the late node missed one poll and answered the next", Duration.ofSeconds(60),
                    () -> rig.since(late, ControlEvent.NodeHealthChanged.class).stream()
                            .filter(e -> e.node().equals(VICTIM)).map(ControlEvent.NodeHealthChanged::to).toList()
                            .equals(java.util.List.of(NodeHealth.UNREACHABLE, NodeHealth.OK)));
            assertThat(rig.since(late, ControlEvent.SessionReHomed.class)).isEmpty();
            assertThat(rig.sessionsOn(VICTIM)).isEqualTo(SESSIONS);
        }
    }
}
