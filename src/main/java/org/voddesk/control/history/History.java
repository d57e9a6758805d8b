package org.voddesk.control.history;

import java.time.Clock;
import org.voddesk.control.api.ChartResolution;
import org.voddesk.control.api.ClusterChart;
import org.voddesk.control.api.ClusterPoint;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.NodeChart;
import org.voddesk.control.api.NodeLoadPoint;
import org.voddesk.control.api.Page;
import org.voddesk.control.api.Principal;
import org.voddesk.core.AuditEntry;
import org.voddesk.core.AuditRecord;
import org.voddesk.core.CameraSession;
import org.voddesk.core.Ids;
import org.voddesk.core.MoveRecord;
import org.voddesk.core.NodeHealth;
import org.voddesk.store.ClusterSample;
import org.voddesk.store.NodeAggregate;
import org.voddesk.store.NodeSampleRow;
import org.voddesk.store.SampleRepository;
import org.voddesk.store.Store;

/**
 * The history screens' read queries (docs/architecture.md, Control, "Queries"). They only read the store, through
 * its read connection, so they run on the caller's (background) thread, never on the loop's: a long query never
 * delays a round, and a round never delays a query. Each checks its caller against the user table (an enabled
 * user; the audit an enabled supervisor), refuses an unbounded request with a message, and filters and pages in
 * SQL. A store error is a {@link org.voddesk.store.StoreException}, which {@code Control} turns into a failed
 * result.
 */
public final class History {
    static final long MINUTE_MS = 60_000;
    /** Ranges up to this long are charted from the samples (at 5 s polls, at most 4,320 points). */
    static final long SAMPLES_UP_TO_MS = 6 * 60 * MINUTE_MS;
    /** The longest chart range (2,976 quarter-hours). */
    static final long MAX_CHART_MS = 31 * 24 * 60 * MINUTE_MS;
    static final int MAX_PAGE_SIZE = 500;
    /** How deep paging may go; beyond it the caller narrows the time range (offsets cost a scan). */
    static final int MAX_OFFSET = 100_000;

    private final Store store;
    private final Clock clock;
    private final org.voddesk.control.auth.PrincipalGate gate;

    public History(Store store, Clock clock, org.voddesk.control.auth.PrincipalGate gate) {
        this.store = store;
        this.clock = clock;
        this.gate = gate;
    }

    public CommandResult<ClusterChart> cluster(Principal by, long fromMs, long toMs) {
        String refused = firstOf(refusal(by, false, "history.read"), badChartRange(fromMs, toMs));
        if (refused != null) {
            return CommandResult.failed(refused);
        }
        ClusterChart chart = fromSamples(fromMs, toMs)
                ? new ClusterChart(fromMs, toMs, ChartResolution.SAMPLES, store.samples().clusterSeries(fromMs, toMs)
                        .stream().map(History::point).toList())
                : new ClusterChart(fromMs, toMs, ChartResolution.QUARTER_HOURS, store.samples()
                        .clusterRollups(quarterHourFloor(fromMs), toMs).stream()
                        .map(r -> new ClusterPoint(r.bucketMs(), r.lambda(), r.sigma(), -1)).toList());
        return CommandResult.ok(chart.points().size() + " points.", chart);
    }

    public CommandResult<NodeChart> node(Principal by, String node, long fromMs, long toMs) {
        String refused = firstOf(refusal(by, false, "history.read"), badChartRange(fromMs, toMs));
        if (refused == null && (!Ids.isValid(node) || store.nodes().find(node).isEmpty())) {
            refused = "There is no node " + node + ".";
        }
        if (refused != null) {
            return CommandResult.failed(refused);
        }
        NodeChart chart = fromSamples(fromMs, toMs)
                ? new NodeChart(node, fromMs, toMs, ChartResolution.SAMPLES, store.samples()
                        .nodeSeries(node, fromMs, toMs).stream().map(History::point).toList())
                : new NodeChart(node, fromMs, toMs, ChartResolution.QUARTER_HOURS, store.samples()
                        .nodeRollups(node, quarterHourFloor(fromMs), toMs).stream().map(History::point).toList());
        return CommandResult.ok(chart.points().size() + " points.", chart);
    }

    public CommandResult<Page<MoveRecord>> migrations(Principal by, long fromMs, long toMs, int page, int pageSize) {
        String refused = firstOf(refusal(by, false, "history.read"), badRange(fromMs, toMs), badPage(page, pageSize));
        return refused != null ? CommandResult.failed(refused) : found(Page.of(store.moves()
                .decidedBetween(fromMs, toMs, pageSize + 1, page * pageSize), page, pageSize));
    }

    public CommandResult<Page<MoveRecord>> sessionMigrations(Principal by, String sessionId, int page, int pageSize) {
        String refused = firstOf(refusal(by, false, "history.read"), badPage(page, pageSize),
                Ids.isValid(sessionId) ? null : "A session id is letters, digits, '.', '_' or '-'.");
        return refused != null ? CommandResult.failed(refused) : found(Page.of(store.moves()
                .decidedForSession(sessionId, pageSize + 1, page * pageSize), page, pageSize));
    }

    public CommandResult<Page<CameraSession>> camera(Principal by, String camera, long fromMs, long toMs, int page,
                                              int pageSize) {
        String refused = firstOf(refusal(by, false, "history.read"), badRange(fromMs, toMs), badPage(page, pageSize),
                Ids.isValid(camera) ? null : "A camera id is letters, digits, '.', '_' or '-'.");
        return refused != null ? CommandResult.failed(refused) : found(Page.of(store.sessions()
                .cameraHistory(camera, fromMs, toMs, pageSize + 1, page * pageSize), page, pageSize));
    }

    /** @param user a user name or {@code null}/blank for all; @param actionPrefix likewise for all actions */
    public CommandResult<Page<AuditRecord>> audit(Principal by, long fromMs, long toMs, String user, String actionPrefix,
                                           int page, int pageSize) {
        String refused = firstOf(refusal(by, true, "audit.read"), badRange(fromMs, toMs), badPage(page, pageSize));
        return refused != null ? CommandResult.failed(refused) : found(Page.of(store.audit().page(fromMs, toMs,
                blankToNull(user), blankToNull(actionPrefix), pageSize + 1, page * pageSize), page, pageSize));
    }

    /** Why {@code by} may not read (audited as {@code action.refused}), or null. */
    String refusal(Principal by, boolean supervisorOnly, String action) {
        String why = gate.why(by, supervisorOnly);
        if (why == null) {
            return null;
        }
        store.audit().append(new AuditEntry(clock.millis(), gate.actor(by), gate.desk(by), action + ".refused", null,
                why));
        if (by == null) {
            return "Log in first.";
        }
        String who = supervisorOnly ? "an enabled supervisor" : "an enabled user";
        return "Only " + who + " may read this; " + by.name() + " is not (" + why + ").";
    }

    public static boolean fromSamples(long fromMs, long toMs) {
        return toMs - fromMs <= SAMPLES_UP_TO_MS;
    }

    static String badChartRange(long fromMs, long toMs) {
        String bad = badRange(fromMs, toMs);
        return bad != null || toMs - fromMs <= MAX_CHART_MS ? bad
                : "A chart covers at most 31 days; choose a shorter range.";
    }

    static String badRange(long fromMs, long toMs) {
        return fromMs < toMs ? null : "The range must end after it starts.";
    }

    public static String badPage(int page, int pageSize) {
        if (pageSize < 1 || pageSize > MAX_PAGE_SIZE) {
            return "A page holds 1 to " + MAX_PAGE_SIZE + " entries.";
        }
        if (page < 0 || (long) page * pageSize > MAX_OFFSET) {
            return "Pages go back at most " + MAX_OFFSET + " entries; narrow the time range to see older ones.";
        }
        return null;
    }

    static long quarterHourFloor(long ms) {
        return Math.floorDiv(ms, SampleRepository.ROLLUP_MS) * SampleRepository.ROLLUP_MS;
    }

    private static <T> CommandResult<Page<T>> found(Page<T> p) {
        return CommandResult.ok(p.items().size() + (p.hasMore() ? " entries (more on older pages)." : " entries."), p);
    }

    private static String firstOf(String... reasons) {
        for (String r : reasons) {
            if (r != null) {
                return r;
            }
        }
        return null;
    }

    private static String blankToNull(String s) {
        return s == null || s.isBlank() ? null : s.strip();
    }

    private static ClusterPoint point(ClusterSample s) {
        return new ClusterPoint(s.timeMs(), s.lambda(), s.sigma(), s.streams());
    }

    private static NodeLoadPoint point(NodeSampleRow r) {
        return NodeLoadPoint.ofPoll(r.timeMs(), r.load(), r.health() == NodeHealth.OK);
    }

    private static NodeLoadPoint point(NodeAggregate a) {
        return new NodeLoadPoint(a.bucketStartMs(), a.meanLoad(), a.maxLoad(), a.polls(), a.unhealthy());
    }
}
