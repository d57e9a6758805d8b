package org.voddesk.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.security.cert.CertificateException;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.voddesk.control.remote.RemoteControl;
import org.voddesk.wire.ServerAddress;
import org.voddesk.wire.tls.KnownServers;
import org.voddesk.wire.tls.ServerKeyException;
import org.voddesk.wire.tls.ServerTrust;
import org.voddesk.wire.tls.SiteAuthority;
import org.voddesk.ui.ConsoleSession;
import org.voddesk.ui.ConsoleStart;
import org.voddesk.ui.UnknownServerKeyException;
import org.voddesk.ui.UnreachableServerException;

/**
 * {@code console --server HOST:PORT}: the console as a desk of a control server. Its session is a
 * {@link RemoteControl} handed to the screens as {@code console --demo} hands a {@code LocalControl}, and its
 * {@link RemoteControl#reports} for the Reports screen (the server's history); nothing runs in this process but the
 * window (no loop, no database, no SSH key). A server whose key is unknown makes the window ask
 * whether to trust it (recorded in {@code known_servers}; {@code --accept-new-server-key} trusts it without asking);
 * a changed key is refused naming both fingerprints, with no way to accept it from the console; a server that cannot
 * be reached makes the window say so and offer to try again. With {@code --tls-ca} the server's certificate is
 * trusted by the site's authority instead, and a certificate refused is a failed start naming why.
 */
final class DeskConsole {
    private DeskConsole() {
    }

    /** What the window opens for a desk of {@code server}. */
    static ConsoleStart start(ServerAddress server, KnownServers known, boolean acceptNewKey) {
        return new ConsoleStart("VodDesk - " + server, null, "Connecting to the control server " + server + "...",
                List.of(), () -> open(server, known, acceptNewKey));
    }

    /**
     * What the window opens for a desk of {@code server} that trusts its certificate by the site's authority in
     * {@code tlsCa} ({@code --tls-ca}): no question about a key, a certificate refused is a failed start naming why.
     */
    static ConsoleStart start(ServerAddress server, Path tlsCa) {
        return new ConsoleStart("VodDesk - " + server, null, "Connecting to the control server " + server + "...",
                List.of(), () -> open(server, tlsCa));
    }

    /**
     * Reads the authority, connects (the TLS handshake checks the server's certificate against it and the host given)
     * and hands the window the remote control.
     *
     * @throws IllegalStateException      naming why, for an authority file that cannot be read or a refused
     *                                    certificate
     * @throws UnreachableServerException when the server cannot be reached or does not answer
     */
    static ConsoleSession open(ServerAddress server, Path tlsCa) throws Exception {
        SiteAuthority authority;
        try {
            authority = SiteAuthority.read(tlsCa);
        } catch (IOException e) {
            throw new IllegalStateException(e.getMessage(), e);
        }
        ExecutorService events = Executors.newSingleThreadExecutor(ConsoleStartup.daemon("voddesk-events"));
        try {
            return session(server, RemoteControl.connect(server, ServerTrust.authority(authority), events), events);
        } catch (CertificateException e) {
            events.shutdownNow();
            throw new IllegalStateException(e.getMessage(), e);
        } catch (IOException e) {
            events.shutdownNow();
            throw new UnreachableServerException(e.getMessage());
        } catch (RuntimeException e) {
            events.shutdownNow();
            throw e;
        }
    }

    /**
     * Connects (the TLS handshake checks the server's key) and hands the window the remote control.
     *
     * @throws UnknownServerKeyException   on first contact without {@code acceptNewKey}: the window asks
     * @throws IllegalStateException       naming both fingerprints, for a changed key
     * @throws UnreachableServerException  when the server cannot be reached or does not answer
     */
    static ConsoleSession open(ServerAddress server, KnownServers known, boolean acceptNewKey) throws Exception {
        ExecutorService events = Executors.newSingleThreadExecutor(ConsoleStartup.daemon("voddesk-events"));
        try {
            return session(server, RemoteControl.connect(server, known, acceptNewKey, events), events);
        } catch (ServerKeyException e) {
            events.shutdownNow();
            if (e.changed()) {
                throw new IllegalStateException(e.getMessage(), e);
            }
            throw new UnknownServerKeyException(server.toString(), e.presented(), known.file().toString(),
                    () -> known.accept(server, e.presented()));
        } catch (IOException e) {
            events.shutdownNow();
            throw new UnreachableServerException(e.getMessage());
        } catch (RuntimeException e) {
            events.shutdownNow();
            throw e;
        }
    }

    private static ConsoleSession session(ServerAddress server, RemoteControl control, ExecutorService events) {
        return new ConsoleSession(control, "control server " + server, control.reports(), () -> {
            control.close();
            events.shutdownNow();
        });
    }
}
