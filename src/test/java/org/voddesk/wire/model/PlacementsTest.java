package org.voddesk.wire.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.voddesk.control.api.PlaybackStarted;
import org.voddesk.core.Explanation;
import org.voddesk.wire.PlacementData;
import org.voddesk.wire.QualityData;

class PlacementsTest {
    private static PlaybackStarted roundTrip(PlaybackStarted p) throws Exception {
        return Placements.fromWire(PlacementData.parseFrom(Placements.toWire(p).toByteArray()));
    }

    @Test
    void startedPlaybackComesBackWithItsExplanationAndAttempts() throws Exception {
        Explanation why = new Explanation("grade-hops", "best grade, fewest hops", List.of(
                new Explanation.Candidate("vod-2", 41.5, 0.8, 44.0, "chosen"),
                new Explanation.Candidate("vod-1", 63.0, Double.NaN, Double.NaN, "over the load difference")));
        PlaybackStarted p = new PlaybackStarted(Records.session(), "rtsp://vod-2:8554/s-42", why,
                List.of("vod-3: refused (busy)"));

        assertThat(roundTrip(p)).isEqualTo(p);
    }

    @Test
    void startedPlaybackWithEveryNullablePartNullComesBackWithNulls() throws Exception {
        PlaybackStarted p = new PlaybackStarted(Records.session(), null, null, List.of());

        assertThat(roundTrip(p)).isEqualTo(p);
    }

    @Test
    void explanationWithNullWordsComesBackWithNulls() throws Exception {
        Explanation why = new Explanation(null, null, List.of(new Explanation.Candidate(null, 1, 2, 3, null)));
        PlaybackStarted p = new PlaybackStarted(Records.session(), "rtsp://x", why, List.of());

        assertThat(roundTrip(p)).isEqualTo(p);
    }

    @Test
    void missingSessionIsRefusedByName() {
        PlacementData m = PlacementData.newBuilder().setUrl("rtsp://x").build();

        assertThatThrownBy(() -> Placements.fromWire(m)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("started playback's session");
    }

    @Test
    void sessionItCannotReadIsRefusedByName() {
        PlacementData valid = Placements.toWire(new PlaybackStarted(Records.session(), null, null, List.of()));
        PlacementData m = valid.toBuilder().setSession(valid.getSession().toBuilder().setStream(
                valid.getSession().getStream().toBuilder().setQuality(QualityData.QUALITY_UNSPECIFIED))).build();

        assertThatThrownBy(() -> Placements.fromWire(m)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("quality");
    }
}
