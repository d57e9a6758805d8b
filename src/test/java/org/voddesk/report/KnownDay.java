package org.voddesk.report;

import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import org.voddesk.core.NodeHealth;
import org.voddesk.core.Session;
import org.voddesk.core.SessionEndReason;
import org.voddesk.store.NodeSampleRow;
import org.voddesk.store.Store;

/**
 * A hand-built day with known answers (UTC, 2026-11-28): polls every minute on the minute, vod-3 overloaded from
 * 14:10 to 14:52 (42 min), vod-2 unreachable 10:00-10:30 and failed 10:30-11:00, a session moved by hand and one
 * re-homed by the console, one move rejected and one expired.
 */
final class KnownDay {
    static final LocalDate DAY = LocalDate.of(2026, 11, 28);
    static final long T0 = DAY.atStartOfDay(ZoneOffset.UTC).toInstant().toEpochMilli();
    static final long MIN = 60_000;
    static final long H = 60 * MIN;
    static final List<String> NODES = List.of("vod-1", "vod-2", "vod-3");

    private KnownDay() {
    }

    static void write(Store store) {
        HistoryBuilder b = new HistoryBuilder(store, NODES.toArray(String[]::new));
        b.polls(T0, T0 + 24 * H, MIN, NODES, KnownDay::sample,
                t -> t == T0 + 14 * H + 30 * MIN ? 17 : 5);
        b.decision(T0 + 9 * H, "vod-1", "s1", "least load");
        b.decision(T0 + 9 * H + 5 * MIN, null, null, "every reachable node would be overloaded");
        b.decision(T0 + 14 * H + 20 * MIN, null, null, "every reachable node would be overloaded");
        b.decision(T0 + 14 * H + 21 * MIN, null, null, "no node holds camera cam-9");
        b.decision(T0 + 20 * H, "vod-1", "s3", "least load");
        Session s1 = b.session("s1", "vod-1", T0 + 9 * H);
        Session s2 = b.session("s2", "vod-2", T0 - 2 * H);
        s1 = b.move(s1, "vod-3", "vod-1 is heavier than vod-3", T0 + 11 * H + 58 * MIN, "sue", T0 + 12 * H);
        b.move(s2, "vod-1", "vod-2 failed: re-home s2 (cam-s2) to vod-1, the least-loaded live holder",
                T0 + 10 * H + 31 * MIN, "system", T0 + 10 * H + 32 * MIN);
        store.moves().reject(b.propose(s1, "vod-2", "try", T0 + 13 * H).id(), "sue", T0 + 13 * H + MIN, "no");
        b.propose(s1, "vod-1", "try again", T0 + 15 * H);
        store.moves().expireDue(T0 + 15 * H + 10 * MIN);
        store.sessions().ended("s1", T0 + 16 * H, SessionEndReason.STOPPED);
        b.session("s3", "vod-1", T0 + 20 * H);
    }

    static NodeSampleRow sample(String node, long t) {
        long m = (t - T0) / MIN;
        return switch (node) {
            case "vod-1" -> HistoryBuilder.row(node, t, 40);
            case "vod-2" -> m >= 600 && m < 630 ? HistoryBuilder.down(node, t, NodeHealth.UNREACHABLE)
                    : m >= 630 && m < 660 ? HistoryBuilder.down(node, t, NodeHealth.FAILED) : HistoryBuilder.row(node, t, 60);
            default -> HistoryBuilder.row(node, t, m >= 14 * 60 + 10 && m < 14 * 60 + 52 ? 97 : 60);
        };
    }
}
