package org.voddesk.node;

import java.util.List;
import java.util.Optional;

/**
 * One poll of every node.
 *
 * @param startedAtMs  when the round started, epoch ms
 * @param elapsedNanos how long the whole round took
 * @param nodes        one result per node, in cluster order
 */
public record PollRound(long startedAtMs, long elapsedNanos, List<NodePoll> nodes) {
    public PollRound {
        nodes = List.copyOf(nodes);
    }

    public Optional<NodePoll> node(String name) {
        return nodes.stream().filter(n -> n.node().equals(name)).findFirst();
    }
}
