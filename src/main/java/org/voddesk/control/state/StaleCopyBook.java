package org.voddesk.control.state;

import java.util.Collection;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;

/**
 * The loop's notes on stale copies (docs/architecture.md, "Stale copies and recovery after a crash"): nodes back from failure
 * to sweep, copies a make-before-break move left on its source, and stops that failed. Owned by {@link LoopState};
 * changed only through these operations, on the loop thread.
 */
public final class StaleCopyBook {
    /**
     * A stale copy that could not be stopped yet.
     *
     * @param attempts stops tried so far
     * @param reason   why the last one failed
     */
    public record Failure(int attempts, String reason) {
    }

    /** Nodes declared failed whose stale copies may still play on them; swept until a sweep finds nothing stale. */
    private final Set<String> returning = new LinkedHashSet<>();
    /** Copies a move started elsewhere but could not stop on its source: by source node, the session ids. */
    private final Map<String, Set<String>> leftByMoves = new LinkedHashMap<>();
    /** Stale copies whose stop failed, by node then session id. */
    private final Map<String, Map<String, Failure>> failures = new LinkedHashMap<>();

    /** {@code nodes} were declared failed (now, or before a restart): they are swept from their next parsed reply. */
    public void returning(Collection<String> nodes) {
        returning.addAll(nodes);
    }

    /** A sweep of {@code node} found nothing stale: returns whether it was still marked as returning. */
    public boolean swept(String node) {
        return returning.remove(node);
    }

    /** A move could not stop session {@code id} on {@code source}: that copy is stale. */
    public void leftByMove(String source, String id) {
        leftByMoves.computeIfAbsent(source, k -> new LinkedHashSet<>()).add(id);
    }

    /**
     * Whether a copy of {@code id} on {@code node} is known to be stale (the node is back from failure, or a move
     * left it there), so that it is never taken for the session's new place.
     */
    public boolean knownStale(String node, String id) {
        return returning.contains(node) || leftByMoves.getOrDefault(node, Set.of()).contains(id);
    }

    /** The nodes back from failure and not yet swept clean (read-only). */
    public Set<String> returning() {
        return java.util.Collections.unmodifiableSet(returning);
    }

    /** Copies left by moves, by source node (read-only). */
    public Map<String, Set<String>> leftByMoves() {
        return java.util.Collections.unmodifiableMap(leftByMoves);
    }

    /** Failed stops, by node then session (read-only). */
    public Map<String, Map<String, Failure>> failures() {
        return java.util.Collections.unmodifiableMap(failures);
    }

    /** Whether {@code node} is back from failure and not yet swept clean. */
    public boolean isReturning(String node) {
        return returning.contains(node);
    }

    /** The sessions whose copies on {@code node} moves left behind (read-only). */
    public Set<String> leftByMovesOn(String node) {
        return java.util.Collections.unmodifiableSet(leftByMoves.getOrDefault(node, Set.of()));
    }

    /** The sessions noted on {@code node}: copies left by moves and copies whose stop failed. */
    public Set<String> notedOn(String node) {
        Set<String> out = new HashSet<>(leftByMoves.getOrDefault(node, Set.of()));
        out.addAll(failures.getOrDefault(node, Map.of()).keySet());
        return out;
    }

    /** Forgets the notes on {@code ids} on {@code node} (stopped, or no longer there). */
    public void forget(String node, Set<String> ids) {
        Set<String> left = leftByMoves.get(node);
        if (left != null && left.removeAll(ids) && left.isEmpty()) {
            leftByMoves.remove(node);
        }
        Map<String, Failure> onNode = failures.get(node);
        if (onNode != null && onNode.keySet().removeAll(ids) && onNode.isEmpty()) {
            failures.remove(node);
        }
    }

    /** {@code node} left the cluster (retired): nothing on it is swept or stopped, so its notes go. */
    public void nodeGone(String node) {
        returning.remove(node);
        leftByMoves.remove(node);
        failures.remove(node);
    }

    /** A stop of {@code id} on {@code node} failed for {@code reason}: returns the failure noted before, or null. */
    public Failure stopFailed(String node, String id, String reason) {
        Map<String, Failure> onNode = failures.computeIfAbsent(node, k -> new LinkedHashMap<>());
        Failure before = onNode.get(id);
        onNode.put(id, new Failure(before == null ? 1 : before.attempts() + 1, reason));
        return before;
    }
}
