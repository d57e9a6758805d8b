package org.voddesk.ui.sessions;

import java.time.ZoneId;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.voddesk.control.ClusterSnapshot;
import org.voddesk.core.Session;

/**
 * Brings the session rows to a snapshot a batch at a time, so that no single frame makes 5,000 row models:
 * {@link #follow} takes the latest snapshot and at once drops the rows of sessions it no longer has (an ended
 * session is never shown); each {@link #step} (one per frame) updates or makes the next batch of rows in the
 * snapshot's order, new rows joining the end of the list. A row always shows the snapshot it was last stepped with,
 * never a replay of the rounds in between; a newer snapshot while a pass runs starts the pass again from the first
 * session. When a pass ends, the list takes the snapshot's order.
 */
final class SessionRowFollower {
    /** Rows made or updated per frame. */
    static final int PER_FRAME = 500;

    private final int perFrame;
    private final ObservableList<SessionRowModel> rows = FXCollections.observableArrayList();
    private final Map<String, SessionRowModel> byId = new HashMap<>();
    private ClusterSnapshot target;
    private List<Session> pending = List.of();
    private int next;
    private long nowMs;
    private ZoneId zone;
    private int total;
    private boolean caughtUp;

    SessionRowFollower(int perFrame) {
        if (perFrame < 1) {
            throw new IllegalArgumentException("perFrame must be at least 1: " + perFrame);
        }
        this.perFrame = perFrame;
    }

    /** Starts a pass towards {@code s} as of {@code nowMs}: rows of ended sessions go now, the rest change by steps. */
    void follow(ClusterSnapshot s, long nowMs, ZoneId zone) {
        target = s;
        pending = s.sessions();
        next = 0;
        total = pending.size();
        this.nowMs = nowMs;
        this.zone = zone;
        dropEnded();
    }

    private void dropEnded() {
        Set<String> live = new HashSet<>(pending.size() * 2);
        for (Session session : pending) {
            live.add(session.id());
        }
        List<SessionRowModel> ended = new ArrayList<>();
        for (SessionRowModel row : byId.values()) {
            if (!live.contains(row.id())) {
                ended.add(row);
            }
        }
        if (!ended.isEmpty()) {
            ended.forEach(row -> byId.remove(row.id()));
            rows.removeAll(ended); // one change for the table, however many ended
        }
    }

    /** Whether a pass is under way (more steps will change the rows). */
    boolean following() {
        return target != null;
    }

    /** One frame's share of the pass; returns whether more remain. */
    boolean step() {
        if (target == null) {
            return false;
        }
        int end = Math.min(pending.size(), next + perFrame);
        List<SessionRowModel> made = new ArrayList<>();
        for (int i = next; i < end; i++) {
            Session session = pending.get(i);
            SessionRowModel row = byId.get(session.id());
            if (row == null) {
                row = new SessionRowModel(session.id());
                byId.put(session.id(), row);
                made.add(row);
            }
            row.update(session, target.owner(session.id()).orElse(null), nowMs, zone);
        }
        rows.addAll(made);
        next = end;
        if (next < pending.size()) {
            return true;
        }
        finish();
        return false;
    }

    /** Puts the rows in the snapshot's order (a no-op in the usual case). */
    private void finish() {
        List<SessionRowModel> order = new ArrayList<>(pending.size());
        for (Session session : pending) {
            order.add(byId.get(session.id()));
        }
        if (!order.equals(rows)) {
            rows.setAll(order);
        }
        target = null;
        pending = List.of();
        caughtUp = true;
    }

    /** Whether the rows have held every session of a snapshot at least once (false while the first pass runs). */
    boolean caughtUp() {
        return caughtUp;
    }

    /** Whether a row for session {@code id} is listed. */
    boolean has(String id) {
        return byId.containsKey(id);
    }

    /** Live sessions in the latest snapshot followed (the rows may still be catching up with it). */
    int total() {
        return total;
    }

    /** The rows made so far, in the snapshot's order once a pass ends. */
    ObservableList<SessionRowModel> rows() {
        return rows;
    }
}
