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
import org.voddesk.control.api.ControlEvent;
import org.voddesk.control.api.ControlSettings;
import org.voddesk.control.api.NodeStatus;
import org.voddesk.control.moves.RmtsReHomer;
import org.voddesk.core.NodeFailure;
import org.voddesk.core.NodeHealth;
import org.voddesk.core.Session;
import org.voddesk.demo.DemoEndpoint;
import org.voddesk.demo.DemoKeys;
import org.voddesk.node.cluster.ClusterFile;
import org.voddesk.node.ssh.SshSettings;

/**
 * Host-key alarms through the control layer, end to end against demo nodes: a node whose key changed, or whose key
 * is unknown under the known-hosts policy in effect, raises one {@link ControlEvent.HostKeyAlarm} (not one per
 * poll), shows the refusal in its {@link NodeStatus}, and the loop goes on with the other nodes.
 */
class HostKeyAlarmTest {
    private static final String NODE = "vod-2";
    private ControlFixture f;

    @AfterEach
    void stop() {
        if (f != null) {
            f.close();
        }
    }

    private void start(Path dir, KnownHostsEdit edit, UnaryOperator<SshSettings> ssh) throws Exception {
        f = new ControlFixture(dir, 3, SettingsRules.DEFAULT, new RmtsReHomer(), files -> {
            try {
                edit.apply(files.knownHosts());
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }, ssh);
    }

    private interface KnownHostsEdit {
        void apply(Path knownHosts) throws IOException;
    }

    /** known_hosts names another key for {@link #NODE}: to the console its key has changed. */
    private static void changeKeyOfNode(Path knownHosts) throws IOException {
        List<String> lines = Files.readAllLines(knownHosts);
        String pattern = lines.stream().filter(l -> !l.isBlank()).map(l -> l.split(" ")[0]).toList()
                .get(1);
        List<String> edited = lines.stream().map(l -> l.startsWith(pattern + " ")
                ? pattern + " " + DemoKeys.publicKeyLine(DemoKeys.generate().getPublic()) : l).toList();
        Files.write(knownHosts, edited);
    }

    /** known_hosts does not name {@link #NODE} at all: its key is unknown. */
    private static void forgetNode(Path knownHosts) throws IOException {
        List<String> lines = Files.readAllLines(knownHosts).stream().filter(l -> !l.isBlank()).toList();
        Files.write(knownHosts, List.of(lines.get(0), lines.get(2)));
    }

    private DemoEndpoint endpoint() {
        return f.cluster.endpoints().get(1);
    }

    private List<ControlEvent.HostKeyAlarm> alarms() {
        return f.events(ControlEvent.HostKeyAlarm.class);
    }

    @Test
    void changedHostKeyRaisesOneAlarmWithTheFingerprint(@TempDir Path dir) throws Exception {
        start(dir, HostKeyAlarmTest::changeKeyOfNode, ssh -> ssh);

        f.rounds(4);

        assertThat(alarms()).singleElement().satisfies(a -> {
            assertThat(a.node()).isEqualTo(NODE);
            assertThat(a.changed()).isTrue();
            assertThat(a.fingerprint()).isEqualTo(endpoint().fingerprint());
            assertThat(a.message()).contains("HOST KEY CHANGED");
        });
    }

    @Test
    void changedHostKeyShowsInTheNodesStatus(@TempDir Path dir) throws Exception {
        start(dir, HostKeyAlarmTest::changeKeyOfNode, ssh -> ssh);

        f.rounds(1);

        NodeStatus s = f.control.snapshot().node(NODE).orElseThrow();
        assertThat(s.failure()).isEqualTo(NodeFailure.HOST_KEY_CHANGED);
        assertThat(s.hostKeyFingerprint()).isEqualTo(endpoint().fingerprint());
        assertThat(s.health()).isEqualTo(NodeHealth.UNREACHABLE);
        assertThat(s.reason()).contains("HOST KEY CHANGED").contains(endpoint().fingerprint());
        assertThat(s.trusted()).isFalse();
    }

    @Test
    void whileTheBackoffHoldsOffReconnectsTheAlarmIsNotRaisedAgain(@TempDir Path dir) throws Exception {
        // With a long backoff every poll after the first repeats the refusal without a handshake.
        start(dir, HostKeyAlarmTest::changeKeyOfNode, ssh -> ssh.withBackoff(Duration.ofHours(1), Duration.ofHours(1)));

        f.rounds(4);

        assertThat(alarms()).hasSize(1);
        NodeStatus s = f.control.snapshot().node(NODE).orElseThrow();
        assertThat(s.failure()).isEqualTo(NodeFailure.HOST_KEY_CHANGED);
        assertThat(s.hostKeyFingerprint()).isEqualTo(endpoint().fingerprint());
    }

    @Test
    void unknownHostKeyIsAnAlarmWhenNewKeysAreNotAccepted(@TempDir Path dir) throws Exception {
        start(dir, HostKeyAlarmTest::forgetNode, ssh -> ssh.withAcceptNewHostKeys(false));

        f.rounds(4);

        assertThat(alarms()).singleElement().satisfies(a -> {
            assertThat(a.node()).isEqualTo(NODE);
            assertThat(a.changed()).isFalse();
            assertThat(a.fingerprint()).isEqualTo(endpoint().fingerprint());
        });
        NodeStatus s = f.control.snapshot().node(NODE).orElseThrow();
        assertThat(s.failure()).isEqualTo(NodeFailure.HOST_KEY_UNKNOWN);
        assertThat(s.hostKeyFingerprint()).isEqualTo(endpoint().fingerprint());
    }

    @Test
    void unknownHostKeyIsAcceptedWithoutAlarmWhenNewKeysAreAccepted(@TempDir Path dir) throws Exception {
        start(dir, HostKeyAlarmTest::forgetNode, ssh -> ssh.withAcceptNewHostKeys(true));

        f.rounds(2);

        assertThat(alarms()).isEmpty();
        assertThat(f.control.snapshot().node(NODE).orElseThrow().trusted()).isTrue();
        assertThat(Files.readString(f.client.cluster().knownHosts()))
                .contains(DemoKeys.publicKeyLine(endpoint().hostKey()));
    }

    @Test
    void theOtherNodesAreStillPolledAndTheirSessionsRecorded(@TempDir Path dir) throws Exception {
        start(dir, HostKeyAlarmTest::changeKeyOfNode, ssh -> ssh);
        f.rounds(2);
        f.loadNode("vod-3", 2);

        f.rounds(3);

        assertThat(f.control.snapshot().round()).isEqualTo(5);
        assertThat(f.control.snapshot().node("vod-1").orElseThrow()).satisfies(n -> {
            assertThat(n.health()).isEqualTo(NodeHealth.OK);
            assertThat(n.loadMeasured()).isTrue();
        });
        assertThat(f.control.snapshot().sessions()).extracting(Session::id)
                .containsExactlyInAnyOrder("vod-3-x1", "vod-3-x2");
        assertThat(f.control.snapshot().node(NODE).orElseThrow().health()).isEqualTo(NodeHealth.FAILED);
        assertThat(alarms()).hasSize(1);
    }
}
