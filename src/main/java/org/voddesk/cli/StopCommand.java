package org.voddesk.cli;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.voddesk.control.api.CommandResult;
import org.voddesk.core.Ids;
import org.voddesk.core.Session;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code voddesk stop}: one poll round finds the node that serves the session, then the control layer stops it
 * there and records the stop; prints {@code stopped session=<id> node=<name>}. With {@code --server}, the server's
 * control stops it for the logged-in user.
 */
@Command(name = "stop", mixinStandardHelpOptions = true, description = "Stop one playback session.")
final class StopCommand implements Callable<Integer> {
    @Mixin
    ClusterOptions cluster;

    @Mixin
    LoginOptions login;

    @Mixin
    RemoteOptions remote;

    @Option(names = "--session", required = true, paramLabel = "ID", description = "Session to stop.")
    String session;

    @Option(names = "--db", paramLabel = "FILE",
            description = "Record the stop in this database (default: a temporary one).")
    Path db;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        if (!Ids.isValid(session)) {
            throw new ParameterException(spec.commandLine(), "--session must match [A-Za-z0-9._-]{1,64}");
        }
        if (remote.remote()) {
            return stopAtServer();
        }
        try (ControlWiring w = ControlWiring.open(cluster, db, null, "voddesk stop")) {
            // A node whose reply parsed is trusted for its session list even before its load is measured (that
            // takes a second read of /proc), so one round finds the session; a stop places nothing.
            w.oneRound();
            CommandResult<Session> r = w.control().stopSession(
                    login.principal(w.control(), "voddesk stop"), session);
            if (!r.ok()) {
                throw new IllegalStateException(r.message());
            }
            spec.commandLine().getOut().println("stopped session=" + session + " node=" + r.value().nodeName());
            return 0;
        }
    }

    /** As a desk of {@code --server}: the server's control stops it, as the logged-in user. */
    private int stopAtServer() throws Exception {
        if (db != null) {
            throw new ParameterException(spec.commandLine(), "--db is this process's; with --server the server"
                    + " records the stop in its database");
        }
        try (RemoteDesk desk = remote.open(login, spec)) {
            Session stopped = RemoteOptions.valueOf(desk.control().stopSession(desk.user(), session));
            spec.commandLine().getOut().println("stopped session=" + session + " node=" + stopped.nodeName());
            return 0;
        }
    }
}
