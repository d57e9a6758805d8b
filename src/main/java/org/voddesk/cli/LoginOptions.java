package org.voddesk.cli;

import java.io.Console;
import java.util.function.Supplier;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.Principal;
import org.voddesk.control.local.CommandLineLogin;
import org.voddesk.control.local.LocalControl;
import picocli.CommandLine.Option;

/**
 * The {@code --user NAME} option of the one-shot commands that act on the cluster ({@code play}, {@code stop}, and
 * with {@code --server} {@code alarms}, {@code sessions}, {@code plans}), and the principal they act as: with {@code --user}, a login as at a desk (the password from {@code VODDESK_PASSWORD} or
 * asked on the terminal, never an argument); without it, the OS user mapped to an account
 * ({@link CommandLineLogin}).
 */
final class LoginOptions {
    static final String PASSWORD_VARIABLE = "VODDESK_PASSWORD";

    @Option(names = "--user", paramLabel = "NAME", description = "Log in as this user (the password from "
            + PASSWORD_VARIABLE + " or a prompt). Without it, the OS user acts: as the enabled user of the same name"
            + " in the database, or else with an operator's rights.")
    String user;

    /** Where a password comes from; tests set another. */
    Supplier<char[]> passwords = LoginOptions::fromEnvironmentOrTerminal;

    /**
     * The principal of this run of {@code command}.
     *
     * @throws IllegalStateException with one line for the user when the login is refused or no password is to be had
     */
    Principal principal(LocalControl control, String command) {
        if (user == null) {
            return CommandLineLogin.of(control).osUser(System.getProperty("user.name"),
                    "the process that runs " + command + " opens the database and the cluster's SSH keys");
        }
        CommandResult<Principal> r = control.login(user, password());
        if (!r.ok()) {
            throw new IllegalStateException(r.message());
        }
        return r.value();
    }

    /**
     * The password of {@code --user}.
     *
     * @throws IllegalStateException with one line for the user when there is none to be had
     */
    char[] password() {
        char[] password = passwords.get();
        if (password == null) {
            throw new IllegalStateException("no password for --user " + user + ": set " + PASSWORD_VARIABLE
                    + " or run on a terminal");
        }
        return password;
    }

    private static char[] fromEnvironmentOrTerminal() {
        String env = System.getenv(PASSWORD_VARIABLE);
        if (env != null) {
            return env.toCharArray();
        }
        Console console = System.console();
        return console == null ? null : console.readPassword("Password: ");
    }
}
