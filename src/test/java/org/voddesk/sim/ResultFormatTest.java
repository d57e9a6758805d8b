package org.voddesk.sim;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class ResultFormatTest {
    private static ResultRow row() {
        RunResult a = RunResult.builder().put(Metric.REQUESTS, 10).put(Metric.MEAN_LATENCY_MS, 100)
                .extra("rejections", 1).build();
        RunResult b = RunResult.builder().put(Metric.REQUESTS, 12).put(Metric.MEAN_LATENCY_MS, 200)
                .extra("rejections", 3).build();
        return ResultRow.of("demo", "p", 500, List.of(a, b));
    }

    @Test
    void csvHeaderIsExactlyTheDocumentedColumns() {
        String header = ResultCsv.format(List.of(row())).lines().findFirst().orElseThrow();

        assertThat(header).isEqualTo("scenario,policy,load,runs,requests,accepted,success_rate,mean_latency_ms,"
                + "p95_latency_ms,cache_hit_ratio,load_variance,migrations,plans,mean_delay,connected_viewers");
    }

    @Test
    void csvRowHoldsMeansAndLeavesUndefinedFiguresEmpty() {
        String line = ResultCsv.format(List.of(row())).lines().skip(1).findFirst().orElseThrow();

        assertThat(line).isEqualTo("demo,p,500,2,11,,,150,,,,,,,");
    }

    @Test
    void summaryGivesMeanAndSampleStandardDeviation() {
        Summary s = Summary.of(List.of(2.0, 4.0, 6.0));

        assertThat(s.mean()).isEqualTo(4.0);
        assertThat(s.spread()).isEqualTo(2.0);
        assertThat(Summary.of(List.of(5.0)).spread()).isZero();
    }

    @Test
    void tableShowsMeanAndSpreadAndOnlyDefinedColumns() {
        String table = ResultTable.format("streams", List.of(row()));

        assertThat(table).contains("requests", "mean_latency_ms", "rejections", "150 ± 71", "11 ± 1.4")
                .doesNotContain("connected_viewers");
    }

    @Test
    void numbersArePlainWithoutExponentOrTrailingZeros() {
        assertThat(NumberFormat.plain(0.000012345, 3)).isEqualTo("0.000012");
        assertThat(NumberFormat.plain(1234567.0, 3)).isEqualTo("1230000");
        assertThat(NumberFormat.load(0.5)).isEqualTo("0.5");
        assertThat(NumberFormat.load(600)).isEqualTo("600");
    }
}
