package org.voddesk.control.local;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.control.admin.SettingsRules;
import org.voddesk.control.api.ClusterSnapshot;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.ControlEvent;
import org.voddesk.control.api.ControlSettings;
import org.voddesk.control.api.PlanStep;
import org.voddesk.control.api.Principal;
import org.voddesk.core.NodeConfig;
import org.voddesk.core.NodeHealth;
import org.voddesk.core.Role;
import org.voddesk.core.Session;
import org.voddesk.node.NodeLink;

/**
 * A node added, edited or retired while sessions play applies to the running loop at once: only that
 * node reconnects; the other nodes' links and sessions are untouched. Demo cluster of three nodes on loopback.
 */
class NodeChangesLiveTest {
    private ControlFixture f;
    private Principal sue;

    @AfterEach
    void stop() {
        if (f != null) {
            f.close();
        }
    }

    /** Three nodes; two sessions behind the console on each of vod-1 and vod-3, one on vod-2; all measured. */
    private void start(Path dir) throws Exception {
        f = new ControlFixture(dir, 3, SettingsRules.DEFAULT);
        sue = f.user("sue", Role.SUPERVISOR);
        f.loadNode("vod-1", 2);
        f.loadNode("vod-2", 1);
        f.loadNode("vod-3", 2);
        f.roundsUntil(s -> ControlFixture.allMeasured(s) && s.sessions().size() == 5);
        assertThat(f.control.snapshot().sessions()).hasSize(5);
    }

    private NodeConfig config(String node) {
        return f.client.cluster().node(node).orElseThrow();
    }

    private NodeLink link(String node) {
        return f.client.ssh().connection(node).orElseThrow();
    }

    /** Node of each live session, as the console records it. */
    private Map<String, String> placements() {
        return f.control.snapshot().sessions().stream().collect(Collectors.toMap(Session::id, Session::nodeName));
    }

    private static NodeConfig withBandwidth(NodeConfig n, double bps) {
        return new NodeConfig(n.name(), n.host(), n.port(), n.user(), n.identity(), bps, n.site(), n.agent());
    }

    private static NodeConfig withPort(NodeConfig n, int port) {
        return new NodeConfig(n.name(), n.host(), port, n.user(), n.identity(), n.bandwidthBps(), n.site(), n.agent());
    }

    @Test
    void anEditedNodeReconnectsAndTheOthersKeepTheirLinksAndSessions(@TempDir Path dir) throws Exception {
        start(dir);
        NodeLink one = link("vod-1");
        NodeLink three = link("vod-3");
        NodeLink two = link("vod-2");
        Map<String, String> before = placements();

        CommandResult<NodeConfig> r = f.control.nodeSettings().editNode(sue, withBandwidth(config("vod-2"), 5e8));
        f.roundsUntil(s -> ControlFixture.allMeasured(s)
                && s.view().node("vod-2").orElseThrow().spec().bandwidthBps() == 5e8);

        assertThat(r.ok()).as(r.message()).isTrue();
        assertThat(r.message()).contains("Only this node reconnects").doesNotContain("next start");
        assertThat(link("vod-2")).isNotSameAs(two);
        assertThat(link("vod-1")).isSameAs(one);
        assertThat(link("vod-3")).isSameAs(three);
        assertThat(f.control.snapshot().view().node("vod-2").orElseThrow().spec().bandwidthBps()).isEqualTo(5e8);
        assertThat(placements()).isEqualTo(before);
        assertThat(f.events(ControlEvent.SessionEnded.class)).isEmpty();
        assertThat(f.events(ControlEvent.SessionReHomed.class)).isEmpty();
    }

    @Test
    void anEditedNodeIsPolledWithItsNewSettings(@TempDir Path dir) throws Exception {
        start(dir);
        Map<String, String> onOthers = placements().entrySet().stream().filter(e -> !e.getValue().equals("vod-2"))
                .collect(Collectors.toMap(Map.Entry::getKey, Map.Entry::getValue));

        // port 1 on loopback refuses at once: the node must now be unreachable, read over its new link
        f.control.nodeSettings().editNode(sue, withPort(config("vod-2"), 1));
        f.round();

        ClusterSnapshot s = f.control.snapshot();
        assertThat(s.node("vod-2").orElseThrow().health()).isIn(NodeHealth.UNREACHABLE, NodeHealth.FAILED);
        assertThat(s.node("vod-1").orElseThrow().health()).isEqualTo(NodeHealth.OK);
        assertThat(s.node("vod-3").orElseThrow().health()).isEqualTo(NodeHealth.OK);
        assertThat(placements()).containsAllEntriesOf(onOthers);
    }

    @Test
    void anAddedNodeIsPolledFromTheNextRound(@TempDir Path dir) throws Exception {
        start(dir);
        NodeConfig three = config("vod-3");
        f.control.nodeSettings().retireNode(sue, "vod-3");
        f.round();
        assertThat(f.control.snapshot().nodes()).doesNotContainKey("vod-3");

        // vod-3's server still runs: added again, it is polled from the next round
        CommandResult<NodeConfig> r = f.control.nodeSettings().addNode(sue, three);
        f.round();
        f.roundsUntil(ControlFixture::allMeasured);

        assertThat(r.ok()).as(r.message()).isTrue();
        assertThat(f.client.poller().nodeNames()).containsExactly("vod-1", "vod-2", "vod-3");
        assertThat(f.control.snapshot().node("vod-3").orElseThrow().health()).isEqualTo(NodeHealth.OK);
    }

    @Test
    void aRetiredNodeIsNoLongerPolledAndItsSessionsAreHandled(@TempDir Path dir) throws Exception {
        start(dir);
        List<String> onTwo = f.control.snapshot().sessions().stream().filter(s -> s.nodeName().equals("vod-2"))
                .map(Session::id).toList();
        NodeLink one = link("vod-1");

        CommandResult<NodeConfig> r = f.control.nodeSettings().retireNode(sue, "vod-2");
        f.rounds(2);

        assertThat(r.ok()).as(r.message()).isTrue();
        assertThat(r.message()).contains("no longer polled").doesNotContain("next start");
        assertThat(f.client.poller().nodeNames()).containsExactly("vod-1", "vod-3");
        assertThat(f.control.snapshot().nodes()).doesNotContainKey("vod-2");
        assertThat(f.client.ssh().connection("vod-2")).isEmpty();
        assertThat(link("vod-1")).isSameAs(one);
        for (String id : onTwo) {
            boolean reHomed = f.control.snapshot().session(id).map(s -> !s.nodeName().equals("vod-2")).orElse(false);
            boolean ended = f.events(ControlEvent.SessionEnded.class).stream()
                    .anyMatch(e -> e.sessionId().equals(id) && e.detail().contains("retired"));
            assertThat(reHomed || ended).as("session %s re-homed or ended with a reason", id).isTrue();
        }
        assertThat(f.cluster.node("vod-2").sessions()).isEmpty();
        assertThat(f.events(ControlEvent.PlanChanged.class)).filteredOn(e -> e.step() == PlanStep.PROPOSED)
                .isNotEmpty().allSatisfy(e -> assertThat(e.detail()).startsWith("vod-2 was retired: "));
        assertThat(f.control.snapshot().sessions()).noneMatch(s -> s.nodeName().equals("vod-2"));
    }

    @Test
    void aNodeRetiredWhileARoundIsInFlightDoesNotComeBackWithThatRound(@TempDir Path dir) throws Exception {
        start(dir);
        f.polls.hold();
        f.clock.advance(Duration.ofSeconds(5));
        CompletableFuture<Void> tick = CompletableFuture.runAsync(f.control::tick);
        assertThat(f.polls.awaitPolled()).isTrue();

        CommandResult<NodeConfig> r = f.control.nodeSettings().retireNode(sue, "vod-2");
        f.polls.release();
        tick.get(30, TimeUnit.SECONDS);

        assertThat(r.ok()).as(r.message()).isTrue();
        assertThat(f.control.snapshot().nodes()).containsOnlyKeys("vod-1", "vod-3");
        assertThat(f.control.snapshot().view().node("vod-2")).isEmpty();
        assertThat(f.control.snapshot().sessions()).noneMatch(x -> x.nodeName().equals("vod-2"));
    }
}
