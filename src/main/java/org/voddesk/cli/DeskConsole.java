package org.voddesk.cli;

import java.io.IOException;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.voddesk.control.remote.RemoteControl;
import org.voddesk.wire.ServerAddress;
import org.voddesk.wire.tls.KnownServers;
import org.voddesk.wire.tls.ServerKeyException;
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
 * be reached makes the window say so and offer to try again.
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
     * Connects (the TLS handshake checks the server's key) and hands the window the remote control.
     *
     * @throws UnknownServerKeyException   on first contact without {@code acceptNewKey}: the window asks
     * @throws IllegalStateException       naming both fingerprints, for a changed key
     * @throws UnreachableServerException  when the server cannot be reached or does not answer
     */
    static ConsoleSession open(ServerAddress server, KnownServers known, boolean acceptNewKey) throws Exception {
        ExecutorService events = Executors.newSingleThreadExecutor(ConsoleStartup.daemon("voddesk-events"));
        try {
            RemoteControl control = RemoteControl.connect(server, known, acceptNewKey, events);
            return new ConsoleSession(control, "control server " + server, control.reports(), () -> {
                control.close();
                events.shutdownNow();
            });
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
}
