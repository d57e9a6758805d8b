package org.voddesk.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import org.voddesk.core.NodeHealth;
import org.voddesk.core.NodeState;

/** The sentences at the top of a report, each computed from the figures; a sentence with nothing to say is left out. */
final class Summary {
    private static final int NAMED_NODES = 3;

    private Summary() {
    }

    static List<String> of(ReportDay day, ReportSettings settings, ClusterFigures c, List<NodeFigures> nodes,
                           List<NodeHour> hours) {
        List<String> s = new ArrayList<>();
        coverage(day, c, nodes, s);
        overload(day, settings, nodes, hours, s);
        outages(nodes, s);
        if (!Double.isNaN(c.meanLambda()) && c.worstLambda() != null) {
            s.add("λ averaged " + Fmt.num(c.meanLambda()) + " (σ " + Fmt.num(c.meanSigma())
                    + "); the least balanced quarter-hour was " + Fmt.range(day, c.worstLambda().atMs(),
                    c.worstLambda().atMs() + 900_000) + " (λ " + Fmt.num(c.worstLambda().value()) + ").");
        }
        requests(c.requests(), s);
        migrations(c, s);
        return s;
    }

    private static void coverage(ReportDay day, ClusterFigures c, List<NodeFigures> nodes, List<String> s) {
        long hoursOfDay = Math.round(day.lengthMs() / (double) ReportDay.HOUR_MS);
        String length = hoursOfDay == 24 ? "" : " (a " + Fmt.duration(day.lengthMs()) + " day: the clocks changed)";
        if (c.polledMs() >= day.lengthMs() - 60_000) {
            s.add(Fmt.count(nodes.size(), "node was", "nodes were") + " polled for the whole day" + length + ".");
        } else {
            s.add(Fmt.count(nodes.size(), "node was", "nodes were") + " polled; the samples cover "
                    + Fmt.duration(c.polledMs()) + " of the " + Fmt.duration(day.lengthMs()) + " day" + length + ".");
        }
    }

    private static void overload(ReportDay day, ReportSettings settings, List<NodeFigures> nodes, List<NodeHour> hours,
                                 List<String> s) {
        List<NodeFigures> over = nodes.stream().filter(n -> n.ms(NodeState.OVERLOADED) > 0)
                .sorted(Comparator.comparingLong((NodeFigures n) -> n.ms(NodeState.OVERLOADED)).reversed()).toList();
        if (over.isEmpty()) {
            s.add("No node was overloaded (load above " + Fmt.num(settings.thresholds().loadMax()) + " %).");
            return;
        }
        for (NodeFigures n : over.subList(0, Math.min(NAMED_NODES, over.size()))) {
            List<NodeHour> its = hours.stream().filter(h -> h.node().equals(n.node()) && h.overloadedMs() > 0).toList();
            NodeHour worst = its.stream().max(Comparator.comparingLong(NodeHour::overloadedMs)).orElseThrow();
            String where = Fmt.at(day, worst.hourStartMs()) + " and " + Fmt.clock(day, worst.hourEndMs());
            s.add(n.node() + " was overloaded for " + Fmt.duration(n.ms(NodeState.OVERLOADED))
                    + (its.size() == 1 ? " between " + where : ", most of it between " + where + " ("
                    + Fmt.duration(worst.overloadedMs()) + ")") + ".");
        }
        if (over.size() > NAMED_NODES) {
            long rest = over.subList(NAMED_NODES, over.size()).stream().mapToLong(n -> n.ms(NodeState.OVERLOADED)).sum();
            s.add(Fmt.count(over.size() - NAMED_NODES, "more node was", "more nodes were") + " overloaded, for "
                    + Fmt.duration(rest) + " in all.");
        }
    }

    private static void outages(List<NodeFigures> nodes, List<String> s) {
        nodes.stream().filter(n -> down(n) > 0).sorted(Comparator.comparingLong(Summary::down).reversed())
                .limit(NAMED_NODES)
                .forEach(n -> s.add(n.node() + " was unreachable or failed for " + Fmt.duration(down(n)) + "."));
    }

    private static long down(NodeFigures n) {
        return n.ms(NodeHealth.UNREACHABLE) + n.ms(NodeHealth.FAILED);
    }

    private static void requests(RequestFigures r, List<String> s) {
        if (r.total() == 0) {
            s.add("No playback request was recorded.");
            return;
        }
        String sentence = Fmt.count(r.total(), "playback request", "playback requests") + ": " + r.accepted()
                + " placed, " + r.refused() + " refused";
        if (!r.reasons().isEmpty()) {
            Map.Entry<String, Integer> top = r.reasons().entrySet().iterator().next();
            sentence += " (most often \"" + top.getKey() + "\", " + Fmt.count(top.getValue(), "time", "times") + ")";
        }
        s.add(sentence + ".");
    }

    private static void migrations(ClusterFigures c, List<String> s) {
        MigrationFigures m = c.migrations();
        if (m.proposed() == 0) {
            s.add("No migration was proposed.");
        } else {
            s.add(Fmt.count(m.proposed(), "migration was", "migrations were") + " proposed: "
                    + m.approvedByHand() + " approved by hand, " + m.approvedByAutomation() + " by automation, "
                    + m.rejected() + " rejected, " + m.expired() + " expired; " + m.done() + " carried out, "
                    + m.failed() + " failed" + (m.open() > 0 ? ", " + m.open() + " still open" : "") + ".");
        }
        if (c.reHomed() > 0 || c.ended() > 0) {
            s.add(Fmt.count(c.reHomed(), "session was", "sessions were") + " re-homed off failed nodes; "
                    + Fmt.count(c.ended(), "session", "sessions") + " ended" + endedDetail(c.endedSessions()) + ".");
        }
    }

    private static String endedDetail(Map<String, Integer> ended) {
        if (ended.isEmpty()) {
            return "";
        }
        List<String> parts = new ArrayList<>();
        ended.forEach((reason, n) -> parts.add(n + " " + reason.replace('_', ' ')));
        return " (" + String.join(", ", parts) + ")";
    }
}
