package org.voddesk.policy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.voddesk.policy.Fixtures.BITRATE;
import static org.voddesk.policy.Fixtures.SEGMENT;
import static org.voddesk.policy.Fixtures.T;
import static org.voddesk.policy.Fixtures.nodeAt;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.voddesk.core.ClusterView;
import org.voddesk.core.LoadModel;
import org.voddesk.core.NodeHealth;
import org.voddesk.core.NodeView;
import org.voddesk.core.PlaybackRequest;
import org.voddesk.core.Quality;
import org.voddesk.core.SiteHops;
import org.voddesk.core.Explanation;

/** Zhao, Zhou, Jin 2015 grades and hop-aware selection (ALGORITHMS.md §6) and worked example 8. */
class GradeHopsPolicyTest {
    private static final SiteHops HOPS = new SiteHops(Map.of("client", Map.of("sx", 1, "sy", 3, "sz", 0)));
    private final GradeHopsPolicy policy = new GradeHopsPolicy();

    private static ClusterView sites(NodeView... nodes) {
        return new ClusterView(T, LoadModel.DEFAULT, HOPS, List.of(nodes));
    }

    private static PlaybackRequest fromClient() {
        return new PlaybackRequest("cam-1", SEGMENT, T, 1, Quality.MAIN, BITRATE, "client");
    }

    @Test
    void workedExample8PrefersGradeTwoAtOneHopOverGradeOneAtThreeHops() {
        ClusterView view = sites(nodeAt("x", "sx", 30), nodeAt("y", "sy", 10), nodeAt("z", "sz", 97));

        Placement placement = (Placement) policy.place(view, fromClient());

        assertThat(placement.nodeName()).isEqualTo("x");
        assertThat(placement.explanation().candidates()).extracting(Explanation.Candidate::nodeName)
                .containsExactly("x", "y", "z");
        assertThat(placement.explanation().candidates()).extracting(Explanation.Candidate::similarity)
                .containsExactly(1.5, 1.0, 0.0);
        assertThat(placement.explanation().candidates().get(2).verdict()).startsWith("excluded: grade 5");
    }

    @Test
    void scoreIsFreeGradesPerHopPlusOne() {
        assertThat(GradeHopsPolicy.score(2, 1)).isEqualTo(1.5);
        assertThat(GradeHopsPolicy.score(1, 3)).isEqualTo(1.0);
    }

    @Test
    void gradesFollowTheBandsAndGradeFiveStartsAboveLoadmax() {
        GradeBands bands = GradeBands.DEFAULT;
        assertThat(bands.grade(0)).isEqualTo(1);
        assertThat(bands.grade(25)).isEqualTo(2);
        assertThat(bands.grade(49.9)).isEqualTo(2);
        assertThat(bands.grade(50)).isEqualTo(3);
        assertThat(bands.grade(95)).isEqualTo(4);
        assertThat(bands.grade(95.1)).isEqualTo(5);
    }

    @Test
    void equalScoresGoToTheLowerLoad() {
        ClusterView view = sites(nodeAt("p", "sz", 40), nodeAt("q", "sz", 30));

        assertThat(((Placement) policy.place(view, fromClient())).nodeName()).isEqualTo("q");
    }

    @Test
    void nodeTheStreamWouldOverloadIsExcludedThoughBelowTheThresholdGrade() {
        ClusterView view = sites(nodeAt("near", "sz", 94), nodeAt("far", "sy", 60));

        Placement placement = (Placement) policy.place(view, fromClient());

        assertThat(placement.nodeName()).isEqualTo("far");
        assertThat(placement.explanation().rule()).contains("1 node(s) excluded");
    }

    @Test
    void nodeThatDoesNotAcceptWorkIsNotConsidered() {
        ClusterView view = sites(nodeAt("x", "sx", 10).withHealth(NodeHealth.UNREACHABLE), nodeAt("y", "sy", 60));

        assertThat(((Placement) policy.place(view, fromClient())).nodeName()).isEqualTo("y");
    }

    @Test
    void rejectsWhenEveryWorkingNodeIsAtTheThresholdGrade() {
        Rejection rejection = (Rejection) policy.place(sites(nodeAt("x", "sx", 96), nodeAt("z", "sz", 99)),
                fromClient());

        assertThat(rejection.reason()).contains("threshold grade 5");
        assertThat(rejection.explanation().candidates()).hasSize(2);
    }

    @Test
    void gradeHopsSeesOnlyReportedGrades() {
        assertThat(policy.updatesLoadEstimate()).isFalse();
    }
}
