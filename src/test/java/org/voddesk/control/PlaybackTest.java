package org.voddesk.control;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.voddesk.core.ClusterView;
import org.voddesk.core.LoadModel;
import org.voddesk.core.NodeHealth;
import org.voddesk.core.NodeView;
import org.voddesk.core.PlaybackRequest;
import org.voddesk.core.Quality;
import org.voddesk.node.CommandExecutor;
import org.voddesk.node.NodeConfig;
import org.voddesk.node.NodeLink;
import org.voddesk.node.protocol.AgentInvocation;
import org.voddesk.node.protocol.VodnodeFormat;
import org.voddesk.node.ssh.ExecResult;
import org.voddesk.policy.Explanation;
import org.voddesk.policy.Placement;
import org.voddesk.policy.PlacementPolicy;
import org.voddesk.policy.Rejection;

class PlaybackTest {
    private static final PlaybackRequest REQUEST = new PlaybackRequest("cam", 0, 1000, 1, Quality.MAIN, 4000, null);
    private final List<String> sent = new ArrayList<>();

    /** A node that answers play with {@code answer}. */
    private NodeLink node(String name, String answer) {
        NodeConfig config = new NodeConfig(name, "h", 22, "u", Path.of("/k"), 1000, null, null);
        return new NodeLink() {
            @Override
            public NodeConfig node() {
                return config;
            }

            @Override
            public ExecResult exec(String command, Duration timeout) {
                sent.add(name + " " + AgentInvocation.parse(command).verb());
                return new ExecResult(answer, "", 0, 1);
            }
        };
    }

    private static ClusterView view(String... names) {
        List<NodeView> nodes = new ArrayList<>();
        for (String n : names) {
            nodes.add(new NodeView(new NodeConfig(n, "h", 22, "u", Path.of("/k"), 1000, null, null).spec(),
                    NodeHealth.OK, 10, null, List.of()));
        }
        return new ClusterView(0, LoadModel.DEFAULT, nodes);
    }

    /** Places on the first node that accepts work, in view order. */
    private static final PlacementPolicy FIRST = new PlacementPolicy() {
        @Override
        public String name() {
            return "first";
        }

        @Override
        public org.voddesk.policy.PlacementDecision place(ClusterView v, PlaybackRequest r) {
            Explanation e = new Explanation("first", "first working node", List.of());
            return v.workingNodes().isEmpty() ? new Rejection("no node works", e)
                    : new Placement(v.workingNodes().get(0).name(), org.voddesk.core.StreamSource.IPSAN, 10, e);
        }
    };

    private Playback playback(NodeLink... links) {
        return new Playback(null, new CommandExecutor(List.of(links), Duration.ofSeconds(1), Clock.systemUTC()),
                Duration.ZERO, () -> "s1");
    }

    @Test
    void startsOnTheChosenNode() {
        PlayResult r = playback(node("a", VodnodeFormat.ok("s1", "http://a/s1"))).place(view("a"), REQUEST, FIRST, "s1");
        assertThat(r).isInstanceOfSatisfying(PlayResult.Started.class, s -> {
            assertThat(s.node()).isEqualTo("a");
            assertThat(s.url()).isEqualTo("http://a/s1");
        });
    }

    @Test
    void nodeThatRefusesIsSetAsideAndTheRequestPlacedAgain() {
        PlayResult r = playback(node("a", VodnodeFormat.error("no-recording", "not here")),
                node("b", VodnodeFormat.ok("s1", "http://b/s1"))).place(view("a", "b"), REQUEST, FIRST, "s1");
        assertThat(r).isInstanceOfSatisfying(PlayResult.Started.class, s -> {
            assertThat(s.node()).isEqualTo("b");
            assertThat(s.attempts()).singleElement().asString().contains("a refused (no-recording)");
        });
    }

    @Test
    void rejectionIsPassedOnWithItsReason() {
        PlayResult r = playback(node("a", VodnodeFormat.error("x", "y"))).place(view("a"), REQUEST, FIRST, "s1");
        assertThat(r).isInstanceOfSatisfying(PlayResult.NotStarted.class,
                n -> assertThat(n.reason()).isEqualTo("no node works"));
    }

    @Test
    void atMostThreeNodesAreTried() {
        String refusal = VodnodeFormat.error("busy", "no");
        playback(node("a", refusal), node("b", refusal), node("c", refusal), node("d", refusal))
                .place(view("a", "b", "c", "d"), REQUEST, FIRST, "s1");
        assertThat(sent).containsExactly("a play", "b play", "c play");
    }
}
