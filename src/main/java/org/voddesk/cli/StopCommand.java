package org.voddesk.cli;

import java.util.UUID;
import java.util.concurrent.Callable;
import org.voddesk.control.Playback;
import org.voddesk.control.StopResult;
import org.voddesk.core.Ids;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code voddesk stop}: finds the node that serves a session and stops it there; prints {@code stopped ...}. */
@Command(name = "stop", mixinStandardHelpOptions = true, description = "Stop one playback session.")
final class StopCommand implements Callable<Integer> {
    @Mixin
    ClusterOptions cluster;

    @Option(names = "--session", required = true, paramLabel = "ID", description = "Session to stop.")
    String session;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        if (!Ids.isValid(session)) {
            throw new ParameterException(spec.commandLine(), "--session must match [A-Za-z0-9._-]{1,64}");
        }
        try (ClusterOptions.Wired wired = cluster.open(false)) {
            StopResult r = new Playback(wired.client(), ClusterOptions.SAMPLE_GAP,
                    () -> UUID.randomUUID().toString()).stop(session);
            if (!r.stopped()) {
                throw new IllegalStateException(r.message());
            }
            spec.commandLine().getOut().println("stopped session=" + session + " node=" + r.node());
            return 0;
        }
    }
}
