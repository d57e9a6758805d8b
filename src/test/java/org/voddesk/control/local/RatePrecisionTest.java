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
import org.voddesk.core.Session;

/** Rates reach the nodes as the protocol carries them; a rate it cannot carry is refused for what it is. */
class RatePrecisionTest {
    private ControlFixture f;
    private Principal op;
    private long begin;

    @BeforeEach
    void start(@TempDir Path dir) throws Exception {
        f = new ControlFixture(dir, 2, SettingsRules.DEFAULT);
        op = f.cli("t");
        f.roundsUntilAllOk();
        begin = f.clock.millis() - 3 * ControlFixture.HOUR;
    }

    @AfterEach
    void stop() {
        f.close();
    }

    @Test
    void aRateWithMoreDigitsThanTheProtocolCarriesPlaysRoundedAndIsRecordedSo() {
        CommandResult<PlaybackStarted> r = f.control.requestPlayback(op, "cam-007", begin, 0.3333333, Quality.MAIN);

        assertThat(r.ok()).as(r.message()).isTrue();
        Session s = r.value().session();
        assertThat(s.rate()).isEqualTo(0.333333);
        assertThat(f.cluster.node(s.nodeName()).sessions()).singleElement()
                .satisfies(onNode -> assertThat(onNode.rate()).isEqualTo(0.333333));
        assertThat(f.store.sessions().find(s.id()).orElseThrow().session().rate()).isEqualTo(0.333333);
    }

    @Test
    void aRateThatRoundsToZeroIsRefusedAsARateNotAsUnreachableNodes() {
        CommandResult<PlaybackStarted> r = f.control.requestPlayback(op, "cam-007", begin, 1e-320, Quality.MAIN);

        assertThat(r.ok()).isFalse();
        assertThat(r.message()).contains("below 0.000001, the slowest rate a node accepts")
                .doesNotContain("unreachable");
    }

    @Test
    void aRateChangeIsRoundedTheSameWay() {
        Session s = f.control.requestPlayback(op, "cam-007", begin, 1, Quality.MAIN).value().session();
        CommandResult<Session> r = f.control.changeRate(op, s.id(), 2.0000004);
        assertThat(r.ok()).as(r.message()).isTrue();
        assertThat(r.value().rate()).isEqualTo(2.0);
    }
}
