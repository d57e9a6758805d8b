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

/**
 * A playback that every chosen node fails to start answers what happened (the nodes tried and what each said)
 * and what the operator can do. Demo cluster of three nodes on loopback; every node answers garbage to the play.
 */
class RefusedStartMessageTest {
    private ControlFixture f;
    private Principal op;

    @BeforeEach
    void start(@TempDir Path dir) throws Exception {
        f = new ControlFixture(dir, 3, SettingsRules.DEFAULT);
        op = f.cli("t");
        f.roundsUntilAllOk();
    }

    @AfterEach
    void stop() {
        f.close();
    }

    @Test
    void theMessageNamesTheNodesTriedAndSaysWhatToDo() {
        for (String n : new String[] {"vod-1", "vod-2", "vod-3"}) {
            f.cluster.garbleNextReplyTo(n, "play");
        }

        CommandResult<PlaybackStarted> r = f.control.requestPlayback(op, "cam-007",
                f.clock.millis() - 3 * ControlFixture.HOUR, 1, Quality.MAIN);

        assertThat(r.ok()).isFalse();
        assertThat(r.message()).startsWith("Not started: the chosen nodes did not start it")
                .contains("(tried: vod-").contains("garbled answer from vod-")
                .endsWith(" Nothing is playing. Try again in a minute; if it fails again, look at those nodes on"
                        + " the Cluster screen (their alarms say more) and tell a supervisor.");
    }
}
