package org.voddesk.control.local;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.voddesk.control.admin.SettingsRules;
import org.voddesk.control.api.ControlSettings;
import org.voddesk.control.api.Principal;
import org.voddesk.core.AuditEntry;
import org.voddesk.core.Role;
import org.voddesk.core.Session;

/**
 * The set-up of the tests where a user's command and a node's retirement meet on one session: a demo cluster of three
 * nodes on loopback, supervisor sue, and one measured session ({@link #ID}) on vod-2, the node to retire.
 */
abstract class RetiringSessionTest {
    static final String ID = "vod-2-x1";
    static final Duration WAIT = Duration.ofSeconds(20);

    ControlFixture f;
    Principal sue;

    @AfterEach
    void stop() {
        if (f != null) {
            f.close();
        }
    }

    /** Three nodes, one session on vod-2 (measured), the others empty. */
    void start(Path dir) throws Exception {
        f = new ControlFixture(dir, 3, SettingsRules.DEFAULT);
        sue = f.user("sue", Role.SUPERVISOR);
        f.loadNode("vod-2", 1);
        f.roundsUntil(s -> ControlFixture.allMeasured(s) && s.sessions().size() == 1);
        assertThat(f.control.snapshot().sessions()).extracting(Session::id).containsExactly(ID);
    }

    /** Every task queued on the loop thread so far has run. */
    void loopPassed() throws Exception {
        f.loop.submit(() -> { }).get(20, TimeUnit.SECONDS);
    }

    /** The session's audit lines of {@code action}. */
    List<AuditEntry> auditOf(String action) {
        return f.store.audit().recent(1000).stream().map(a -> a.entry())
                .filter(e -> e.action().equals(action) && ("session " + ID).equals(e.subject())).toList();
    }
}
