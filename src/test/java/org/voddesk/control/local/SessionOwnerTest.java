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

/** The snapshot names who requested each live session, from the store, so a restarted console still knows. */
class SessionOwnerTest {
    @TempDir
    Path dir;
    private ControlFixture f;
    private SecondConsole second;

    @BeforeEach
    void start() throws Exception {
        f = new ControlFixture(dir, 2, SettingsRules.DEFAULT);
        f.loadNode("vod-1", 1);
        f.roundsUntilAllOk();
    }

    @AfterEach
    void stop() {
        if (second != null) {
            second.close();
        }
        f.close();
    }

    private String playAs(Principal who) {
        CommandResult<PlaybackStarted> r = f.control.requestPlayback(who, "cam-007",
                f.clock.millis() - 2 * ControlFixture.HOUR, 1, Quality.MAIN);
        assertThat(r.ok()).as(r.message()).isTrue();
        return r.value().session().id();
    }

    @Test
    void aPlacedSessionIsOwnedByItsRequesterAndAFoundOneByNobody() {
        String id = playAs(f.user("ann", Role.OPERATOR));

        assertThat(f.control.snapshot().owner(id)).contains("ann");
        assertThat(f.control.snapshot().owner("vod-1-x1")).isEmpty();
        assertThat(f.control.snapshot().session("vod-1-x1")).isPresent();
    }

    @Test
    void aStoppedSessionHasNoOwnerAnyMore() {
        Principal ann = f.user("ann", Role.OPERATOR);
        String id = playAs(ann);

        assertThat(f.control.stopSession(ann, id).ok()).isTrue();

        assertThat(f.control.snapshot().owner(id)).isEmpty();
    }

    @Test
    void aConsoleStartedAfterThePlaybackKnowsItsOwner() throws Exception {
        String id = playAs(f.user("ann", Role.OPERATOR));
        f.control.close();

        second = new SecondConsole(f, dir, SettingsRules.DEFAULT);

        assertThat(second.control.snapshot().owner(id)).contains("ann");
    }
}
