package org.voddesk.control.local;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.control.admin.SettingsRules;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.ControlSettings;
import org.voddesk.control.api.PlaybackStarted;
import org.voddesk.control.api.Principal;
import org.voddesk.core.Quality;
import org.voddesk.core.Role;
import org.voddesk.core.Session;

/** A session's speed is changed only by the user who started it, a supervisor, or the command line (as stop). */
class RateRightsTest {
    private ControlFixture f;
    private Principal ann;
    private Session annsSession;

    @BeforeEach
    void start(@TempDir Path dir) throws Exception {
        f = new ControlFixture(dir, 2, SettingsRules.DEFAULT);
        f.roundsUntilAllOk();
        ann = f.user("ann", Role.OPERATOR);
        CommandResult<PlaybackStarted> r = f.control.requestPlayback(ann, "cam-007",
                f.clock.millis() - 3 * ControlFixture.HOUR, 1, Quality.MAIN);
        assertThat(r.ok()).as(r.message()).isTrue();
        annsSession = r.value().session();
    }

    @AfterEach
    void stop() {
        f.close();
    }

    @Test
    void anotherOperatorIsRefusedAndTheRefusalAudited() {
        CommandResult<Session> r = f.control.changeRate(f.user("bob", Role.OPERATOR), annsSession.id(), 4);

        assertThat(r.ok()).isFalse();
        assertThat(r.message()).contains("started by ann").contains("only that user or a supervisor may change");
        assertThat(f.control.snapshot().session(annsSession.id()).orElseThrow().rate()).isEqualTo(1.0);
        assertThat(f.audited("playback.rate.refused")).isTrue();
    }

    @Test
    void theOwnerChangesIt() {
        assertThat(f.control.changeRate(ann, annsSession.id(), 4).ok()).isTrue();
    }

    @Test
    void aSupervisorChangesIt() {
        assertThat(f.control.changeRate(f.user("boss", Role.SUPERVISOR), annsSession.id(), 4).ok()).isTrue();
    }

    @Test
    void anOperatorCannotChangeASessionFoundOnANodeButTheCommandLineCan() {
        f.loadNode("vod-2", 1);
        f.round();

        CommandResult<Session> r = f.control.changeRate(ann, "vod-2-x1", 2);

        assertThat(r.message()).contains("not started from this console");
        assertThat(f.control.changeRate(f.cli("t"), "vod-2-x1", 2).ok()).isTrue();
    }
}
