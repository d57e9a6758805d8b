package org.voddesk.cli;

import java.time.Duration;
import java.util.concurrent.Callable;
import org.voddesk.control.cluster.ClusterClient;
import org.voddesk.core.LoadModel;
import org.voddesk.node.NodePoll;
import org.voddesk.node.PollRound;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code voddesk poll}: polls the nodes of a cluster file and prints one line per node. The first output takes two
 * reads of /proc {@link ClusterOptions#SAMPLE_GAP} apart (utilisation is a difference); without {@code --once} a
 * block follows every {@link #INTERVAL} until interrupted. Nodes that are down are data, not a failure: exit 0.
 */
@Command(name = "poll", mixinStandardHelpOptions = true,
        description = "Poll the nodes of a cluster file once or continuously and print their state.")
final class PollCommand implements Callable<Integer> {
    static final Duration INTERVAL = Duration.ofSeconds(5);

    @Mixin
    ClusterOptions cluster;

    @Option(names = "--once", description = "Print one round and exit.")
    boolean once;

    @Option(names = "--accept-new-host-keys",
            description = "Accept and record host keys not yet in known_hosts (a changed key is always refused).")
    boolean acceptNew;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        try (ClusterOptions.Wired wired = cluster.open(acceptNew)) {
            ClusterClient client = wired.client();
            print(client.primedPoll(ClusterOptions.SAMPLE_GAP, true));
            while (!once) {
                Thread.sleep(INTERVAL.toMillis());
                spec.commandLine().getOut().println();
                print(client.poller().poll());
            }
        }
        return 0;
    }

    private void print(PollRound round) {
        for (NodePoll p : round.nodes()) {
            spec.commandLine().getOut().println(PollLine.format(p, LoadModel.DEFAULT));
        }
        spec.commandLine().getOut().flush();
    }
}
