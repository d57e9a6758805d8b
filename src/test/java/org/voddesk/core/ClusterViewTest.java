package org.voddesk.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

class ClusterViewTest {
    private static Session session(String id, String node, String camera) {
        return new Session(id, node, new SegmentKey(camera, 0), Playhead.atBegin(0, 1),
                new StreamProfile(2_000_000, Quality.MAIN, StreamSource.IPSAN), 0);
    }

    private static NodeView node(String name, Session... sessions) {
        return new NodeView(new NodeSpec(name, 1e8, null), NodeHealth.OK, 10, null, List.of(sessions));
    }

    @Test
    void nodeIndexesItsSessionsByCamera() {
        NodeView n = node("a", session("s1", "a", "cam-1"), session("s2", "a", "cam-2"), session("s3", "a", "cam-1"));

        assertThat(n.sessionsOf("cam-1")).extracting(Session::id).containsExactly("s1", "s3");
        assertThat(n.serves("cam-2")).isTrue();
        assertThat(n.serves("cam-9")).isFalse();
    }

    @Test
    void nodeRefusesASessionOfAnotherNode() {
        assertThatThrownBy(() -> node("a", session("s1", "b", "cam-1")))
                .hasMessageContaining("session s1 is on b");
    }

    @Test
    void withLoadReplacesOneNodeAndKeepsTheOthers() {
        NodeView a = node("a");
        NodeView b = node("b");
        ClusterView view = new ClusterView(0, LoadModel.DEFAULT, List.of(a, b));

        ClusterView next = view.withLoad("a", 42);

        assertThat(next.node("a").orElseThrow().load()).isEqualTo(42);
        assertThat(next.node("b").orElseThrow()).isSameAs(b);
        assertThat(view.node("a").orElseThrow().load()).isEqualTo(10);
    }

    @Test
    void duplicateNodeNamesAreRefused() {
        assertThatThrownBy(() -> new ClusterView(0, LoadModel.DEFAULT, List.of(node("a"), node("a"))))
                .hasMessageContaining("appears twice");
    }

    @Test
    void stateOfAnUnreachableNodeIsUnreachableWhateverItsLoad() {
        NodeView n = node("a").withLoad(99).withHealth(NodeHealth.UNREACHABLE);
        assertThat(n.state(LoadModel.DEFAULT)).isEqualTo(NodeState.UNREACHABLE);
        assertThat(n.withHealth(NodeHealth.FAILED).state(LoadModel.DEFAULT)).isEqualTo(NodeState.FAILED);
        assertThat(n.withHealth(NodeHealth.OK).state(LoadModel.DEFAULT)).isEqualTo(NodeState.OVERLOADED);
    }
}
