package org.voddesk.sim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

class ScenariosTest {
    @Test
    void theStandardScenariosIncludeLiChen2014() {
        assertThat(StandardScenarios.all().names()).contains("li-chen-2014");
        assertThat(StandardScenarios.all().find("li-chen-2014")).isPresent();
        assertThat(StandardScenarios.all().find("nope")).isEmpty();
    }

    @Test
    void aScenarioNameMayBeListedOnce() {
        assertThatThrownBy(() -> new Scenarios(List.of(new CountingScenario(), new CountingScenario())))
                .hasMessageContaining("listed twice");
    }

    @Test
    void aRunFigureIsSetOnceAndFinite() {
        RunResult.Builder b = RunResult.builder().put(Metric.REQUESTS, 1);

        assertThatThrownBy(() -> b.put(Metric.REQUESTS, 2)).hasMessageContaining("set twice");
        assertThatThrownBy(() -> b.put(Metric.MEAN_DELAY, Double.NaN)).hasMessageContaining("finite");
    }

    @Test
    void metricsAreTheCsvColumnsInOrder() {
        StringBuilder columns = new StringBuilder("scenario,policy,load,runs");
        for (Metric m : Metric.values()) {
            columns.append(',').append(m.column());
        }
        assertThat(columns.toString()).isEqualTo(ResultCsv.HEADER);
    }

    @Test
    void scenarioOptionsRefuseAnAlphaOutsideZeroToOne() {
        assertThatThrownBy(() -> new ScenarioOptions(1.5, null, false)).hasMessageContaining("--alpha");
    }
}
