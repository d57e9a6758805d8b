package org.voddesk.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.voddesk.core.Ids;

class PlaySessionIdTest {
    @Test
    void newSessionIdsAreWellFormedAndDistinct() {
        Set<String> seen = new HashSet<>();
        for (int i = 0; i < 1000; i++) {
            String id = PlayCommand.newSessionId();
            assertThat(Ids.isValid(id)).isTrue();
            assertThat(seen.add(id)).isTrue();
        }
    }
}
