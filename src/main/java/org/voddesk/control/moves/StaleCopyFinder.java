package org.voddesk.control.moves;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.voddesk.core.NodeView;
import org.voddesk.core.Session;
import org.voddesk.store.Store;
import org.voddesk.control.state.LoopState;

/**
 * Finds the stale copies a node plays (docs/architecture.md, "Stale copies and recovery after a crash"): a session must play on
 * exactly one node, and the node it is recorded on holds its authoritative copy. Read from the round's view after
 * the fold, so a session a command changed while the poll was in flight is listed only where it is recorded and
 * is never taken for stale. A copy on {@code node} is stale when
 * <ul>
 * <li>{@code node} is back from failure and the session is recorded live on another node, or ended;</li>
 * <li>a make-before-break move started the session on its target but could not stop it on {@code node} (its
 * source), and the session is recorded live on another node, or ended;</li>
 * <li>the session is recorded live on another node whose reply parsed this round and which lists it too: a
 * duplicate, whatever made it; the recorded node's copy is the one that counts.</li>
 * </ul>
 * A session recorded on {@code node}, or never recorded (started there outside the console: discovered), is never
 * stale; nor is one with a command in flight (a move between its start on the target and its record): its answer
 * decides where it plays.
 */
final class StaleCopyFinder {
    private final Store store;
    private final LoopState loop;

    StaleCopyFinder(Store store, LoopState loop) {
        this.store = store;
        this.loop = loop;
    }

    /** Step: the stale copies among the sessions {@code node} reported this round. */
    List<StaleCopy> staleOn(String node) {
        NodeView n = loop.view().node(node).orElse(null);
        List<StaleCopy> out = new ArrayList<>();
        if (n == null) {
            return out;
        }
        boolean returning = loop.stale().isReturning(node);
        Set<String> left = loop.stale().leftByMovesOn(node);
        for (Session s : n.sessions()) {
            if (loop.busy(s.id())) {
                continue;
            }
            Session recorded = loop.session(s.id());
            String why = null;
            if (recorded != null && !recorded.nodeName().equals(node)) {
                why = whyRecordedElsewhere(node, s.id(), recorded.nodeName(), returning, left.contains(s.id()));
            } else if (recorded == null && (returning || left.contains(s.id())) && endedHere(s.id())) {
                why = returning ? "stale copy on " + node + " after it failed: the session ended"
                        : "stale copy on " + node + " left by a move that could not stop it: the session ended";
            }
            if (why != null) {
                out.add(new StaleCopy(s, recorded == null ? null : recorded.nodeName(), why));
            }
        }
        return out;
    }

    private String whyRecordedElsewhere(String node, String id, String home, boolean returning, boolean left) {
        if (returning) {
            return "stale copy on " + node + " after it failed: the session was re-homed to " + home;
        }
        if (left) {
            return "stale copy on " + node + ": the move to " + home + " started the session there but could not"
                    + " stop it here";
        }
        if (playsOn(home, id)) {
            return "duplicate copy on " + node + ": the session is recorded on " + home + ", which plays it too";
        }
        return null;
    }

    /** Whether {@code node}'s reply parsed this round and lists {@code id}. */
    private boolean playsOn(String node, String id) {
        return loop.trusted(node) && loop.view().node(node)
                .map(v -> v.sessions().stream().anyMatch(x -> x.id().equals(id))).orElse(false);
    }

    private boolean endedHere(String id) {
        if (loop.isZombie(id)) {
            return true;
        }
        return store.sessions().find(id).map(r -> !r.isActive()).orElse(false);
    }
}
