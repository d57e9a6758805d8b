package org.voddesk.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ChildJvmTest {
    @TempDir
    Path dir;

    @Test
    void theChildsExitCodeIsReturned() throws Exception {
        // a JVM that refuses an unknown option ends with 1
        assertThat(ChildJvm.run(List.of(Relaunch.javaBinary(), "-XX:+NoSuchVodDeskOption", "-version"))).isEqualTo(1);
    }

    @Test
    void aChildThatEndsWellReturnsZero() throws Exception {
        assertThat(ChildJvm.run(List.of(Relaunch.javaBinary(), "-version"))).isZero();
    }

    @Test
    void aChildThatCannotStartIsAnIoFailure() {
        assertThatThrownBy(() -> ChildJvm.run(List.of(dir.resolve("no-java").toString())))
                .isInstanceOf(IOException.class);
    }
}
