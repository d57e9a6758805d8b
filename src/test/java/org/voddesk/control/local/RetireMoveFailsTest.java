package org.voddesk.control.local;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.control.admin.SettingsRules;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.ControlEvent;
import org.voddesk.control.api.ControlSettings;
import org.voddesk.control.api.Principal;
import org.voddesk.core.AuditEntry;
import org.voddesk.core.NodeConfig;
import org.voddesk.core.Role;
import org.voddesk.core.SessionEndReason;

/**
 * A session whose move fails while its node is being retired ends with a reason that says so (the node was being
 * retired, the move failed, the session was stopped), as {@code stopped}: the node did not fail, so there is no
 * "failed node" alarm. Demo cluster of three nodes on loopback; both other nodes answer garbage to the move's start.
 */
class RetireMoveFailsTest {
    private static final String ID = "vod-2-x1";

    private ControlFixture f;

    @AfterEach
    void stop() {
        if (f != null) {
            f.close();
        }
    }

    private CommandResult<NodeConfig> retireWithFailingMove(Path dir) throws Exception {
        f = new ControlFixture(dir, 3, SettingsRules.DEFAULT);
        Principal sue = f.user("sue", Role.SUPERVISOR);
        f.loadNode("vod-2", 1);
        f.roundsUntil(s -> ControlFixture.allMeasured(s) && s.sessions().size() == 1);
        f.cluster.garbleNextReplyTo("vod-1", "play");
        f.cluster.garbleNextReplyTo("vod-3", "play");
        CommandResult<NodeConfig> r = f.control.nodeSettings().retireNode(sue, "vod-2");
        assertThat(r.ok()).as(r.message()).isTrue();
        return r;
    }

    @Test
    void theSessionEndsStoppedWithAReasonNamingTheRetirementAndTheFailedMove(@TempDir Path dir) throws Exception {
        CommandResult<NodeConfig> r = retireWithFailingMove(dir);

        assertThat(r.message()).contains("0 of its 1 sessions moved to other nodes, 1 ended");
        assertThat(f.store.sessions().find(ID).orElseThrow().endReason()).isEqualTo(SessionEndReason.STOPPED);
        AuditEntry end = f.store.audit().recent(1000).stream().map(a -> a.entry())
                .filter(e -> e.action().equals("session.end")).findFirst().orElseThrow();
        assertThat(end.subject()).isEqualTo("session " + ID);
        assertThat(end.detail()).startsWith("vod-2 was being retired and its move to vod-")
                .contains(" failed, so it was stopped (move 1 (session " + ID + ") failed: target did not start it");
        assertThat(f.events(ControlEvent.SessionEnded.class)).singleElement().satisfies(e -> {
            assertThat(e.reason()).isEqualTo(SessionEndReason.STOPPED);
            assertThat(e.detail()).isEqualTo(end.detail());
        });
    }

    @Test
    void noFailedNodeAlarmIsRaised(@TempDir Path dir) throws Exception {
        retireWithFailingMove(dir);

        assertThat(f.store.alarms().open()).noneMatch(a -> a.kind().equals("sessions.orphaned"));
    }
}
