package org.voddesk.cli;

import java.nio.file.Path;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.concurrent.Callable;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.PlaybackStarted;
import org.voddesk.core.Ids;
import org.voddesk.core.Quality;
import org.voddesk.core.WallTimes;
import org.voddesk.policy.Policies;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code voddesk play}: places and starts one playback through the control layer (poll twice, place with the
 * policy, start on the node, record) and prints {@code session=<id> node=<name> url=<url>}; with {@code --server},
 * the server's control does it for the logged-in user.
 */
@Command(name = "play", mixinStandardHelpOptions = true, description = "Place and start one playback on the cluster.")
final class PlayCommand implements Callable<Integer> {
    @Mixin
    ClusterOptions cluster;

    @Mixin
    LoginOptions login;

    @Mixin
    RemoteOptions remote;

    @Option(names = "--camera", required = true, paramLabel = "CAM", description = "Camera to play.")
    String camera;

    @Option(names = "--begin", required = true, paramLabel = "TIME",
            description = "Where playback begins, ISO-8601 UTC (2026-11-28T08:30:00Z).")
    String begin;

    @Option(names = "--rate", defaultValue = "1", paramLabel = "X", description = "Playback rate (default 1).")
    double rate;

    @Option(names = "--quality", defaultValue = "main", paramLabel = "Q", description = "main or sub (default main).")
    String quality;

    @Option(names = "--policy", paramLabel = "P", description = "Placement policy for this request (default: the database's setting, or the built-in"
                    + " default without --db).")
    String policy;

    @Option(names = "--db", paramLabel = "FILE",
            description = "Record the decision and session in this database (default: a temporary one).")
    Path db;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        long beginMs = parseBegin();
        Quality q = parseQuality();
        if (policy != null && !Policies.placementNames().contains(policy)) {
            throw new ParameterException(spec.commandLine(), "--policy must be one of " + Policies.placementNames());
        }
        if (!Ids.isValid(camera)) {
            throw new ParameterException(spec.commandLine(), "--camera must match [A-Za-z0-9._-]{1,64}");
        }
        if (remote.remote()) {
            return playAtServer(beginMs, q);
        }
        try (ControlWiring w = ControlWiring.open(cluster, db, policy, "voddesk play")) {
            // Unlike stop, play still primes: after one round no node's load is measured, and the control layer
            // would place on the unmeasured nodes as a last resort, by their stream estimates alone.
            w.primedRounds();
            return print(w.control().requestPlayback(login.principal(w.control(), "voddesk play"), camera, beginMs,
                    rate, q));
        }
    }

    /** As a desk of {@code --server}: the server's control places the playback, with its policy and database. */
    private int playAtServer(long beginMs, Quality q) throws Exception {
        if (policy != null || db != null) {
            throw new ParameterException(spec.commandLine(), "--policy and --db are this process's; with --server"
                    + " the server places with its own setting and records in its database");
        }
        try (RemoteDesk desk = remote.open(login, spec)) {
            return print(desk.control().requestPlayback(desk.user(), camera, beginMs, rate, q));
        }
    }

    /** {@code session=<id> node=<name> url=<url>}, or the refusal as one line (exit 1). */
    private int print(CommandResult<PlaybackStarted> r) {
        if (!r.ok()) {
            // a refusal's times come stamped; the command line writes instants, as --begin takes them
            throw new IllegalStateException(WallTimes.restamped(r.message(), Instant::toString));
        }
        PlaybackStarted p = r.value();
        spec.commandLine().getOut().println("session=" + p.session().id() + " node=" + p.session().nodeName()
                + " url=" + p.url());
        return 0;
    }

    private long parseBegin() {
        try {
            return Instant.parse(begin).toEpochMilli();
        } catch (ArithmeticException e) {
            throw new ParameterException(spec.commandLine(), "--begin " + begin + " is too far from 1970 to be a"
                    + " recording time (epoch milliseconds overflow); give a time such as 2026-11-28T08:30:00Z");
        } catch (DateTimeParseException e) {
            throw new ParameterException(spec.commandLine(), "--begin must be an ISO-8601 UTC time such as "
                    + "2026-11-28T08:30:00Z, got '" + begin + "'");
        }
    }

    private Quality parseQuality() {
        for (Quality q : Quality.values()) {
            if (q.wireName().equals(quality)) {
                return q;
            }
        }
        throw new ParameterException(spec.commandLine(), "--quality must be main or sub, got '" + quality + "'");
    }
}
