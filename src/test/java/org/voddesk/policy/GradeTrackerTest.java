package org.voddesk.policy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.voddesk.policy.Fixtures.cluster;
import static org.voddesk.policy.Fixtures.node;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.voddesk.core.ClusterView;
import org.voddesk.core.NodeHealth;

/** Active grade feedback (ALGORITHMS.md §6): an event only when a node's grade changes. */
class GradeTrackerTest {
    private final GradeTracker tracker = new GradeTracker(GradeBands.DEFAULT);

    @Test
    void firstGradedReportRaisesOneChangeFromNone() {
        GradeTracker.Update update = tracker.update(Map.of(), cluster(node("a", 10), node("b", 60)));

        assertThat(update.changes()).containsExactly(new GradeChange("a", 0, 1, 10), new GradeChange("b", 0, 3, 60));
        assertThat(update.grades()).isEqualTo(Map.of("a", 1, "b", 3));
    }

    @Test
    void pollThatLeavesTheGradeUnchangedRaisesNothing() {
        GradeTracker.Update update = tracker.update(Map.of("a", 1, "b", 3), cluster(node("a", 20), node("b", 70)));

        assertThat(update.changes()).isEmpty();
    }

    @Test
    void gradeChangeRaisesOneEventForThatNodeOnly() {
        GradeTracker.Update update = tracker.update(Map.of("a", 1, "b", 3), cluster(node("a", 20), node("b", 96)));

        assertThat(update.changes()).containsExactly(new GradeChange("b", 3, 5, 96));
        assertThat(update.changes().get(0).reachedThreshold()).isTrue();
    }

    @Test
    void nodeThatCannotBeTrustedKeepsItsGradeSilently() {
        ClusterView view = cluster(node("a", 90).withHealth(NodeHealth.UNREACHABLE));

        GradeTracker.Update update = tracker.update(Map.of("a", 1), view);

        assertThat(update.changes()).isEmpty();
        assertThat(update.grades()).isEqualTo(Map.of("a", 1));
    }

    @Test
    void nodeNoLongerInTheViewIsForgotten() {
        GradeTracker.Update update = tracker.update(Map.of("gone", 2, "a", 1), cluster(node("a", 10)));

        assertThat(update.grades()).containsOnlyKeys("a");
    }
}
