package org.voddesk.node;

import java.time.Clock;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Polls every node of a cluster: each poll of a node is ONE exec round trip ({@link
 * org.voddesk.node.protocol.PollScript}) returning /proc and {@code vodnode status}, plus the recordings on every
 * {@link PollSettings#recordingsEvery()}-th round or on demand. The nodes are polled in parallel on an injected,
 * bounded executor; every node's poll has its own timeout, so a hung or dead node costs only its own slot, and a
 * round returns when every node has answered or timed out. One poller must not run two rounds at once.
 *
 * <p>{@link #pollAsync()} runs the same round without holding the caller's thread: the control loop starts a
 * round and stays free for commands while the nodes answer.
 */
public final class Poller {
    private static final Logger LOG = LoggerFactory.getLogger(Poller.class);

    /** Replaced whole when a node is added, changed or removed; a round polls the list it started with. */
    private volatile List<NodePoller> nodes;
    /** Serialises {@link #put} and {@link #remove} (a round in progress never holds it). */
    private final Object edits = new Object();
    private final ExecutorService executor;
    private final PollSettings settings;
    private final Clock clock;
    private long rounds;

    /**
     * @param links    one link per node, in the order results are reported
     * @param executor runs the per-node polls; bounded (its size caps concurrent SSH commands)
     */
    public Poller(Collection<? extends NodeLink> links, ExecutorService executor, PollSettings settings, Clock clock) {
        List<NodePoller> list = new ArrayList<>();
        for (NodeLink link : links) {
            list.add(new NodePoller(link, settings, clock));
        }
        this.nodes = List.copyOf(list);
        this.executor = executor;
        this.settings = settings;
        this.clock = clock;
    }

    /**
     * One round, waiting for it (the CLI's {@code poll}); recordings are read when the cadence says so (the first
     * round always reads them). The same round as {@link #pollAsync()}, joined.
     */
    public synchronized PollRound poll() {
        return pollAsync().join();
    }

    /** One round, reading recordings when {@code withRecordings}, waiting for it: {@link #pollAsync(boolean)}, joined. */
    public synchronized PollRound poll(boolean withRecordings) {
        return pollAsync(withRecordings).join();
    }

    /**
     * One round that returns at once: the nodes are polled on the executor, and the future completes (on the thread
     * that finished last, or on the JDK's timeout thread) when every node has answered or the round limit has
     * passed; it never completes exceptionally. Recordings are read when the cadence says so. The caller must not
     * start another round before this one completes.
     */
    public CompletableFuture<PollRound> pollAsync() {
        long round;
        synchronized (this) {
            round = rounds;
        }
        int every = settings.recordingsEvery();
        return round((i, node) -> recordingsDue(round, i, every) || !node.listedRecordings());
    }

    /** As {@link #pollAsync()}, reading recordings from every node when {@code withRecordings}, from none else. */
    public CompletableFuture<PollRound> pollAsync(boolean withRecordings) {
        return round((i, node) -> withRecordings);
    }

    /**
     * Step of the cadence: whether the node at {@code index} reads its recordings in round {@code round}. Every node
     * in the first round; after it, each node once every {@code every} rounds, a different share of the nodes in each
     * round. A re-read of all 200 demo nodes in one round (1,920 segments each, parsed at once) made a burst of
     * collections every 30th round (docs/benchmarks.md, "the recordings spread over the rounds").
     */
    static boolean recordingsDue(long round, int index, int every) {
        return round == 0 || (round + index) % every == 0;
    }

    private CompletableFuture<PollRound> round(java.util.function.BiPredicate<Integer, NodePoller> readsRecordings) {
        synchronized (this) {
            rounds++;
        }
        long startMs = clock.millis();
        long start = System.nanoTime();
        long limit = settings.roundTimeout().toNanos();
        List<NodePoller> nodes = this.nodes;
        List<CompletableFuture<NodePoller.Outcome>> futures = new ArrayList<>(nodes.size());
        for (int i = 0; i < nodes.size(); i++) {
            NodePoller node = nodes.get(i);
            futures.add(node.claim() ? submitAsync(node, readsRecordings.test(i, node))
                    .orTimeout(limit, TimeUnit.NANOSECONDS) : null);
        }
        CompletableFuture<?>[] started = futures.stream().filter(java.util.Objects::nonNull)
                .toArray(CompletableFuture<?>[]::new);
        return CompletableFuture.allOf(started).handle((ignored, error) -> {
            List<NodePoll> results = new ArrayList<>(nodes.size());
            for (int i = 0; i < nodes.size(); i++) {
                results.add(collectDone(nodes.get(i), futures.get(i), start));
            }
            long elapsed = System.nanoTime() - start;
            LOG.debug("poll round of {} nodes took {} ms", nodes.size(), elapsed / 1_000_000);
            return new PollRound(startMs, elapsed, results);
        });
    }

    /**
     * Polls {@code link} from the next round on, in place of the node of the same name (a fresh health state and
     * /proc baseline: the node is read anew), or after the others when it is new. Other nodes keep their state.
     */
    public void put(NodeLink link) {
        NodePoller fresh = new NodePoller(link, settings, clock);
        synchronized (edits) {
            List<NodePoller> next = new ArrayList<>(nodes);
            int i = indexOf(next, fresh.name());
            if (i < 0) {
                next.add(fresh);
            } else {
                next.set(i, fresh);
            }
            nodes = List.copyOf(next);
        }
    }

    /** Node {@code name} is not polled from the next round on; a poll of it in flight still completes. */
    public void remove(String name) {
        synchronized (edits) {
            List<NodePoller> next = new ArrayList<>(nodes);
            int i = indexOf(next, name);
            if (i >= 0) {
                next.remove(i);
                nodes = List.copyOf(next);
            }
        }
    }

    /** The names of the polled nodes, in the order results are reported. */
    public List<String> nodeNames() {
        return nodes.stream().map(NodePoller::name).toList();
    }

    private static int indexOf(List<NodePoller> list, String name) {
        for (int i = 0; i < list.size(); i++) {
            if (list.get(i).name().equals(name)) {
                return i;
            }
        }
        return -1;
    }

    private CompletableFuture<NodePoller.Outcome> submitAsync(NodePoller node, boolean withRecordings) {
        try {
            return CompletableFuture.supplyAsync(() -> pollAndRelease(node, withRecordings), executor);
        } catch (RejectedExecutionException e) {
            node.release();
            return CompletableFuture.failedFuture(e);
        }
    }

    /** The result of a node whose future has completed (or that was not polled: {@code future == null}). */
    private NodePoll collectDone(NodePoller node, CompletableFuture<NodePoller.Outcome> future, long start) {
        if (future == null) {
            return node.late("its previous poll is still running", clock.millis(), 0);
        }
        try {
            return node.track(future.join(), clock.millis());
        } catch (CompletionException | CancellationException e) {
            Throwable cause = e instanceof CompletionException && e.getCause() != null ? e.getCause() : e;
            if (cause instanceof TimeoutException) {
                // Left running: its own command timeout ends it and releases the node for a later round.
                return node.late(roundLimitReason(), clock.millis(), System.nanoTime() - start);
            }
            LOG.error("poll of {} failed unexpectedly", node.name(), cause);
            return node.late("internal error while polling (see the log)", clock.millis(), System.nanoTime() - start);
        }
    }

    private String roundLimitReason() {
        return "no result within the round limit of " + settings.roundTimeout().toMillis()
                + " ms (poll pool saturated by slow nodes?)";
    }

    private static NodePoller.Outcome pollAndRelease(NodePoller node, boolean withRecordings) {
        try {
            return node.poll(withRecordings);
        } finally {
            node.release();
        }
    }
}
