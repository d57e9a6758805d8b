package org.voddesk.control.local;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.control.admin.SettingsRules;
import org.voddesk.core.MoveState;

/**
 * The console's default pair on a skewed cluster: its deterministic planner draws no random number, and its moves
 * are still recorded as moves a supervisor approves (once, a NaN draw made every planning round fail).
 */
class DefaultPlannerPlanTest {
    private ControlFixture f;

    @BeforeEach
    void start(@TempDir Path dir) throws Exception {
        f = new ControlFixture(dir, 3, SettingsRules.DEFAULT.withIntervals(Duration.ofSeconds(5), Duration.ZERO));
        f.loadNode("vod-1", 40);
    }

    @AfterEach
    void stop() {
        f.close();
    }

    @Test
    void defaultPlannerProposesMovesOffTheLoadedNode() {
        f.roundsUntil(s -> s.moves().stream().anyMatch(p -> p.state() == MoveState.PENDING));

        assertThat(f.control.snapshot().moves()).filteredOn(p -> p.state() == MoveState.PENDING)
                .isNotEmpty()
                .allSatisfy(p -> {
                    assertThat(p.draft().sourceNode()).isEqualTo("vod-1");
                    assertThat(p.draft().drawn()).isEqualTo(0.0);
                    assertThat(p.draft().lambdaAfter()).isLessThan(p.draft().lambdaBefore());
                });
    }
}
