package org.voddesk.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.security.cert.CertificateException;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.Principal;
import org.voddesk.control.remote.RemoteControl;
import org.voddesk.wire.ServerAddress;
import org.voddesk.wire.tls.KnownServers;
import org.voddesk.wire.tls.ServerTrust;
import org.voddesk.wire.tls.SiteAuthority;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * The options by which a one-shot command acts as a desk of a control server ({@code --server HOST:PORT
 * [--accept-new-server-key | --tls-ca FILE]}, with {@link LoginOptions}' {@code --user}), and the logged-in session
 * they make. The server's key is trusted as {@code ~/.voddesk/known_servers} says, or its certificate by the site's
 * authority with {@code --tls-ca} (docs/server.md).
 */
final class RemoteOptions {
    @Option(names = "--server", paramLabel = "HOST:PORT", description = "Act as a desk of this control server"
            + " (voddesk server), logged in with --user, instead of on a cluster and database of this process.")
    String server;

    @Option(names = "--accept-new-server-key", description = "With --server: trust the server's key on first contact"
            + " (recorded in ~/.voddesk/known_servers; check its fingerprint with the server's administrator). A"
            + " changed key is refused all the same.")
    boolean acceptNewServerKey;

    @Option(names = "--tls-ca", paramLabel = "FILE", description = "With --server: trust the server's certificate when"
            + " it chains to the site's certificate authority in FILE (PEM) and names the host given, instead of by"
            + " its key's fingerprint in ~/.voddesk/known_servers.")
    Path tlsCa;

    @Spec(Spec.Target.MIXEE)
    CommandSpec mixee;

    /** Where {@code .voddesk/known_servers} is; tests set another. */
    Path home = Path.of(System.getProperty("user.home"));

    /**
     * Whether the command acts as a desk of a server.
     *
     * @throws ParameterException (exit 2) for {@code --tls-ca} without {@code --server}
     */
    boolean remote() {
        if (server == null && tlsCa != null && mixee != null) {
            throw new ParameterException(mixee.commandLine(), "--tls-ca goes with --server: it is the authority a"
                    + " control server's certificate must chain to");
        }
        return server != null;
    }

    /**
     * Connects to the server, checks its key and logs in as {@code login}'s user.
     *
     * @throws ParameterException   (exit 2) for an address that is not {@code HOST:PORT} or a missing {@code --user}
     * @throws IllegalStateException (exit 1, one line) for a refused login or no password to be had
     * @throws CertificateException (exit 1, one line) for an unknown or changed server key, or with {@code --tls-ca}
     *                              a certificate that does not chain to the authority or names another host
     * @throws IOException           (exit 1, one line) for a server that cannot be reached, or an authority file
     *                              that cannot be read
     */
    RemoteDesk open(LoginOptions login, CommandSpec spec) throws CertificateException, IOException {
        ServerAddress address;
        try {
            address = ServerAddress.parse(server);
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), "--server: " + e.getMessage());
        }
        if (tlsCa != null && acceptNewServerKey) {
            throw new ParameterException(spec.commandLine(), "--tls-ca and --accept-new-server-key exclude each other:"
                    + " with --tls-ca the site's authority vouches for the server, and known_servers is not used");
        }
        if (login.user == null) {
            throw new ParameterException(spec.commandLine(), "--server needs --user NAME (the password from "
                    + LoginOptions.PASSWORD_VARIABLE + " or a prompt)");
        }
        char[] password = login.password();
        // a one-shot command subscribes to no event: the executor is never used
        RemoteControl control = RemoteControl.connect(address, tlsCa != null
                ? ServerTrust.authority(SiteAuthority.read(tlsCa))
                : ServerTrust.knownServers(KnownServers.inHome(home), acceptNewServerKey), Runnable::run);
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
