package org.voddesk.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.ParseResult;

/**
 * The systemd unit {@code installer/linux/voddesk-server.service}: the command it starts is one the {@code server}
 * command accepts (parsed only, nothing started), and the unit lets it write where that command writes.
 */
class ServerUnitTest {
    private static final Path UNIT = Path.of("installer/linux/voddesk-server.service");

    /** The values of {@code key=} in the unit, in order (each line one key; the unit has no continuation lines). */
    private static List<String> values(String key) throws IOException {
        try (Stream<String> lines = Files.lines(UNIT)) {
            return lines.map(String::strip).filter(l -> l.startsWith(key + "="))
                    .map(l -> l.substring(key.length() + 1).strip()).toList();
        }
    }

    private static List<String> execStart() throws IOException {
        assertThat(values("ExecStart")).hasSize(1);
        return Arrays.asList(values("ExecStart").get(0).split("\\s+"));
    }

    private static ParseResult serverParse() throws IOException {
        List<String> words = execStart();
        ParseResult root = Main.newCommandLine().parseArgs(words.subList(1, words.size()).toArray(String[]::new));
        assertThat(root.subcommand()).as("a subcommand").isNotNull();
        return root.subcommand();
    }

    @Test
    void itStartsTheLauncherThePackageInstalls() throws IOException {
        assertThat(execStart().get(0)).isEqualTo("/opt/voddesk/bin/VodDesk");
    }

    @Test
    void itsCommandLineIsOneTheServerCommandAccepts() throws IOException {
        ParseResult server = serverParse();

        assertThat(server.commandSpec().name()).isEqualTo("server");
        assertThat(server.unmatched()).isEmpty();
        assertThat(server.matchedOptionValue("--cluster", (Path) null)).isNotNull();
        assertThat(server.hasMatchedOption("--demo")).as("a real cluster, not the demo").isFalse();
    }

    private static boolean writable(Path folder) throws IOException {
        return values("ReadWritePaths").stream().flatMap(v -> Arrays.stream(v.split("\\s+")))
                .anyMatch(p -> folder.normalize().startsWith(Path.of(p)));
    }

    @Test
    void theDatabaseFolderIsWritableUnderProtectSystemStrict() throws IOException {
        Path db = serverParse().matchedOptionValue("--db", (Path) null);

        assertThat(values("ProtectSystem")).containsExactly("strict");
        assertThat(db).as("--db").isNotNull();
        assertThat(writable(db.getParent())).as("%s in ReadWritePaths", db.getParent()).isTrue();
    }

    @Test
    void theAccountsVoddeskFolderIsWritable() throws IOException {
        // installer/README.md makes the account with its home in /var/lib/voddesk
        assertThat(writable(Path.of("/var/lib/voddesk/.voddesk"))).isTrue();
    }

    @Test
    void itRunsAsItsOwnAccountAndIsRestartedOnlyAfterAFailure() throws IOException {
        assertThat(values("User")).containsExactly("voddesk");
        assertThat(values("Restart")).containsExactly("on-failure");
        assertThat(values("KillSignal")).containsExactly("SIGTERM");
        assertThat(values("NoNewPrivileges")).containsExactly("true");
        assertThat(values("PrivateTmp")).containsExactly("true");
    }

    @Test
    void itListensWithTls() throws IOException {
        assertThat(serverParse().hasMatchedOption("--listen")).isTrue();
        assertThat(execStart()).doesNotContain("--plaintext");
        assertThat(new CommandLine(new ServerCommand()).getCommandSpec().findOption("--plaintext")).isNull();
    }
}
