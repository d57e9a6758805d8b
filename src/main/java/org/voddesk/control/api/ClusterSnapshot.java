package org.voddesk.control.api;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import org.voddesk.core.ClusterView;
import org.voddesk.core.MoveRecord;
import org.voddesk.core.Session;

/**
 * What the console knows of the cluster at one moment, immutable: the view the policies read, each node's
 * status, the live sessions (as recorded: a failed node's sessions stay here until re-homed or ended), the
 * moves whose life is not over, the cameras' recordings and the nodes' load grades.
 *
 * @param timeMs     when, epoch ms
 * @param round      poll rounds so far (0: not polled yet)
 * @param view       the policies' view (loads include the estimates of decisions made since the poll)
 * @param nodes      node status by name, in cluster order
 * @param live       live sessions, by start time, and who requested each a user placed
 * @param moves      pending, approved and executing moves, oldest first
 * @param recordings recordings the nodes list
 * @param grades     each graded node's load grade 1-5 (ALGORITHMS.md §6, {@link ControlEvent.NodeGradeChanged}); a
 *                   node never measured has none, one that cannot be read keeps its last
 */
public record ClusterSnapshot(long timeMs, long round, ClusterView view, Map<String, NodeStatus> nodes,
                              LiveSessions live, List<MoveRecord> moves, RecordingIndex recordings,
                              Map<String, Integer> grades) {
    /**
     * The live sessions and their owners.
     *
     * @param sessions live sessions, by start time (as recorded: a failed node's sessions stay until re-homed or
     *                 ended)
     * @param owners   who requested each live session a user placed, by session id (a session a poll found on a
     *                 node has none)
     */
    public record LiveSessions(List<Session> sessions, Map<String, String> owners) {
        public LiveSessions {
            sessions = List.copyOf(sessions);
            owners = Map.copyOf(owners);
        }
    }

    public ClusterSnapshot {
        nodes = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(nodes));
        if (live == null) {
            throw new IllegalArgumentException("a snapshot needs its live sessions (empty for none)");
        }
        moves = List.copyOf(moves);
        grades = Map.copyOf(grades);
    }

    /** A snapshot that names no session's owner. */
    public ClusterSnapshot(long timeMs, long round, ClusterView view, Map<String, NodeStatus> nodes,
                           List<Session> sessions, List<MoveRecord> moves, RecordingIndex recordings,
                           Map<String, Integer> grades) {
        this(timeMs, round, view, nodes, new LiveSessions(sessions, Map.of()), moves, recordings, grades);
    }

    /** A snapshot with no grades yet. */
    public ClusterSnapshot(long timeMs, long round, ClusterView view, Map<String, NodeStatus> nodes,
                           List<Session> sessions, List<MoveRecord> moves, RecordingIndex recordings) {
        this(timeMs, round, view, nodes, sessions, moves, recordings, Map.of());
    }

    /** Live sessions, by start time. */
    public List<Session> sessions() {
        return live.sessions();
    }

    /** Who requested each live session a user placed, by session id. */
    public Map<String, String> owners() {
        return live.owners();
    }

    /** The node's load grade 1-5, empty while it has none (never measured, or not in the cluster). */
    public OptionalInt grade(String node) {
        Integer g = grades.get(node);
        return g == null ? OptionalInt.empty() : OptionalInt.of(g);
    }

    /** The user who requested session {@code id}; empty for a session found on a node, or no such session. */
    public Optional<String> owner(String id) {
        return Optional.ofNullable(live.owners().get(id));
    }

    /** Whether at least one poll round has been taken. */
    public boolean polled() {
        return round > 0;
    }

    public Optional<Session> session(String id) {
        return live.sessions().stream().filter(s -> s.id().equals(id)).findFirst();
    }

    public Optional<NodeStatus> node(String name) {
        return Optional.ofNullable(nodes.get(name));
    }

    public Optional<MoveRecord> move(long id) {
        return moves.stream().filter(p -> p.id() == id).findFirst();
    }
}
