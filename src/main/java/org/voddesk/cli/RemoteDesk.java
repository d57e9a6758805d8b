package org.voddesk.cli;

import org.voddesk.control.api.Principal;
import org.voddesk.control.remote.RemoteControl;

/**
 * A one-shot command's desk of a control server: the {@link RemoteControl} of its connection and the principal of its
 * login. Closing it closes the connection, which ends the login at the server.
 *
 * @param control the server's control over the wire
 * @param user    the login's principal, as the server issued it
 */
record RemoteDesk(RemoteControl control, Principal user) implements AutoCloseable {
    @Override
    public void close() {
        control.close();
    }
}
