package org.voddesk.control.remote;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.remote.DeskFixture.Desk;
import org.voddesk.control.remote.DeskFixture.Side;
import org.voddesk.core.HostKeyVerdict;
import org.voddesk.core.NodeConfig;
import org.voddesk.core.NodeFailure;
import org.voddesk.core.ProbeReport;

/**
 * A node's first-contact host key, tested and accepted the same way in process and over the wire: the connection is
 * the control room's (the server's, over the wire), which holds the keys and known_hosts; a desk sees its report.
 */
class HostKeysContractTest {
    private DeskFixture f;

    @AfterEach
    void stop() throws Exception {
        if (f != null) {
            f.close();
        }
    }

    private NodeConfig demoNode() {
        return f.store.nodes().all().get(0);
    }

    @ParameterizedTest
    @EnumSource(Side.class)
    void anUnknownKeyIsTestedAndAcceptedOnlyAsShownAndAKnownOneIsNotReplaced(Side side, @TempDir Path dir)
            throws Exception {
        f = DeskFixture.withDemoNode(side, dir);
        Desk operator = f.login("operator");
        Desk boss = f.login("boss");
        NodeConfig node = demoNode();

        CommandResult<ProbeReport> first = operator.control().nodeSettings().testConnection(operator.user(), node);
        String shown = first.value().fingerprint();
        CommandResult<ProbeReport> byOperator = operator.control().nodeSettings().acceptHostKey(operator.user(),
                node.name(), shown);
        CommandResult<ProbeReport> wrong = boss.control().nodeSettings().acceptHostKey(boss.user(), node.name(),
                "SHA256:not-the-shown-one");
        CommandResult<ProbeReport> accepted = boss.control().nodeSettings().acceptHostKey(boss.user(), node.name(),
                shown);
        CommandResult<ProbeReport> again = operator.control().nodeSettings().testConnection(operator.user(), node);
        CommandResult<ProbeReport> replaced = boss.control().nodeSettings().replaceHostKey(boss.user(), node.name(),
                shown);

        assertThat(first.ok()).isFalse();
        assertThat(first.value().reachable()).isFalse();
        assertThat(first.value().failure()).isEqualTo(NodeFailure.HOST_KEY_UNKNOWN);
        assertThat(first.value().verdict()).isEqualTo(HostKeyVerdict.UNKNOWN);
        assertThat(shown).startsWith("SHA256:");
        assertThat(byOperator.ok()).isFalse();
        assertThat(byOperator.message()).isEqualTo("Only a supervisor may do this (operator is an operator)."
                + " Nothing was changed.");
        assertThat(wrong.ok()).isFalse();
        assertThat(wrong.message()).contains(shown).contains("SHA256:not-the-shown-one");
        assertThat(accepted.ok()).as(accepted.message()).isTrue();
        assertThat(f.audited("hostkey.accept", "boss")).isTrue();
        assertThat(again.ok()).as(again.message()).isTrue();
        assertThat(again.value().verdict()).isEqualTo(HostKeyVerdict.KNOWN);
        assertThat(again.value().agentProtocol()).startsWith("vodnode/");
        assertThat(replaced.message()).isEqualTo("Node " + node.name() + "'s key " + shown
                + " is known already; nothing to record.");
    }
}
