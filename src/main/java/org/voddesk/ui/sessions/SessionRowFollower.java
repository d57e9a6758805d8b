package org.voddesk.ui.sessions;

import java.time.ZoneId;
import javafx.collections.ObservableList;
import org.voddesk.control.api.ClusterSnapshot;
import org.voddesk.core.Session;
import org.voddesk.ui.common.BatchFollower;
import org.voddesk.ui.common.FrameBudget;

/**
 * Brings the session rows to a snapshot a batch at a time ({@link BatchFollower}), so that no single frame makes
 * 5,000 row models: {@link #follow} takes the latest snapshot and at once drops the rows of sessions it no longer
 * has (an ended session is never shown); each {@link #step} (one per frame) updates or makes the next batch of rows
 * in the snapshot's order. A row always shows the snapshot it was last stepped with.
 */
final class SessionRowFollower {
    /** Rows made or updated per frame. */
    static final int PER_FRAME = 500;

    private final BatchFollower<Session, SessionRowModel> batches;
    private ClusterSnapshot target;
    private long nowMs;
    private ZoneId zone;
    private int total;
    private boolean caughtUp;

    SessionRowFollower(int perFrame) {
        batches = new BatchFollower<>(FrameBudget.fixed(perFrame), perFrame, Session::id, s -> new SessionRowModel(s.id()),
                (s, row) -> row.update(s, target.owner(s.id()).orElse(null), nowMs, zone));
    }

    /** Starts a pass towards {@code s} as of {@code nowMs}: rows of ended sessions go now, the rest change by steps. */
    void follow(ClusterSnapshot s, long nowMs, ZoneId zone) {
        target = s;
        total = s.sessions().size();
        this.nowMs = nowMs;
        this.zone = zone;
        batches.follow(s.sessions());
        batches.dropMissing();
    }

    /** Whether a pass is under way (more steps will change the rows). */
    boolean following() {
        return batches.following();
    }

    /** One frame's share of the pass; returns whether more remain. */
    boolean step() {
        if (!batches.following()) {
            return false;
        }
        boolean more = batches.step();
        caughtUp |= !more;
        return more;
    }

    /** Whether the rows have held every session of a snapshot at least once (false while the first pass runs). */
    boolean caughtUp() {
        return caughtUp;
    }

    /** Whether a row for session {@code id} is listed. */
    boolean has(String id) {
        return batches.has(id);
    }

    /** Live sessions in the latest snapshot followed (the rows may still be catching up with it). */
    int total() {
        return total;
    }

    /** The rows made so far, in the snapshot's order once a pass ends. */
    ObservableList<SessionRowModel> rows() {
        return batches.models();
    }
}
