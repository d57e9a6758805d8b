package org.voddesk.store;

import org.voddesk.core.NodeConfig;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class NodeRepositoryTest {
    @TempDir
    Path dir;
    Store store;

    @BeforeEach
    void open() {
        store = Fixtures.open(dir);
    }

    @AfterEach
    void close() {
        store.close();
    }

    @Test
    void aSavedNodeReadsBackWithAllItsSettings() {
        NodeConfig node = new NodeConfig("vod-1", "10.1.2.11", 2222, "vodview", "~/.ssh/id_ed25519", 1e9, "north",
                "/opt/vodnode/bin/vodnode");
        store.nodes().save(node);
        assertThat(store.nodes().find("vod-1")).contains(node);
    }

    @Test
    void anAbsentSiteReadsBackAsAbsentAndTheAgentDefaults() {
        NodeConfig node = new NodeConfig("vod-2", "vod-2.local", 22, "vodview", "~/.ssh/id", 5e8, null, null);
        store.nodes().save(node);
        assertThat(store.nodes().find("vod-2")).hasValueSatisfying(n -> {
            assertThat(n.identity()).isEqualTo("~/.ssh/id");
            assertThat(n.site()).isNull();
            assertThat(n.agent()).isEqualTo("vodnode");
        });
    }

    @Test
    void savingANodeOfTheSameNameReplacesItsSettings() {
        store.nodes().save(Fixtures.node("vod-1"));
        NodeConfig changed = new NodeConfig("vod-1", "10.9.9.9", 22, "other", "~/.ssh/id", 2e9, "south", null);
        store.nodes().save(changed);
        assertThat(store.nodes().all()).containsExactly(changed);
    }

    @Test
    void aRetiredNodeIsNoLongerListed() {
        Fixtures.withNodes(store, "vod-1", "vod-2");
        assertThat(store.nodes().retire("vod-1", Fixtures.T0)).isTrue();
        assertThat(store.nodes().all()).extracting(NodeConfig::name).containsExactly("vod-2");
        assertThat(store.nodes().find("vod-1")).isEmpty();
    }

    @Test
    void aRetiredNodeKeepsItsSessionHistory() {
        Fixtures.withNodes(store, "vod-1");
        store.sessions().started(Fixtures.session("s1", "vod-1", "cam-1"));
        store.nodes().retire("vod-1", Fixtures.T0);
        assertThat(store.sessions().find("s1")).hasValueSatisfying(r -> assertThat(r.session().nodeName())
                .isEqualTo("vod-1"));
    }

    @Test
    void savingARetiredNodeAgainBringsItBack() {
        Fixtures.withNodes(store, "vod-1");
        store.nodes().retire("vod-1", Fixtures.T0);
        store.nodes().save(Fixtures.node("vod-1"));
        assertThat(store.nodes().find("vod-1")).isPresent();
    }

    @Test
    void retiringAnUnknownNodeReportsFalse() {
        assertThat(store.nodes().retire("nope", Fixtures.T0)).isFalse();
    }

    @Test
    void aNodeGivesThePoliciesItsSpec() {
        NodeConfig node = Fixtures.node("vod-1");
        assertThat(node.spec().bandwidthBps()).isEqualTo(1e9);
        assertThat(node.spec().site()).isEqualTo("north");
    }

    @Test
    void aNodeMarkedForAStaleSweepIsListedUntilTheMarkIsCleared() {
        Fixtures.withNodes(store, "vod-1", "vod-2");
        assertThat(store.nodes().markStaleSweep("vod-2", Fixtures.T0)).isTrue();
        assertThat(store.nodes().awaitingStaleSweep()).containsExactly("vod-2");

        store.nodes().clearStaleSweep("vod-2");

        assertThat(store.nodes().awaitingStaleSweep()).isEmpty();
    }

    @Test
    void savingANodeAgainKeepsItsStaleSweepMark() {
        // A console registers its cluster's nodes on every start: that must not forget a sweep still owed.
        Fixtures.withNodes(store, "vod-1");
        store.nodes().markStaleSweep("vod-1", Fixtures.T0);

        store.nodes().save(Fixtures.node("vod-1"));

        assertThat(store.nodes().awaitingStaleSweep()).containsExactly("vod-1");
    }

    @Test
    void aRetiredOrUnknownNodeIsNotAwaitingASweep() {
        Fixtures.withNodes(store, "vod-1");
        store.nodes().markStaleSweep("vod-1", Fixtures.T0);
        store.nodes().retire("vod-1", Fixtures.T0);

        assertThat(store.nodes().awaitingStaleSweep()).isEmpty();
        assertThat(store.nodes().markStaleSweep("vod-9", Fixtures.T0)).isFalse();
    }
}
