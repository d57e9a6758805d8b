package org.voddesk.demo;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.List;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;
import org.voddesk.core.Quality;

class DemoPlaylistTest {
    private static final long START = Instant.parse("2026-11-28T10:00:00Z").toEpochMilli();
    /** Recorded time 08:15:57.000: three seconds before a minute turns. */
    private static final long POSITION = Instant.parse("2026-11-28T08:15:57Z").toEpochMilli();

    private static DemoSession session(double rate) {
        return new DemoSession("s1", "cam-001", POSITION, POSITION, START, rate, Quality.MAIN, 2_000_000, START);
    }

    private static List<Integer> secondsShown(DemoSession s, int slots) {
        return LongStream.range(0, slots).mapToObj(n -> DemoPlaylist.secondShown(s, n)).toList();
    }

    @Test
    void atRateOneEachSlotShowsTheNextRecordedSecond() {
        assertThat(secondsShown(session(1), 6)).containsExactly(57, 58, 59, 0, 1, 2);
    }

    @Test
    void atRateTwoEveryOtherSecondIsShown() {
        assertThat(secondsShown(session(2), 4)).containsExactly(57, 59, 1, 3);
    }

    @Test
    void atHalfRateEachSecondIsShownTwice() {
        assertThat(secondsShown(session(0.5), 4)).containsExactly(57, 57, 58, 58);
    }

    @Test
    void atRateOneOnlyTheMinutesTurnIsADiscontinuity() {
        DemoSession s = session(1);
        assertThat(LongStream.range(1, 6).filter(n -> DemoPlaylist.discontinuityBefore(s, n)).boxed())
                .containsExactly(3L);
    }

    @Test
    void atRateTwoEverySlotIsADiscontinuity() {
        DemoSession s = session(2);
        assertThat(LongStream.range(1, 6).allMatch(n -> DemoPlaylist.discontinuityBefore(s, n))).isTrue();
    }

    @Test
    void atTheSessionsStartThePlaylistListsOneSegment() {
        assertThat(DemoPlaylist.text(session(1), START + 400)).isEqualTo("""
                #EXTM3U
                #EXT-X-VERSION:3
                #EXT-X-TARGETDURATION:1
                #EXT-X-MEDIA-SEQUENCE:0
                #EXT-X-DISCONTINUITY-SEQUENCE:0
                #EXTINF:1.000,
                0.ts
                """);
    }

    @Test
    void laterThePlaylistListsTheLastFourSecondsAndMarksTheMinutesTurn() {
        assertThat(DemoPlaylist.text(session(1), START + 5_200)).isEqualTo("""
                #EXTM3U
                #EXT-X-VERSION:3
                #EXT-X-TARGETDURATION:1
                #EXT-X-MEDIA-SEQUENCE:2
                #EXT-X-DISCONTINUITY-SEQUENCE:0
                #EXTINF:1.000,
                2.ts
                #EXT-X-DISCONTINUITY
                #EXTINF:1.000,
                3.ts
                #EXTINF:1.000,
                4.ts
                #EXTINF:1.000,
                5.ts
                """);
    }

    @Test
    void theDiscontinuitySequenceCountsTheTagsThatLeftTheWindow() {
        // slots 2..5 listed at 2x: the discontinuities before slots 1 and 2 have left (slot 2's is its first)
        assertThat(DemoPlaylist.text(session(2), START + 5_000)).contains("#EXT-X-MEDIA-SEQUENCE:2\n",
                "#EXT-X-DISCONTINUITY-SEQUENCE:2\n#EXTINF:1.000,\n2.ts\n#EXT-X-DISCONTINUITY\n");
    }
}
