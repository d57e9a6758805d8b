package org.voddesk.control.loop;

import java.util.concurrent.CompletableFuture;
import org.voddesk.node.PollRound;

/**
 * Starts one poll round without holding the caller's thread ({@code Poller.pollAsync} in the console; tests put a
 * latch in front of it to hold a round mid-flight). The future completes when every node has answered or timed
 * out; it is never asked for a second round before the first has completed.
 */
@FunctionalInterface
public interface PollSource {
    CompletableFuture<PollRound> start();
}
