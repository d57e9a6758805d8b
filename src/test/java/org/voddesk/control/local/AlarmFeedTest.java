package org.voddesk.control.local;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.control.alarm.AlarmBook;
import org.voddesk.control.alarm.AlarmChange;
import org.voddesk.control.api.AlarmTransition;
import org.voddesk.control.api.ControlEvent;
import org.voddesk.control.loop.AlarmFeed;
import org.voddesk.core.Alarm;
import org.voddesk.core.SessionEndReason;
import org.voddesk.store.PasswordHasher;
import org.voddesk.store.Store;
import org.voddesk.store.StoreSettings;

/** The one-shot alarms the loop's events raise (the level ones: {@link ControlAlarmsTest}). */
class AlarmFeedTest {
    private static final long T0 = 1_764_547_200_000L;
    @TempDir
    Path dir;
    private Store store;
    private final List<AlarmChange> changes = new ArrayList<>();
    private AlarmFeed feed;

    @BeforeEach
    void open() {
        store = Store.open(dir.resolve("voddesk.db"),
                StoreSettings.DEFAULT.withPasswordIterations(PasswordHasher.MIN_ITERATIONS));
        feed = new AlarmFeed(new AlarmBook(store, changes::add, () -> Duration.ofMinutes(5)));
    }

    @AfterEach
    void close() {
        store.close();
    }

    @Test
    void playbacksRefusedForLackOfCapacityCountOnOneClusterAlarm() {
        feed.observe(new ControlEvent.PlacementRejected(T0, "ann", "cam-001", "every working node is full", true));
        feed.observe(new ControlEvent.PlacementRejected(T0 + 1, "bob", "cam-002", "every working node is full", true));

        assertThat(store.alarms().open()).singleElement().satisfies(a -> {
            assertThat(a.kind()).isEqualTo("playback.refused");
            assertThat(a.source()).isEqualTo(AlarmFeed.CLUSTER);
            assertThat(a.count()).isEqualTo(2);
            assertThat(a.message()).contains("cam-002", "bob", "every working node is full");
        });
        assertThat(changes).extracting(AlarmChange::transition)
                .containsExactly(AlarmTransition.OPENED, AlarmTransition.REPEATED);
    }

    @Test
    void aRefusalForAnotherReasonRaisesNothing() {
        feed.observe(new ControlEvent.PlacementRejected(T0, "ann", "cam-999", "no node lists a recording", false));
        assertThat(store.alarms().open()).isEmpty();
    }

    @Test
    void sessionsEndedByAFailureCountOnTheFailedNodesAlarm() {
        feed.observe(new ControlEvent.SessionEnded(T0, "s1", "vod-2", SessionEndReason.NODE_FAILED, "no room"));
        feed.observe(new ControlEvent.SessionEnded(T0, "s2", "vod-2", SessionEndReason.NODE_FAILED, "no room"));
        feed.observe(new ControlEvent.SessionEnded(T0, "s3", "vod-1", SessionEndReason.LOST, "gone"));

        assertThat(store.alarms().open()).singleElement().satisfies(a -> {
            assertThat(a.kind()).isEqualTo("sessions.orphaned");
            assertThat(a.source()).isEqualTo("vod-2");
            assertThat(a.severity().word()).isEqualTo("critical");
            assertThat(a.count()).isEqualTo(2);
        });
        assertThat(store.alarms().open()).extracting(Alarm::message).singleElement().asString().contains("s2");
    }
}
