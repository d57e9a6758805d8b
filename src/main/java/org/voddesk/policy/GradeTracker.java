package org.voddesk.policy;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.voddesk.core.ClusterView;
import org.voddesk.core.NodeView;

/**
 * Active grade feedback (Zhao, Zhou, Jin 2015; ALGORITHMS.md §6) as a pure function: given the grades known so
 * far and a new view, the new grades and one {@link GradeChange} per node whose grade changed; a poll that
 * leaves a grade unchanged raises nothing. Only nodes that accept work are graded: an unreachable, degraded or
 * failed node has no trusted load, so it keeps its last grade (and raises nothing when it comes back at that
 * grade); its link state is reported by the console's health events, not here. Nodes no longer in the view are
 * forgotten.
 */
public final class GradeTracker {
    private final GradeBands bands;

    public GradeTracker(GradeBands bands) {
        if (bands == null) {
            throw new IllegalArgumentException("grade bands are required");
        }
        this.bands = bands;
    }

    /** The result of one update: all current grades (by node name) and the changes, in view order. */
    public record Update(Map<String, Integer> grades, List<GradeChange> changes) {
        public Update {
            grades = Map.copyOf(grades);
            changes = List.copyOf(changes);
        }
    }

    public Update update(Map<String, Integer> previous, ClusterView view) {
        Map<String, Integer> grades = new HashMap<>();
        List<GradeChange> changes = new ArrayList<>();
        for (NodeView node : view.nodes()) {
            Integer before = previous.get(node.name());
            if (!node.acceptsWork()) {
                if (before != null) {
                    grades.put(node.name(), before);
                }
                continue;
            }
            int now = bands.grade(node.load());
            grades.put(node.name(), now);
            if (before == null || before != now) {
                changes.add(new GradeChange(node.name(), before == null ? 0 : before, now, node.load()));
            }
        }
        return new Update(grades, changes);
    }
}
