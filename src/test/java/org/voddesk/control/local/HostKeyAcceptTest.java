package org.voddesk.control.local;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.control.admin.SettingsRules;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.ControlEvent;
import org.voddesk.control.api.ControlSettings;
import org.voddesk.control.api.NodeStatus;
import org.voddesk.control.api.Principal;
import org.voddesk.control.moves.RmtsReHomer;
import org.voddesk.core.AuditRecord;
import org.voddesk.core.HostKeyVerdict;
import org.voddesk.core.NodeConfig;
import org.voddesk.core.NodeHealth;
import org.voddesk.core.Role;
import org.voddesk.demo.DemoEndpoint;
import org.voddesk.demo.DemoKeys;
import org.voddesk.node.ssh.KnownHostsStore;
import org.voddesk.node.ssh.SshSettings;

/**
 * A supervisor accepts a first-contact host key or replaces a changed one through {@link Control}, end to end
 * against demo nodes with their own host keys: only the fingerprint the node offers now is recorded, a changed key
 * needs the explicit replace, operators are refused, every decision is audited, and the node is polled again.
 */
class HostKeyAcceptTest {
    private static final String NODE = "vod-2";
    private ControlFixture f;

    @AfterEach
    void stop() {
        if (f != null) {
            f.close();
        }
    }

    private void start(Path dir, HostKeyEdits.Edit edit, UnaryOperator<SshSettings> ssh) throws Exception {
        f = new ControlFixture(dir, 3, SettingsRules.DEFAULT, new RmtsReHomer(), files -> {
            try {
                edit.apply(files.knownHosts());
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }, s -> ssh.apply(s.withAcceptNewHostKeys(false)));
    }

    private DemoEndpoint endpoint() {
        return f.cluster.endpoints().get(1);
    }

    private String knownHosts() throws IOException {
        return Files.readString(f.client.cluster().knownHosts());
    }

    private List<AuditRecord> audit(String action) {
        return f.store.audit().recent(1000).stream().filter(a -> a.entry().action().equals(action)).toList();
    }

    private boolean nodeOk() {
        NodeStatus s = f.control.snapshot().node(NODE).orElseThrow();
        return s.health() == NodeHealth.OK && s.failure() == null;
    }

    @Test
    void theShownFingerprintIsRecordedAndTheNodeIsPolledAgain(@TempDir Path dir) throws Exception {
        start(dir, HostKeyEdits::forgetNode, ssh -> ssh);
        f.rounds(2);
        String shown = f.events(ControlEvent.HostKeyAlarm.class).get(0).fingerprint();

        CommandResult<?> r = f.control.nodeSettings().acceptHostKey(f.user("sue", Role.SUPERVISOR), NODE, shown);

        assertThat(r.ok()).as(r.message()).isTrue();
        assertThat(knownHosts()).contains(DemoKeys.publicKeyLine(endpoint().hostKey()));
        f.roundsUntil(s -> nodeOk());
        assertThat(nodeOk()).isTrue();
    }

    @Test
    void anAcceptanceIsAuditedWithTheFingerprint(@TempDir Path dir) throws Exception {
        start(dir, HostKeyEdits::forgetNode, ssh -> ssh);

        f.control.nodeSettings().acceptHostKey(f.user("sue", Role.SUPERVISOR), NODE, endpoint().fingerprint());

        assertThat(audit("hostkey.accept")).singleElement().satisfies(a -> {
            assertThat(a.entry().user()).isEqualTo("sue");
            assertThat(a.entry().subject()).isEqualTo("node " + NODE);
            assertThat(a.entry().detail()).contains(endpoint().fingerprint());
        });
    }

    @Test
    void theAcceptedKeyIsUsedAtOnceDespiteTheBackoffOfTheRefusals(@TempDir Path dir) throws Exception {
        start(dir, HostKeyEdits::forgetNode, ssh -> ssh.withBackoff(Duration.ofHours(1), Duration.ofHours(1)));
        f.rounds(2);

        f.control.nodeSettings().acceptHostKey(f.user("sue", Role.SUPERVISOR), NODE, endpoint().fingerprint());
        f.roundsUntil(s -> nodeOk());

        assertThat(nodeOk()).isTrue();
    }

    @Test
    void aFingerprintOtherThanTheOfferedOneIsRefusedWithBoth(@TempDir Path dir) throws Exception {
        start(dir, HostKeyEdits::forgetNode, ssh -> ssh);
        String before = knownHosts();
        String wrong = "SHA256:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";

        CommandResult<?> r = f.control.nodeSettings().acceptHostKey(f.user("sue", Role.SUPERVISOR), NODE, wrong);

        assertThat(r.ok()).isFalse();
        assertThat(r.message()).contains(wrong).contains(endpoint().fingerprint());
        assertThat(knownHosts()).isEqualTo(before);
        assertThat(audit("hostkey.accept.mismatch")).hasSize(1);
    }

    @Test
    void anOperatorIsRefusedAndTheRefusalAudited(@TempDir Path dir) throws Exception {
        start(dir, HostKeyEdits::forgetNode, ssh -> ssh);
        String before = knownHosts();

        CommandResult<?> r = f.control.nodeSettings()
                .acceptHostKey(f.user("olly", Role.OPERATOR), NODE, endpoint().fingerprint());

        assertThat(r.ok()).isFalse();
        assertThat(r.message()).contains("supervisor");
        assertThat(knownHosts()).isEqualTo(before);
        assertThat(audit("hostkey.accept.refused")).singleElement()
                .satisfies(a -> assertThat(a.entry().user()).isEqualTo("olly"));
    }

    @Test
    void aChangedKeyIsNotAcceptedByAnAcceptance(@TempDir Path dir) throws Exception {
        start(dir, HostKeyEdits::changeKeyOfNode, ssh -> ssh);
        String before = knownHosts();

        CommandResult<?> r = f.control.nodeSettings()
                .acceptHostKey(f.user("sue", Role.SUPERVISOR), NODE, endpoint().fingerprint());

        assertThat(r.ok()).isFalse();
        assertThat(r.message()).contains("CHANGED").contains("replace");
        assertThat(knownHosts()).isEqualTo(before);
    }

    @Test
    void aChangedKeyIsReplacedExplicitlyAndTheOldLineRemoved(@TempDir Path dir) throws Exception {
        start(dir, HostKeyEdits::changeKeyOfNode, ssh -> ssh);
        f.rounds(2);
        String oldLine = HostKeyEdits.lineOfSecondHost(f.client.cluster().knownHosts());
        String hostName = oldLine.split(" ")[0];

        CommandResult<?> r = f.control.nodeSettings()
                .replaceHostKey(f.user("sue", Role.SUPERVISOR), NODE, endpoint().fingerprint());

        assertThat(r.ok()).as(r.message()).isTrue();
        assertThat(knownHosts()).doesNotContain(oldLine).contains(DemoKeys.publicKeyLine(endpoint().hostKey()));
        assertThat(KnownHostsStore.load(f.client.cluster().knownHosts()).check(
                hostName, java.util.Base64.getDecoder().decode(DemoKeys.publicKeyLine(endpoint().hostKey()).split(" ")[1])))
                .isEqualTo(HostKeyVerdict.KNOWN);
        f.roundsUntil(s -> nodeOk());
        assertThat(nodeOk()).isTrue();
    }

    @Test
    void aReplacementIsAuditedLoudlyWithBothKeys(@TempDir Path dir) throws Exception {
        start(dir, HostKeyEdits::changeKeyOfNode, ssh -> ssh);

        f.control.nodeSettings().replaceHostKey(f.user("sue", Role.SUPERVISOR), NODE, endpoint().fingerprint());

        assertThat(audit("hostkey.replace")).singleElement().satisfies(a -> assertThat(a.entry().detail())
                .contains("HOST KEY REPLACED").contains(endpoint().fingerprint()).containsPattern("removed \\[SHA256:"));
    }

    @Test
    void anOperatorMayNotReplaceAKey(@TempDir Path dir) throws Exception {
        start(dir, HostKeyEdits::changeKeyOfNode, ssh -> ssh);
        String before = knownHosts();

        CommandResult<?> r = f.control.nodeSettings()
                .replaceHostKey(f.user("olly", Role.OPERATOR), NODE, endpoint().fingerprint());

        assertThat(r.ok()).isFalse();
        assertThat(knownHosts()).isEqualTo(before);
        assertThat(audit("hostkey.replace.refused")).hasSize(1);
    }

    @Test
    void aStoredNodeOutsideTheRunningClusterCanHaveItsKeyAccepted(@TempDir Path dir) throws Exception {
        start(dir, HostKeyEdits::forgetNode, ssh -> ssh);
        Principal sue = f.user("sue", Role.SUPERVISOR);
        NodeConfig v = f.files.node(NODE).orElseThrow();
        // stored by another console run (a node added through the Settings screen joins the running cluster)
        f.store.nodes().save(new NodeConfig("vod-9", v.host(), v.port(), v.user(), v.identity(), 1e8, null, null));

        CommandResult<?> r = f.control.nodeSettings().acceptHostKey(sue, "vod-9", endpoint().fingerprint());

        assertThat(r.ok()).as(r.message()).isTrue();
        assertThat(r.message()).contains("not in the running cluster");
        assertThat(knownHosts()).contains(DemoKeys.publicKeyLine(endpoint().hostKey()));
    }

    @Test
    void anUnknownNodeIsAClearRefusal(@TempDir Path dir) throws Exception {
        start(dir, HostKeyEdits::forgetNode, ssh -> ssh);

        CommandResult<?> r = f.control.nodeSettings()
                .acceptHostKey(f.user("sue", Role.SUPERVISOR), "vod-9", "SHA256:x");

        assertThat(r.ok()).isFalse();
        assertThat(r.message()).contains("no node vod-9");
    }
}
