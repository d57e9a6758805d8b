package org.voddesk.cli;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.Callable;
import org.voddesk.control.remote.LiveSession;
import org.voddesk.control.remote.RemoteCommands;
import org.voddesk.control.remote.RemoteSession;
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
        try (RemoteSession s = remote.open(login, spec)) {
            List<LiveSession> live = RemoteOptions.valueOf(new RemoteCommands(s).sessions());
            live.forEach(l -> spec.commandLine().getOut().println(line(l)));
            if (live.isEmpty()) {
                spec.commandLine().getErr().println("no live sessions");
            }
            return 0;
        }
    }

    /**
     * {@code session=<id> node=<name> camera=<id> quality=<main|sub> rate=<x> begin=<iso> started=<iso>}, then
     * {@code requester=<user>} when a user requested it.
     */
    static String line(LiveSession l) {
        return "session=" + l.id() + " node=" + l.node() + " camera=" + l.camera() + " quality="
                + l.quality().wireName() + " rate=" + number(l.rate()) + " begin=" + Instant.ofEpochMilli(l.beginMs())
                + " started=" + Instant.ofEpochMilli(l.startedAtMs())
                + l.requester().map(r -> " requester=" + r).orElse("");
    }

    /** A rate as a person writes it: 1, 0.5, 2.25. */
    static String number(double x) {
        return BigDecimal.valueOf(x).stripTrailingZeros().toPlainString();
    }
}
