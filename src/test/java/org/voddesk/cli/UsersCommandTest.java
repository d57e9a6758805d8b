package org.voddesk.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayDeque;
import java.util.List;
import java.util.Queue;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.core.AuditEntry;
import org.voddesk.core.Role;
import org.voddesk.core.UserRecord;
import org.voddesk.store.Store;
import picocli.CommandLine;

/** {@code voddesk users add} and {@code users list}: accounts made on a database without its lease. */
class UsersCommandTest {
    private static final String NL = System.lineSeparator();
    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    @TempDir
    Path dir;

    private Path db() {
        return dir.resolve("voddesk.db");
    }

    /** Runs a command whose password is {@code password} (null: none to be had). */
    private int run(String password, String... args) {
        out.getBuffer().setLength(0);
        err.getBuffer().setLength(0);
        CommandLine cl = Main.newCommandLine();
        UsersAddCommand add = (UsersAddCommand) cl.getSubcommands().get("users").getSubcommands().get("add")
                .getCommand();
        add.passwords = () -> password == null ? null : password.toCharArray();
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        return cl.execute(args);
    }

    private int add(String name, String role) {
        return run("a long password", "users", "add", "--db", db().toString(), "--user", name, "--role", role);
    }

    private List<UserRecord> users() {
        try (Store store = Store.openReadOnly(db())) {
            return store.users().all();
        }
    }

    @Test
    void theFirstSupervisorIsAddedToANewDatabase() {
        assertThat(add("ann", "supervisor")).isZero();

        assertThat(out.toString()).isEqualTo("Added supervisor ann." + NL);
        assertThat(users()).extracting(UserRecord::name, UserRecord::role).containsExactly(
                org.assertj.core.groups.Tuple.tuple("ann", Role.SUPERVISOR));
    }

    @Test
    void theAccountIsAuditedUnderTheOsUsersCommandLineName() {
        add("ann", "supervisor");

        try (Store store = Store.openReadOnly(db())) {
            assertThat(store.audit().recent(10)).extracting(r -> r.entry()).extracting(AuditEntry::user,
                    AuditEntry::action, AuditEntry::subject).contains(org.assertj.core.groups.Tuple.tuple(
                    "cli:" + System.getProperty("user.name"), "user.create", "user ann"));
        }
    }

    @Test
    void theFirstAccountOfAnEmptyUserTableMustBeASupervisor() {
        assertThat(add("bob", "operator")).isEqualTo(1);

        assertThat(err.toString()).isEqualTo("voddesk users add: The first account must be a supervisor: it is the"
                + " one who manages the others." + NL);
        assertThat(users()).isEmpty();
    }

    @Test
    void anOperatorIsAddedOnceASupervisorExists() {
        add("ann", "supervisor");

        assertThat(add("bob", "operator")).isZero();

        assertThat(out.toString()).isEqualTo("Added operator bob." + NL);
        assertThat(users()).hasSize(2);
    }

    @Test
    void aNameInUseIsRefused() {
        add("ann", "supervisor");

        assertThat(add("ann", "operator")).isEqualTo(1);

        assertThat(err.toString()).isEqualTo("voddesk users add: There is already a user ann." + NL);
        assertThat(users()).extracting(UserRecord::role).containsExactly(Role.SUPERVISOR);
    }

    @Test
    void theConsolesPasswordRuleApplies() {
        assertThat(run("short", "users", "add", "--db", db().toString(), "--user", "ann", "--role", "supervisor"))
                .isEqualTo(1);

        assertThat(err.toString()).isEqualTo("voddesk users add: A password needs at least 8 characters." + NL);
    }

    @Test
    void theConsolesNameRuleApplies() {
        assertThat(add("system", "supervisor")).isEqualTo(1);

        assertThat(err.toString()).startsWith("voddesk users add: The name 'system' is reserved");
    }

    @Test
    void noPasswordToBeHadIsOneLine() {
        assertThat(run(null, "users", "add", "--db", db().toString(), "--user", "ann", "--role", "supervisor"))
                .isEqualTo(1);

        assertThat(err.toString()).isEqualTo("voddesk users add: no password for ann: set VODDESK_PASSWORD or run"
                + " on a terminal" + NL);
    }

    @Test
    void aDatabaseOthersMayWriteIsRefused() throws Exception {
        add("ann", "supervisor");
        Files.setPosixFilePermissions(db(), PosixFilePermissions.fromString("rw-rw-rw-"));

        assertThat(add("bob", "operator")).isEqualTo(1);

        Path f = db().toAbsolutePath();
        assertThat(err.toString()).isEqualTo("voddesk users add: refusing to use " + f + ": it is writable by group"
                + " or others (chmod 600 " + f + ")" + NL);
    }

    @Test
    void badUsageExitsTwo() {
        assertThat(add("ann", "admin")).as("an unknown role").isEqualTo(2);
        assertThat(run("a long password", "users", "add", "--db", db().toString(), "--role", "supervisor"))
                .as("no --user").isEqualTo(2);
        assertThat(run("a long password", "users", "add", "--db", db().toString(), "--user", "ann", "--role",
                "supervisor", "--password", "x")).as("no password argument").isEqualTo(2);
        assertThat(run(null, "users")).as("no subcommand").isEqualTo(2);
        assertThat(Files.exists(db())).isFalse();
    }

    @Test
    void twoPasswordsThatDifferAreRefused() {
        Queue<String> typed = new ArrayDeque<>(List.of("a long password", "a long passwort"));

        assertThatThrownBy(() -> UsersAddCommand.askedTwice(p -> typed.remove().toCharArray()))
                .hasMessage("the two passwords differ; nothing was added");
    }

    @Test
    void thePasswordTypedTwiceIsTaken() {
        Queue<String> typed = new ArrayDeque<>(List.of("a long password", "a long password"));

        assertThat(UsersAddCommand.askedTwice(p -> typed.remove().toCharArray())).isEqualTo(
                "a long password".toCharArray());
    }

    @Test
    void listPrintsOneLinePerAccount() {
        add("ann", "supervisor");
        add("bob", "operator");

        assertThat(run(null, "users", "list", "--db", db().toString())).isZero();

        assertThat(out.toString().lines()).hasSize(2).anySatisfy(l -> assertThat(l).matches(
                "ann supervisor created=\\S+Z")).anySatisfy(l -> assertThat(l).startsWith("bob operator "));
    }

    @Test
    void listWithoutADatabaseIsOneLine() {
        assertThat(run(null, "users", "list", "--db", db().toString())).isEqualTo(1);

        assertThat(err.toString()).isEqualTo("voddesk users list: there is no database at " + db()
                + " (give the server's --db file)" + NL);
    }
}
