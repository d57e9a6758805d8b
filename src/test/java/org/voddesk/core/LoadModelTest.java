package org.voddesk.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;

/** ALGORITHMS.md §1 and worked example 1. */
class LoadModelTest {
    private static final double MBPS = 1_000_000;
    private final LoadModel model = LoadModel.DEFAULT;

    private static Session stream(String id, double rate, StreamSource source) {
        return new Session(id, "vod-1", new SegmentKey("cam-1", 0), Playhead.atBegin(0, rate),
                new StreamProfile((long) (2 * MBPS), Quality.MAIN, source), 0);
    }

    @Test
    void estimatedNetCountsIpsanStreamsTwiceAndScalesByRate() {
        List<Session> streams = List.of(
                stream("m1", 1, StreamSource.MEMORY), stream("m2", 1, StreamSource.MEMORY),
                stream("m3", 1, StreamSource.MEMORY),
                stream("i1", 1, StreamSource.IPSAN), stream("i2", 2, StreamSource.IPSAN));

        assertThat(LoadModel.estimatedNetPercent(streams, 100 * MBPS)).isCloseTo(18.0, within(1e-9));
    }

    @Test
    void loadIsTheWeightedSumOfCpuMemAndNet() {
        assertThat(model.load(30, 50, 18)).isCloseTo(25.6, within(1e-9));
    }

    @Test
    void loadOfASampleUsesTheSameWeights() {
        assertThat(model.load(new LoadSample(0, 30, 50, 18))).isCloseTo(25.6, within(1e-9));
    }

    @Test
    void streamLoadIsTheNetWeightTimesTheStreamsNetShare() {
        // ALGORITHMS.md §10 example 4: 0.7 * 100 * 1 * 1 * 2 / 100 = 1.4
        assertThat(model.streamLoad(2 * MBPS, StreamSource.MEMORY, 100 * MBPS)).isCloseTo(1.4, within(1e-9));
        assertThat(model.streamLoad(2 * MBPS, StreamSource.IPSAN, 100 * MBPS)).isCloseTo(2.8, within(1e-9));
    }

    @Test
    void statesFollowLoadminAndLoadmax() {
        assertThat(model.state(25.6)).isEqualTo(NodeState.LIGHT);
        assertThat(model.state(50)).isEqualTo(NodeState.FIT);
        assertThat(model.state(60)).isEqualTo(NodeState.FIT);
        assertThat(model.state(95)).isEqualTo(NodeState.FIT);
        assertThat(model.state(97)).isEqualTo(NodeState.OVERLOADED);
    }

    @Test
    void weightsMustSumToOne() {
        assertThatThrownBy(() -> new LoadWeights(0.5, 0.5, 0.5)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("sum to 1");
    }

    @Test
    void bandwidthMustBePositive() {
        assertThatThrownBy(() -> LoadModel.estimatedNetPercent(List.of(), 0))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("Bord");
    }

    @Test
    void samplesOutsideZeroToHundredAreRefused() {
        assertThatThrownBy(() -> new LoadSample(0, 101, 0, 0)).hasMessageContaining("CPU");
        assertThatThrownBy(() -> new LoadSample(0, 0, Double.NaN, 0)).hasMessageContaining("MEM");
    }
}
