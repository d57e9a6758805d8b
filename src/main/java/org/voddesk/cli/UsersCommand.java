package org.voddesk.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code voddesk users add|list}: the accounts of a database, made and read without a control loop and without the
 * lease, so beside a running server (its first supervisor on a headless machine).
 */
@Command(name = "users", mixinStandardHelpOptions = true,
        description = "Add or list the accounts of a database, beside a running server.",
        subcommands = {UsersAddCommand.class, UsersListCommand.class})
final class UsersCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        throw new ParameterException(spec.commandLine(), "give a subcommand: add or list");
    }
}
