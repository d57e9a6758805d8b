package org.voddesk.control.local;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.voddesk.control.admin.SettingsRules;
import org.voddesk.control.api.ControlSettings;

/** One default everywhere: the pair the benchmarks name is the pair the console starts with. */
class DefaultPolicyLineTest {
    private static final String PREFIX = "default policy: ";

    @Test
    void theBenchmarksDefaultLineNamesControlSettingsDefault() throws IOException {
        List<String> lines = Files.readAllLines(Path.of("docs", "benchmarks.md")).stream()
                .filter(l -> l.startsWith(PREFIX)).toList();

        assertThat(lines).as("exactly one '%s' line in docs/benchmarks.md", PREFIX).hasSize(1);
        ControlSettings d = SettingsRules.DEFAULT;
        // spelled as `simulate` spells a pair: <placement>-<planner>
        assertThat(lines.get(0).substring(PREFIX.length()).trim())
                .isEqualTo(d.placementPolicy() + "-" + d.migrationPlanner());
    }
}
