package org.voddesk.control;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ControlSettingsTest {
    @Test
    void defaultsAreTheSpecsFigures() {
        assertThat(ControlSettings.DEFAULT.proposalExpiry()).isEqualTo(Duration.ofMinutes(5));
        assertThat(ControlSettings.DEFAULT.reHomingMode()).isEqualTo(ReHomingMode.AUTOMATIC);
    }

    @Test
    void unknownPolicyIsRefusedNamingTheKnownOnes() {
        assertThatThrownBy(() -> ControlSettings.DEFAULT.withPlacementPolicy("fastest"))
                .hasMessageContaining("fastest").hasMessageContaining("least-load");
    }

    @Test
    void fileRoundTripsAndAMissingFileGivesTheDefaults(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("control.properties");
        assertThat(ControlSettingsFile.load(file)).isEqualTo(ControlSettings.DEFAULT);
        ControlSettings s = ControlSettings.DEFAULT.withPlacementPolicy("least-load")
                .withExpiryAndHold(Duration.ofSeconds(90), Duration.ofMinutes(2))
                .withReHoming(ReHomingMode.PROPOSE, 40);

        ControlSettingsFile.save(s, file);

        assertThat(ControlSettingsFile.load(file)).isEqualTo(s);
    }

    @Test
    void badValueIsRefusedNamingTheKey() {
        assertThatThrownBy(() -> ControlSettingsFile.parse("poll.interval=soon\n", "f"))
                .hasMessageContaining("poll.interval");
        assertThatThrownBy(() -> ControlSettingsFile.parse("speed=3\n", "f")).hasMessageContaining("unknown setting");
    }
}
