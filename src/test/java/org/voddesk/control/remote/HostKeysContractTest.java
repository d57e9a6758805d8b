package org.voddesk.control.remote;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.voddesk.control.admin.SettingsRules;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.local.ControlFixture;
import org.voddesk.control.moves.RmtsReHomer;
import org.voddesk.control.remote.RemoteFixture.Desk;
import org.voddesk.control.remote.RemoteFixture.Side;
import org.voddesk.core.HostKeyVerdict;
import org.voddesk.core.NodeConfig;
import org.voddesk.core.NodeFailure;
import org.voddesk.core.ProbeReport;
import org.voddesk.core.Role;

/**
 * A node's first-contact host key, tested and accepted the same way in process and over the wire: the connection is
 * the control room's (the server's, over the wire), which holds the keys and known_hosts; a desk sees its report.
 */
class HostKeysContractTest {
    @TempDir
    Path dir;
    private RemoteFixture r;

    @AfterEach
    void stop() {
        if (r != null) {
            r.close();
        }
    }

    /** A room with one demo node whose host key known_hosts does not know (and new keys are not accepted). */
    private void start() throws Exception {
        r = new RemoteFixture(new ControlFixture(dir, 1, SettingsRules.DEFAULT, new RmtsReHomer(), files -> {
            try {
                Files.write(files.knownHosts(), List.of());
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }, ssh -> ssh.withAcceptNewHostKeys(false)));
    }

    private NodeConfig demoNode() {
        return r.local().store.nodes().all().get(0);
    }

    @ParameterizedTest
    @EnumSource(Side.class)
    void anUnknownKeyIsTestedAndAcceptedOnlyAsShownAndAKnownOneIsNotReplaced(Side side) throws Exception {
        start();
        Desk operator = r.desk(side, "operator", Role.OPERATOR);
        Desk boss = r.desk(side, "boss", Role.SUPERVISOR);
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
        assertThat(r.audited("hostkey.accept", "boss")).isTrue();
        assertThat(again.ok()).as(again.message()).isTrue();
        assertThat(again.value().verdict()).isEqualTo(HostKeyVerdict.KNOWN);
        assertThat(again.value().agentProtocol()).startsWith("vodnode/");
        assertThat(replaced.message()).isEqualTo("Node " + node.name() + "'s key " + shown
                + " is known already; nothing to record.");
    }
}
