package org.voddesk.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Clock;
import org.voddesk.server.ControlServer;
import org.voddesk.server.ServerSettings;
import org.voddesk.ui.ConsoleSession;
import org.voddesk.ui.ConsoleStart;
import org.voddesk.wire.ServerAddress;
import org.voddesk.wire.tls.ServerIdentity;

/**
 * {@code console --serve HOST:PORT}: the small control room, where one supervisor's console runs the loop and serves it
 * to the operators' desks. Once the console's session is open, a {@link ControlServer} serves its control and the
 * reports of its store (the desks' Reports screens preview them) on the address, with TLS as {@code voddesk server}
 * does (the key beside the database, made at the first start); it says
 * where it listens and which key it presents on standard output, as {@code voddesk server}'s first line, and in the
 * window's top bar. The server stops before the session's control does.
 */
final class ServingConsole {
    private ServingConsole() {
    }

    /** {@code start} with its session served on {@code listen}; {@code db} is the database the session opens. */
    static ConsoleStart serving(ConsoleStart start, Path db, ServerAddress listen, Clock clock, PrintWriter out) {
        return new ConsoleStart(start.title() + " - serving " + listen, start.offer(), start.progress(),
                start.demoAccounts(), () -> serve(start.opener().open(), db, listen, clock, out));
    }

    private static ConsoleSession serve(ConsoleSession session, Path db, ServerAddress listen, Clock clock,
                                        PrintWriter out) throws Exception {
        ControlServer server;
        try {
            server = ControlServer.start(session.control(), session.reports(), ServerIdentity.besideDatabase(db, clock),
                    ServerSettings.on(listen, new VersionProvider().getVersion()[0]), clock);
        } catch (Exception | Error e) {
            session.resources().close();
            throw e;
        }
        out.println("server listening on " + server.address() + " fingerprint " + server.fingerprint());
        out.flush();
        return new ConsoleSession(session.control(), session.clusterLabel() + " \u00b7 serving desks on "
                + server.address() + ", key " + server.fingerprint(), session.reports(), () -> {
            try {
                server.close();
            } finally {
                session.resources().close();
            }
        });
    }
}
