package org.voddesk.cli;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.concurrent.Callable;
import org.voddesk.control.api.ClusterSnapshot;
import org.voddesk.control.api.CommandResult;
import org.voddesk.core.Session;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code voddesk sessions --server HOST:PORT --user NAME}: the live sessions of a control server's latest snapshot, one
 * line each ({@link #line}). It needs a server: a console's sessions are known to its running loop, not to a file.
 */
@Command(name = "sessions", mixinStandardHelpOptions = true,
        description = "List the live sessions of a control server (needs --server and --user), one line each.")
final class SessionsCommand implements Callable<Integer> {
    @Mixin
    LoginOptions login;

    @Mixin
    RemoteOptions remote;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        if (!remote.remote()) {
            throw new ParameterException(spec.commandLine(), "sessions needs --server HOST:PORT and --user NAME");
        }
        try (RemoteDesk desk = remote.open(login, spec)) {
            ClusterSnapshot.LiveSessions live = RemoteOptions.valueOf(CommandResult.await("reading the live sessions",
                    desk.control().liveSessionsAsync()));
            live.sessions().forEach(s -> spec.commandLine().getOut().println(line(s, live.owners().get(s.id()))));
            if (live.sessions().isEmpty()) {
                spec.commandLine().getErr().println("no live sessions");
            }
            return 0;
        }
    }

    /**
     * {@code session=<id> node=<name> camera=<id> quality=<main|sub> rate=<x> begin=<iso> started=<iso>}, then
     * {@code requester=<user>} when a user requested it ({@code requester} not null).
     */
    static String line(Session s, String requester) {
        return "session=" + s.id() + " node=" + s.nodeName() + " camera=" + s.cameraId() + " quality="
                + s.quality().wireName() + " rate=" + number(s.rate()) + " begin=" + Instant.ofEpochMilli(s.beginMs())
                + " started=" + Instant.ofEpochMilli(s.startedAtMs())
                + (requester == null ? "" : " requester=" + requester);
    }

    /** A rate as a person writes it: 1, 0.5, 2.25. */
    static String number(double x) {
        return BigDecimal.valueOf(x).stripTrailingZeros().toPlainString();
    }
}
