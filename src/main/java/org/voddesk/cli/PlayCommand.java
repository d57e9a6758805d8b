package org.voddesk.cli;

import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.format.DateTimeParseException;
import java.util.UUID;
import java.util.concurrent.Callable;
import org.voddesk.control.PlayResult;
import org.voddesk.control.Playback;
import org.voddesk.core.Ids;
import org.voddesk.core.Quality;
import org.voddesk.node.protocol.Wire;
import org.voddesk.policy.PlacementPolicy;
import org.voddesk.policy.Policies;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code voddesk play}: polls the cluster (two reads, for utilisation), places the request with a placement policy
 * and starts it on the chosen node; prints {@code session=<id> node=<name> url=<url>}.
 */
@Command(name = "play", mixinStandardHelpOptions = true, description = "Place and start one playback on the cluster.")
final class PlayCommand implements Callable<Integer> {
    @Mixin
    ClusterOptions cluster;

    @Option(names = "--camera", required = true, paramLabel = "CAM", description = "Camera to play.")
    String camera;

    @Option(names = "--begin", required = true, paramLabel = "TIME",
            description = "Where playback begins, ISO 8601 (2026-11-28T08:00:00Z or with an offset).")
    String begin;

    @Option(names = "--rate", defaultValue = "1", paramLabel = "X", description = "Playback rate, (0, 16] (default 1).")
    String rate;

    @Option(names = "--policy", paramLabel = "P",
            description = "Placement policy (default ${DEFAULT-VALUE}); an unknown name lists the known ones.")
    String policy = Policies.DEFAULT_PLACEMENT;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        if (!Ids.isValid(camera)) {
            throw usage("--camera must match [A-Za-z0-9._-]{1,64}");
        }
        long beginMs = parseBegin();
        double x = parseRate();
        PlacementPolicy placement = placementPolicy();
        try (ClusterOptions.Wired wired = cluster.open(false)) {
            Playback playback = new Playback(wired.client(), ClusterOptions.SAMPLE_GAP, PlayCommand::newSessionId);
            PlayResult result = playback.play(camera, beginMs, x, Quality.MAIN, placement);
            if (result instanceof PlayResult.Started s) {
                spec.commandLine().getOut().println("session=" + s.sessionId() + " node=" + s.node() + " url="
                        + s.url());
                return 0;
            }
            PlayResult.NotStarted n = (PlayResult.NotStarted) result;
            String tried = n.attempts().isEmpty() ? "" : " (tried " + String.join("; ", n.attempts()) + ")";
            throw new IllegalStateException(n.reason() + tried);
        }
    }

    private long parseBegin() {
        try {
            return Instant.parse(begin).toEpochMilli();
        } catch (DateTimeParseException e) {
            try {
                return OffsetDateTime.parse(begin).toInstant().toEpochMilli();
            } catch (DateTimeParseException e2) {
                throw usage("--begin must be an ISO 8601 time such as 2026-11-28T08:00:00Z, got '" + begin + "'");
            }
        }
    }

    private double parseRate() {
        try {
            return Wire.parseRate(rate);
        } catch (IllegalArgumentException e) {
            throw usage("--rate: " + e.getMessage());
        }
    }

    private PlacementPolicy placementPolicy() {
        try {
            return Policies.placement(policy);
        } catch (IllegalArgumentException e) {
            throw usage("--policy: " + e.getMessage());
        }
    }

    private ParameterException usage(String message) {
        return new ParameterException(spec.commandLine(), message);
    }

    /** A new session id: {@code p-} and 12 hex digits of a random UUID. */
    static String newSessionId() {
        return "p-" + UUID.randomUUID().toString().replace("-", "").substring(0, 12);
    }
}
