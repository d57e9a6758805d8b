package org.voddesk.wire.model;

import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.voddesk.core.NodeHealth;
import org.voddesk.core.NodeState;
import org.voddesk.core.ResourceMeans;
import org.voddesk.report.ClusterHour;
import org.voddesk.report.DaySeries;
import org.voddesk.report.HourlyTables;
import org.voddesk.report.LoadLevels;
import org.voddesk.report.NodeFigures;
import org.voddesk.report.NodeHour;
import org.voddesk.report.SeriesPoint;
import org.voddesk.report.SessionCounts;
import org.voddesk.report.StateTimes;
import org.voddesk.wire.ClusterHourData;
import org.voddesk.wire.DaySeriesData;
import org.voddesk.wire.HealthTimesData;
import org.voddesk.wire.HourlyTablesData;
import org.voddesk.wire.LoadLevelsData;
import org.voddesk.wire.LoadStateTimesData;
import org.voddesk.wire.NodeFiguresData;
import org.voddesk.wire.NodeHourData;
import org.voddesk.wire.NodeSeriesData;
import org.voddesk.wire.ResourceMeansData;
import org.voddesk.wire.SeriesPointData;
import org.voddesk.wire.SessionCountsData;
import org.voddesk.wire.StateTimesData;

/**
 * The tables and series of a day's report on the wire ({@link ReportMessages} carries the rest): each node's figures,
 * the hourly tables, the quarter-hour series. A node's time in each state is one field per state, set only for the
 * states its figures hold. Reading a message throws {@link IllegalArgumentException} naming the part it cannot read.
 */
final class ReportTables {
    private ReportTables() {
    }

    static NodeFiguresData node(NodeFigures n) {
        return NodeFiguresData.newBuilder().setNode(n.node()).setPolls(n.polls()).setLoad(load(n.load()))
                .setTime(time(n.time())).setSessions(SessionCountsData.newBuilder().setServed(n.sessions().served())
                        .setMovedIn(n.sessions().movedIn()).setMovedOut(n.sessions().movedOut()))
                .build();
    }

    static NodeFigures node(NodeFiguresData m) {
        String what = "the figures of node " + m.getNode();
        if (!m.hasLoad() || !m.hasTime() || !m.hasSessions()) {
            throw Parts.missing(what + " (load, time or sessions)");
        }
        SessionCountsData s = m.getSessions();
        return new NodeFigures(m.getNode(), m.getPolls(), load(m.getLoad()), time(m.getTime()),
                new SessionCounts(s.getServed(), s.getMovedIn(), s.getMovedOut()));
    }

    static HourlyTablesData hours(HourlyTables h) {
        return HourlyTablesData.newBuilder()
                .addAllNodeHours(h.nodeHours().stream().map(ReportTables::nodeHour).toList())
                .addAllClusterHours(h.clusterHours().stream().map(ReportTables::clusterHour).toList())
                .build();
    }

    static HourlyTables hours(HourlyTablesData m) {
        return new HourlyTables(m.getNodeHoursList().stream().map(ReportTables::nodeHour).toList(),
                m.getClusterHoursList().stream().map(ReportTables::clusterHour).toList());
    }

    static DaySeriesData series(DaySeries s) {
        DaySeriesData.Builder b = DaySeriesData.newBuilder().addAllLambda(points(s.lambda()));
        s.nodeLoad().forEach((node, points) -> b.addNodeLoad(NodeSeriesData.newBuilder().setNode(node)
                .addAllPoints(points(points))));
        return b.build();
    }

    /** The series, the nodes' in the order they came; a node twice is a message that cannot be read. */
    static DaySeries series(DaySeriesData m) {
        Map<String, List<SeriesPoint>> nodeLoad = new LinkedHashMap<>();
        for (NodeSeriesData n : m.getNodeLoadList()) {
            if (nodeLoad.put(n.getNode(), pointsOf(n.getPointsList())) != null) {
                throw new IllegalArgumentException("cannot read the report's series: node " + n.getNode()
                        + " has two");
            }
        }
        return new DaySeries(pointsOf(m.getLambdaList()), nodeLoad);
    }

    private static NodeHourData nodeHour(NodeHour h) {
        ResourceMeans means = h.means();
        return NodeHourData.newBuilder().setNode(h.node()).setHourStartMs(h.hourStartMs())
                .setHourEndMs(h.hourEndMs()).setPolls(h.polls()).setMeasured(h.measured())
                .setMeans(ResourceMeansData.newBuilder().setCpu(means.cpu()).setMem(means.mem()).setNet(means.net()))
                .setLoad(load(h.load())).setTime(time(h.time()))
                .build();
    }

    private static NodeHour nodeHour(NodeHourData m) {
        if (!m.hasMeans() || !m.hasLoad() || !m.hasTime()) {
            throw Parts.missing("an hour of node " + m.getNode() + " (means, load or time)");
        }
        ResourceMeansData means = m.getMeans();
        return new NodeHour(m.getNode(), m.getHourStartMs(), m.getHourEndMs(), m.getPolls(), m.getMeasured(),
                new ResourceMeans(means.getCpu(), means.getMem(), means.getNet()), load(m.getLoad()),
                time(m.getTime()));
    }

    private static ClusterHourData clusterHour(ClusterHour h) {
        return ClusterHourData.newBuilder().setHourStartMs(h.hourStartMs()).setMeanLambda(h.meanLambda())
                .setMeanSigma(h.meanSigma()).setPeakStreams(h.peakStreams()).setAccepted(h.accepted())
                .setRefused(h.refused()).setMigrationsDone(h.migrationsDone()).setOverloadedMs(h.overloadedMs())
                .build();
    }

    private static ClusterHour clusterHour(ClusterHourData m) {
        return new ClusterHour(m.getHourStartMs(), m.getMeanLambda(), m.getMeanSigma(), m.getPeakStreams(),
                m.getAccepted(), m.getRefused(), m.getMigrationsDone(), m.getOverloadedMs());
    }

    private static LoadLevelsData load(LoadLevels l) {
        return LoadLevelsData.newBuilder().setMean(l.mean()).setP95(l.p95()).setMax(l.max()).build();
    }

    private static LoadLevels load(LoadLevelsData m) {
        return new LoadLevels(m.getMean(), m.getP95(), m.getMax());
    }

    static StateTimesData time(StateTimes t) {
        LoadStateTimesData.Builder states = LoadStateTimesData.newBuilder();
        t.loadStateMs().forEach((state, ms) -> {
            switch (state) {
                case LIGHT -> states.setLightMs(ms);
                case FIT -> states.setFitMs(ms);
                case OVERLOADED -> states.setOverloadedMs(ms);
                case UNREACHABLE -> states.setUnreachableMs(ms);
                case FAILED -> states.setFailedMs(ms);
            }
        });
        HealthTimesData.Builder health = HealthTimesData.newBuilder();
        t.healthMs().forEach((h, ms) -> {
            switch (h) {
                case OK -> health.setOkMs(ms);
                case DEGRADED -> health.setDegradedMs(ms);
                case UNREACHABLE -> health.setUnreachableMs(ms);
                case FAILED -> health.setFailedMs(ms);
            }
        });
        return StateTimesData.newBuilder().setLoadStates(states).setHealth(health).setNotPolledMs(t.notPolledMs())
                .build();
    }

    static StateTimes time(StateTimesData m) {
        LoadStateTimesData s = m.getLoadStates();
        Map<NodeState, Long> states = new EnumMap<>(NodeState.class);
        for (NodeState state : NodeState.values()) {
            Long ms = switch (state) {
                case LIGHT -> Parts.orNull(s.hasLightMs(), s.getLightMs());
                case FIT -> Parts.orNull(s.hasFitMs(), s.getFitMs());
                case OVERLOADED -> Parts.orNull(s.hasOverloadedMs(), s.getOverloadedMs());
                case UNREACHABLE -> Parts.orNull(s.hasUnreachableMs(), s.getUnreachableMs());
                case FAILED -> Parts.orNull(s.hasFailedMs(), s.getFailedMs());
            };
            if (ms != null) {
                states.put(state, ms);
            }
        }
        HealthTimesData h = m.getHealth();
        Map<NodeHealth, Long> health = new EnumMap<>(NodeHealth.class);
        for (NodeHealth value : NodeHealth.values()) {
            Long ms = switch (value) {
                case OK -> Parts.orNull(h.hasOkMs(), h.getOkMs());
                case DEGRADED -> Parts.orNull(h.hasDegradedMs(), h.getDegradedMs());
                case UNREACHABLE -> Parts.orNull(h.hasUnreachableMs(), h.getUnreachableMs());
                case FAILED -> Parts.orNull(h.hasFailedMs(), h.getFailedMs());
            };
            if (ms != null) {
                health.put(value, ms);
            }
        }
        return new StateTimes(states, health, m.getNotPolledMs());
    }

    private static List<SeriesPointData> points(List<SeriesPoint> points) {
        return points.stream().map(p -> SeriesPointData.newBuilder().setTimeMs(p.timeMs()).setValue(p.value())
                .build()).toList();
    }

    private static List<SeriesPoint> pointsOf(List<SeriesPointData> points) {
        return points.stream().map(p -> new SeriesPoint(p.getTimeMs(), p.getValue())).toList();
    }
}
