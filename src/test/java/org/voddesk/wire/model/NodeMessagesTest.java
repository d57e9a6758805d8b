package org.voddesk.wire.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.voddesk.core.HostKeyVerdict;
import org.voddesk.core.NodeConfig;
import org.voddesk.core.NodeFailure;
import org.voddesk.core.OfferedHostKey;
import org.voddesk.core.ProbeReport;
import org.voddesk.wire.NodeConfigMessage;
import org.voddesk.wire.ProbeReportMessage;

class NodeMessagesTest {
    @Test
    void aNodeWithASiteComesBackAsItWent() {
        NodeConfig n = new NodeConfig("vod-1", "10.0.0.5", 2222, "vod", "~/.ssh/id_vod", 1.5e9, "north",
                "/opt/vodnode/bin/vodnode");

        assertThat(NodeMessages.node(NodeMessages.node(n))).isEqualTo(n);
    }

    @Test
    void aNodeWithoutASiteComesBackWithout() {
        NodeConfig n = new NodeConfig("vod-1", "vod-1.example", 22, "vod", "/keys/id", 1e9, null, null);

        NodeConfigMessage m = NodeMessages.node(n);

        assertThat(m.hasSite()).isFalse();
        assertThat(NodeMessages.node(m)).isEqualTo(n);
    }

    @Test
    void aNodeWithAFieldNoNodeMayHaveIsNotRead() {
        NodeConfigMessage m = NodeConfigMessage.newBuilder().setName("vod 1").setHost("h").setPort(22).setUser("vod")
                .setIdentity("/k").setBandwidthBps(1e9).build();

        assertThatThrownBy(() -> NodeMessages.node(m)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("node name");
    }

    @Test
    void aReportOfAnOfferedKeyComesBackAsItWent() {
        OfferedHostKey key = new OfferedHostKey("[10.0.0.5]:2222", "ssh-ed25519", "SHA256:abc",
                HostKeyVerdict.CHANGED, new byte[] {1, 2, 3});
        ProbeReport r = new ProbeReport("vod-1", "vod@10.0.0.5:2222", false, "the key changed",
                NodeFailure.HOST_KEY_CHANGED, key, null);

        ProbeReport back = NodeMessages.probe(NodeMessages.probe(r));

        assertThat(back).usingRecursiveComparison().isEqualTo(r);
        assertThat(back.offeredKey()).containsExactly(1, 2, 3);
    }

    @Test
    void aReportOfANodeThatAnsweredComesBackWithoutAFailure() {
        ProbeReport r = new ProbeReport("vod-1", "vod@h:22", true, "logged in; the agent answers vodnode/1", null,
                null, "vodnode/1");

        ProbeReportMessage m = NodeMessages.probe(r);

        assertThat(m.hasOffered()).isFalse();
        assertThat(NodeMessages.probe(m)).isEqualTo(r);
    }

    @Test
    void everyFailureAndVerdictComesBackAsItWent() {
        for (NodeFailure f : NodeFailure.values()) {
            assertThat(NodeMessages.failure(NodeMessages.failure(f))).isEqualTo(f);
        }
        for (HostKeyVerdict v : HostKeyVerdict.values()) {
            assertThat(NodeMessages.verdict(NodeMessages.verdict(v))).isEqualTo(v);
        }
    }
}
