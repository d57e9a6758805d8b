package org.voddesk.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.nio.file.Path;
import java.util.List;
import javax.imageio.ImageIO;
import org.jfree.chart.JFreeChart;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.sim.Metric;
import org.voddesk.sim.ResultRow;
import org.voddesk.sim.RunResult;
import org.voddesk.sim.lichen.LiChenParameters;
import org.voddesk.sim.lichen.LiChenPolicies;
import org.voddesk.sim.lichen.LiChenScenario;

class SimulationChartTest {
    private final LiChenScenario scenario = new LiChenScenario(LiChenParameters.SPEC, LiChenPolicies.standard());

    private static ResultRow row(String policy, double load, double latency) {
        RunResult r = RunResult.builder().put(Metric.MEAN_LATENCY_MS, latency).put(Metric.LOAD_VARIANCE, 2).build();
        return ResultRow.of("li-chen-2014", policy, load, List.of(r));
    }

    @Test
    void eachPolicyIsOneSeriesWithAPointPerLoad() {
        JFreeChart chart = SimulationChart.chart(scenario, List.of(row("a", 100, 300), row("a", 200, 350),
                row("b", 100, 90)), Metric.MEAN_LATENCY_MS);

        assertThat(chart.getXYPlot().getDataset().getSeriesCount()).isEqualTo(2);
        assertThat(chart.getXYPlot().getDataset().getItemCount(0)).isEqualTo(2);
        assertThat(chart.getTitle().getText()).contains("mean latency");
    }

    @Test
    void aFigureTheRowsDoNotHaveLeavesThePanelEmpty() {
        JFreeChart chart = SimulationChart.chart(scenario, List.of(row("a", 100, 300)), Metric.CONNECTED_VIEWERS);

        assertThat(chart.getXYPlot().getDataset().getSeriesCount()).isZero();
    }

    @Test
    void thePngHasOnePanelPerChartedFigure(@TempDir Path dir) throws Exception {
        Path png = dir.resolve("c.png");

        SimulationChart.write(png, scenario, List.of(row("a", 100, 300), row("a", 200, 320)));

        BufferedImage image = ImageIO.read(png.toFile());
        assertThat(image.getWidth()).isEqualTo(2 * SimulationChart.PANEL_WIDTH);
        assertThat(image.getHeight()).isEqualTo(SimulationChart.HEIGHT);
    }
}
