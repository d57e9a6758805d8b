package org.voddesk.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;

/** ALGORITHMS.md §1 and worked example 2. */
class ClusterMetricsTest {
    private final double[] loads = {25.6, 60, 97};

    @Test
    void meanIsTheArithmeticMean() {
        assertThat(ClusterMetrics.mean(loads)).isCloseTo(60.8667, within(1e-4));
    }

    @Test
    void lambdaIsThePopulationVarianceOfLoads() {
        assertThat(ClusterMetrics.lambda(loads)).isCloseTo(850.0356, within(1e-4));
    }

    @Test
    void sigmaIsTheQuadraticMeanOfLoads() {
        assertThat(ClusterMetrics.sigma(loads)).isCloseTo(67.4892, within(1e-4));
    }

    @Test
    void emptyClusterHasZeroFigures() {
        assertThat(ClusterMetrics.lambda(new double[0])).isZero();
        assertThat(ClusterMetrics.sigma(new double[0])).isZero();
    }

    @Test
    void statesOfTheWorkedExampleAreLightFitOverloaded() {
        LoadModel m = LoadModel.DEFAULT;
        assertThat(List.of(m.state(25.6), m.state(60), m.state(97)))
                .containsExactly(NodeState.LIGHT, NodeState.FIT, NodeState.OVERLOADED);
    }

    @Test
    void clusterViewFiguresIgnoreUnreachableNodes() {
        NodeSpec spec = new NodeSpec("a", 1e8, null);
        ClusterView view = new ClusterView(0, LoadModel.DEFAULT, List.of(
                new NodeView(spec, NodeHealth.OK, 25.6, null, List.of()),
                new NodeView(new NodeSpec("b", 1e8, null), NodeHealth.OK, 60, null, List.of()),
                new NodeView(new NodeSpec("c", 1e8, null), NodeHealth.DEGRADED, 97, null, List.of()),
                new NodeView(new NodeSpec("d", 1e8, null), NodeHealth.FAILED, 0, null, List.of())));

        assertThat(view.lambda()).isCloseTo(850.0356, within(1e-4));
        assertThat(view.sigma()).isCloseTo(67.4892, within(1e-4));
        assertThat(view.workingNodes()).extracting(NodeView::name).containsExactly("a", "b");
    }
}
