package org.voddesk.cli;

import java.io.Console;
import java.nio.file.Path;
import java.time.Clock;
import java.util.Arrays;
import java.util.concurrent.Callable;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.function.Function;
import java.util.function.Supplier;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.local.CommandLineAccounts;
import org.voddesk.core.Role;
import org.voddesk.core.UserRecord;
import org.voddesk.store.Store;
import org.voddesk.store.StoreException;
import picocli.CommandLine.Command;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.TypeConversionException;

/**
 * {@code voddesk users add --db FILE --user NAME --role operator|supervisor}: makes an account on a database (a
 * server's, the first supervisor of a headless one) without the lease, so beside a running server, which reads the
 * user table at each login. The password comes from {@code VODDESK_PASSWORD} or is asked twice on the terminal,
 * never from an argument. The OS user who can open the database acts ({@link CommandLineAccounts}); the console's
 * rules apply, and the first account must be a supervisor.
 */
@Command(name = "add", mixinStandardHelpOptions = true,
        description = "Add an account (password from " + LoginOptions.PASSWORD_VARIABLE
                + " or asked twice); runs beside a running server.")
final class UsersAddCommand implements Callable<Integer> {
    @Option(names = "--db", required = true, paramLabel = "FILE", description = "The server's database.")
    Path db;

    @Option(names = "--user", required = true, paramLabel = "NAME", description = "The new account's name.")
    String user;

    @Option(names = "--role", required = true, paramLabel = "operator|supervisor", converter = RoleWord.class,
            description = "Its role; the first account of a database must be a supervisor.")
    Role role;

    @Spec
    CommandSpec spec;

    /** Where the password comes from (null: none to be had); tests set another. */
    Supplier<char[]> passwords = UsersAddCommand::fromEnvironmentOrTerminal;

    @Override
    public Integer call() {
        try {
            return add();
        } catch (IllegalStateException | StoreException e) {
            return refused(e.getMessage());
        }
    }

    private int add() {
        LooseModes.refuse(db);
        char[] password = passwords.get();
        if (password == null) {
            return refused("no password for " + user + ": set " + LoginOptions.PASSWORD_VARIABLE
                    + " or run on a terminal");
        }
        ScheduledExecutorService loop = Executors.newSingleThreadScheduledExecutor(
                ConsoleStartup.daemon("voddesk-users"));
        try (Store store = Store.open(db)) {
            CommandResult<UserRecord> r = new CommandLineAccounts(store, loop, loop, Clock.systemUTC())
                    .add(System.getProperty("user.name"), user, role, password);
            if (!r.ok()) {
                return refused(r.message());
            }
            spec.commandLine().getOut().println(r.message());
            return 0;
        } finally {
            loop.shutdownNow();
            Arrays.fill(password, '\0');
        }
    }

    private int refused(String line) {
        spec.commandLine().getErr().println("voddesk users add: " + line);
        return 1;
    }

    private static char[] fromEnvironmentOrTerminal() {
        String env = System.getenv(LoginOptions.PASSWORD_VARIABLE);
        if (env != null) {
            return env.toCharArray();
        }
        Console console = System.console();
        return console == null ? null : askedTwice(prompt -> console.readPassword("%s", prompt));
    }

    /**
     * The password typed twice through {@code ask} (given the prompt), or null when the terminal gave none.
     *
     * @throws IllegalStateException when the two differ
     */
    static char[] askedTwice(Function<String, char[]> ask) {
        char[] first = ask.apply("New password: ");
        char[] again = first == null ? null : ask.apply("Again: ");
        try {
            if (again == null) {
                return null;
            }
            if (!Arrays.equals(first, again)) {
                throw new IllegalStateException("the two passwords differ; nothing was added");
            }
            return first.clone();
        } finally {
            if (first != null) {
                Arrays.fill(first, '\0');
            }
            if (again != null) {
                Arrays.fill(again, '\0');
            }
        }
    }

    /** {@code operator} or {@code supervisor}; another word is bad usage. */
    static final class RoleWord implements ITypeConverter<Role> {
        @Override
        public Role convert(String word) {
            try {
                return Role.fromWord(word);
            } catch (IllegalArgumentException e) {
                throw new TypeConversionException(e.getMessage());
            }
        }
    }
}
