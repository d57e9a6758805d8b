package org.voddesk.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.time.Clock;
import java.util.HexFormat;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.core.Role;
import org.voddesk.store.Store;
import org.voddesk.ui.ConsoleSession;
import org.voddesk.ui.ConsoleStart;

/** The console's start-up wiring: which database and nodes each way of starting uses. */
class ConsoleStartTest {
    @TempDir
    Path home;

    @Test
    void demoStartLeavesTheRealDatabaseUntouched() throws Exception {
        Path real = home.resolve(".voddesk").resolve("voddesk.db");
        try (Store store = Store.open(real)) {
            store.users().create("alice", Role.SUPERVISOR, "long enough".toCharArray(), 1L);
        }
        String before = digest(real);

        ConsoleCommand command = new ConsoleCommand();
        command.demo = true;
        ConsoleStart start = command.start(home, Clock.systemUTC());
        assertThat(start.offer()).isNull();
        ConsoleSession session = start.opener().open();
        try {
            assertThat(session.control().snapshot().nodes()).hasSize(DemoStart.NODES);
            assertThat(start.demoAccounts()).extracting(ConsoleSession.DemoAccount::name)
                    .containsExactly("operator", "supervisor");
        } finally {
            session.resources().close();
        }

        assertThat(digest(real)).isEqualTo(before);
        try (Store real2 = Store.open(real); Store demo = Store.open(DemoStart.defaultDb(home))) {
            assertThat(real2.nodes().all()).isEmpty();
            assertThat(real2.users().all()).extracting(u -> u.name()).containsExactly("alice");
            assertThat(demo.nodes().all()).hasSize(DemoStart.NODES);
            assertThat(demo.users().all()).extracting(u -> u.name()).containsExactlyInAnyOrder("operator", "supervisor");
        }
    }

    @Test
    void plainStartWithNoStoredNodesOffersTheDemo() {
        ConsoleStart start = new ConsoleCommand().start(home, Clock.systemUTC());

        assertThat(start.offer()).contains("demo", "--cluster");
        assertThat(Files.exists(home.resolve(".voddesk").resolve("voddesk.db"))).isFalse();
    }

    private static String digest(Path file) throws Exception {
        return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(file)));
    }
}
