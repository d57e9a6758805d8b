package org.voddesk.ui.sessions;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.ZoneId;
import java.util.concurrent.atomic.AtomicInteger;
import javafx.beans.binding.Binding;
import javafx.beans.value.ObservableStringValue;
import org.junit.jupiter.api.Test;
import org.voddesk.core.Playhead;
import org.voddesk.core.Quality;
import org.voddesk.core.SegmentKey;
import org.voddesk.core.Session;
import org.voddesk.core.StreamProfile;
import org.voddesk.core.StreamSource;

/** A row's columns are formatted when read, and an update tells the readers of the columns that changed. */
class SessionRowModelTest {
    private static final ZoneId UTC = ZoneId.of("UTC");
    private static final long T0 = 1_764_324_000_000L; // 2025-11-28 10:00:00 UTC

    private final Session played = new Session("s-1", "vod-1", new SegmentKey("cam-007", T0),
            new Playhead(T0, T0 + 60_000, 1), new StreamProfile(2_000_000, Quality.MAIN, StreamSource.MEMORY), T0);

    private static AtomicInteger staleCount(ObservableStringValue column) {
        AtomicInteger n = new AtomicInteger();
        column.addListener(o -> n.incrementAndGet());
        return n;
    }

    @Test
    void anUpdateFormatsNothingUntilAColumnIsRead() {
        SessionRowModel row = new SessionRowModel("s-1");
        row.update(played, "olga", T0 + 90_000, UTC);

        assertThat(((Binding<?>) row.positionProperty()).isValid()).isFalse();
        assertThat(((Binding<?>) row.sinceProperty()).isValid()).isFalse();
        assertThat(row.positionProperty().get()).isEqualTo("2025-11-28 10:01:00");
        assertThat(((Binding<?>) row.positionProperty()).isValid()).isTrue();
    }

    @Test
    void aNewPositionReachesTheReaderOfThePositionAndNoOtherColumn() {
        SessionRowModel row = new SessionRowModel("s-1");
        row.update(played, "olga", T0 + 90_000, UTC);
        row.positionProperty().get();
        row.nodeProperty().get();
        row.beginProperty().get();
        AtomicInteger position = staleCount(row.positionProperty());
        AtomicInteger node = staleCount(row.nodeProperty());
        AtomicInteger begin = staleCount(row.beginProperty());

        row.update(played.withPosition(T0 + 65_000), "olga", T0 + 95_000, UTC);

        assertThat(position).hasValue(1);
        assertThat(node).hasValue(0);
        assertThat(begin).hasValue(0);
        assertThat(row.positionProperty().get()).isEqualTo("2025-11-28 10:01:05");
    }

    @Test
    void theAgeFollowsTheClockOfTheLastUpdate() {
        SessionRowModel row = new SessionRowModel("s-1");
        row.update(played, "olga", T0 + 30_000, UTC);
        assertThat(row.sinceProperty().get()).isEqualTo("10:00:00 (30 s)");

        row.update(played, "olga", T0 + 180_000, UTC);

        assertThat(row.sinceProperty().get()).isEqualTo("10:00:00 (3 min)");
    }

    @Test
    void theFilterMatchesColumnsNeverReadAndTheTextOfASessionFoundOnANode() {
        SessionRowModel row = new SessionRowModel("s-1");
        row.update(played, null, T0, UTC);

        assertThat(row.matches("cam-007")).isTrue();
        assertThat(row.matches("found on")).isTrue();
        assertThat(row.matches("main")).isTrue();
        assertThat(row.matches("vod-2")).isFalse();
        assertThat(row.owner()).isNull();
    }
}
