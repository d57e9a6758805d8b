package org.voddesk.control.local;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.groups.Tuple.tuple;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.control.admin.SettingsRules;
import org.voddesk.control.api.ControlEvent;
import org.voddesk.control.api.ControlSettings;
import org.voddesk.core.NodeHealth;

/**
 * Active grade feedback in the control loop (ALGORITHMS.md §6) against demo nodes: grades in the snapshot, an event
 * for a grade change and none for a poll that leaves it. An idle demo node loads about 4.5 (grade 1); each 3x
 * stream adds about 1.6, so 20 of them put a node near 36 (grade 2, bands 25 and 50).
 */
class GradeFeedbackTest {
    private ControlFixture f;

    @BeforeEach
    void start(@TempDir Path dir) throws Exception {
        f = new ControlFixture(dir, 2, SettingsRules.DEFAULT.withIntervals(Duration.ofSeconds(5),
                Duration.ofHours(1)));
        f.roundsUntilAllOk();
    }

    @AfterEach
    void stop() {
        f.close();
    }

    private List<ControlEvent.NodeGradeChanged> gradeEventsAfter(int seen) {
        List<ControlEvent.NodeGradeChanged> all = f.events(ControlEvent.NodeGradeChanged.class);
        return all.subList(seen, all.size());
    }

    private void loadToGradeTwo(String node) {
        f.loadNode(node, 20);
        f.roundsUntil(s -> s.grade(node).orElse(0) == 2);
    }

    @Test
    void snapshotShowsEveryMeasuredNodesGrade() {
        assertThat(f.control.snapshot().grades()).containsExactlyInAnyOrderEntriesOf(
                Map.of("vod-1", 1, "vod-2", 1));
    }

    @Test
    void firstGradedReportRaisesOneEventPerNodeFromNone() {
        assertThat(f.events(ControlEvent.NodeGradeChanged.class))
                .extracting(ControlEvent.NodeGradeChanged::node, ControlEvent.NodeGradeChanged::from,
                        ControlEvent.NodeGradeChanged::to)
                .containsExactlyInAnyOrder(tuple("vod-1", 0, 1),
                        tuple("vod-2", 0, 1));
    }

    @Test
    void gradeChangeRaisesExactlyOneEvent() {
        int seen = f.events(ControlEvent.NodeGradeChanged.class).size();

        loadToGradeTwo("vod-1");
        f.round();

        assertThat(gradeEventsAfter(seen)).singleElement().satisfies(e -> {
            assertThat(e.node()).isEqualTo("vod-1");
            assertThat(e.from()).isEqualTo(1);
            assertThat(e.to()).isEqualTo(2);
            assertThat(e.load()).isBetween(25.0, 50.0);
        });
    }

    @Test
    void pollThatLeavesTheGradeUnchangedRaisesNone() {
        int seen = f.events(ControlEvent.NodeGradeChanged.class).size();
        double before = f.control.snapshot().node("vod-1").orElseThrow().load();
        f.loadNode("vod-1", 2); // its load rises, within grade 1

        f.rounds(2);

        assertThat(f.control.snapshot().node("vod-1").orElseThrow().load()).isGreaterThan(before);
        assertThat(gradeEventsAfter(seen)).isEmpty();
    }

    @Test
    void unreachableNodeKeepsItsLastGradeSilently() {
        loadToGradeTwo("vod-1");
        int seen = f.events(ControlEvent.NodeGradeChanged.class).size();
        f.cluster.kill("vod-1");

        f.round();

        assertThat(f.control.snapshot().node("vod-1").orElseThrow().health()).isEqualTo(NodeHealth.UNREACHABLE);
        assertThat(f.control.snapshot().grade("vod-1")).hasValue(2);
        assertThat(gradeEventsAfter(seen)).noneMatch(e -> e.node().equals("vod-1"));
    }
}
