package org.voddesk.cli;

import java.io.IOException;
import java.nio.file.Path;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.Principal;
import org.voddesk.control.remote.RemoteControl;
import org.voddesk.wire.ServerAddress;
import org.voddesk.wire.tls.KnownServers;
import org.voddesk.wire.tls.ServerKeyException;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;

/**
 * The options by which a one-shot command acts as a desk of a control server ({@code --server HOST:PORT
 * [--accept-new-server-key]}, with {@link LoginOptions}' {@code --user}), and the logged-in session they make. The
 * server's key is trusted as {@code ~/.voddesk/known_servers} says (docs/server.md).
 */
final class RemoteOptions {
    @Option(names = "--server", paramLabel = "HOST:PORT", description = "Act as a desk of this control server"
            + " (voddesk server), logged in with --user, instead of on a cluster and database of this process.")
    String server;

    @Option(names = "--accept-new-server-key", description = "With --server: trust the server's key on first contact"
            + " (recorded in ~/.voddesk/known_servers; check its fingerprint with the server's administrator). A"
            + " changed key is refused all the same.")
    boolean acceptNewServerKey;

    /** Where {@code .voddesk/known_servers} is; tests set another. */
    Path home = Path.of(System.getProperty("user.home"));

    /** Whether the command acts as a desk of a server. */
    boolean remote() {
        return server != null;
    }

    /**
     * Connects to the server, checks its key and logs in as {@code login}'s user.
     *
     * @throws ParameterException   (exit 2) for an address that is not {@code HOST:PORT} or a missing {@code --user}
     * @throws IllegalStateException (exit 1, one line) for a refused login or no password to be had
     * @throws ServerKeyException    (exit 1, one line) for an unknown or changed server key
     * @throws IOException           (exit 1, one line) for a server that cannot be reached
     */
    RemoteDesk open(LoginOptions login, CommandSpec spec) throws ServerKeyException, IOException {
        ServerAddress address;
        try {
            address = ServerAddress.parse(server);
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), "--server: " + e.getMessage());
        }
        if (login.user == null) {
            throw new ParameterException(spec.commandLine(), "--server needs --user NAME (the password from "
                    + LoginOptions.PASSWORD_VARIABLE + " or a prompt)");
        }
        char[] password = login.password();
        // a one-shot command subscribes to no event: the executor is never used
        RemoteControl control = RemoteControl.connect(address, KnownServers.inHome(home), acceptNewServerKey,
                Runnable::run);
        CommandResult<Principal> in = control.loginForCommands(login.user, password);
        if (!in.ok()) {
            control.close();
            throw new IllegalStateException(in.message());
        }
        return new RemoteDesk(control, in.value());
    }

    /** The result's value, or one line (exit 1) with its message. */
    static <T> T valueOf(CommandResult<T> result) {
        if (!result.ok()) {
            throw new IllegalStateException(result.message());
        }
        return result.value();
    }
}
