package org.voddesk.control.alarm;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.control.api.AlarmTransition;
import org.voddesk.control.api.Principal;
import org.voddesk.core.Alarm;
import org.voddesk.core.Role;
import org.voddesk.core.Severity;
import org.voddesk.store.PasswordHasher;
import org.voddesk.store.Store;
import org.voddesk.store.StoreException;
import org.voddesk.store.StoreSettings;

class AlarmBookTest {
    private static final long T0 = 1_764_547_200_000L;
    private static final long S = 1_000;

    @TempDir
    Path dir;
    private Store store;
    private final List<AlarmChange> changes = new ArrayList<>();
    private AlarmBook book;

    @BeforeEach
    void open() {
        store = Store.open(dir.resolve("voddesk.db"),
                StoreSettings.DEFAULT.withPasswordIterations(PasswordHasher.MIN_ITERATIONS));
        book = newBook();
    }

    private AlarmBook newBook() {
        return new AlarmBook(store, changes::add, () -> Duration.ofMinutes(2));
    }

    @AfterEach
    void close() {
        store.close();
    }

    private static Condition down(String node) {
        return Condition.of(AlarmKind.NODE_UNREACHABLE, node, node + " is unreachable");
    }

    private List<AlarmTransition> transitions() {
        return changes.stream().map(AlarmChange::transition).toList();
    }

    @Test
    void aConditionThatHoldsOpensOneAlarmAndRefreshesIt() {
        book.round(T0, List.of(down("vod-1")));
        book.round(T0 + 5 * S, List.of(down("vod-1")));
        book.round(T0 + 10 * S, List.of(down("vod-1")));

        assertThat(transitions()).containsExactly(AlarmTransition.OPENED);
        Alarm a = new AlarmQueries(store.alarms()).open().get(0);
        assertThat(a.count()).isEqualTo(1);
        assertThat(a.firstSeenMs()).isEqualTo(T0);
        assertThat(a.lastSeenMs()).isEqualTo(T0 + 10 * S);
        assertThat(a.severity()).isEqualTo(Severity.MAJOR);
    }

    @Test
    void aConditionThatComesBackBeforeItSettledRepeatsTheSameAlarm() {
        book.round(T0, List.of(down("vod-1")));
        book.round(T0 + 5 * S, List.of());
        book.round(T0 + 10 * S, List.of(down("vod-1")));

        assertThat(transitions()).containsExactly(AlarmTransition.OPENED, AlarmTransition.REPEATED);
        assertThat(store.alarms().page(10, 0)).singleElement().satisfies(r -> assertThat(r.count()).isEqualTo(2));
    }

    @Test
    void anAlarmClearsWhenItsConditionStaysAwayForTheSettleTime() {
        book.round(T0, List.of(down("vod-1")));
        book.round(T0 + 5 * S, List.of());
        book.round(T0 + 5 * S + AlarmBook.SETTLE.toMillis() - 1, List.of());
        assertThat(transitions()).containsExactly(AlarmTransition.OPENED);

        book.round(T0 + 5 * S + AlarmBook.SETTLE.toMillis(), List.of());

        assertThat(transitions()).containsExactly(AlarmTransition.OPENED, AlarmTransition.CLEARED);
        assertThat(store.alarms().open()).isEmpty();
        book.round(T0 + 60 * S, List.of(down("vod-1")));
        assertThat(store.alarms().page(10, 0)).hasSize(2);
    }

    @Test
    void anOverloadOpensOnlyAfterTheSetDelay() {
        Condition hot = Condition.of(AlarmKind.NODE_OVERLOADED, "vod-1", "vod-1 is overloaded");
        book.round(T0, List.of(hot));
        book.round(T0 + 119 * S, List.of(hot));
        assertThat(changes).isEmpty();

        book.round(T0 + 120 * S, List.of(hot));

        assertThat(transitions()).containsExactly(AlarmTransition.OPENED);
        assertThat(changes.get(0).alarm().firstSeenMs()).isEqualTo(T0 + 120 * S);
    }

    @Test
    void anOverloadThatEndsBeforeTheDelayRaisesNothingAndStartsAgain() {
        Condition hot = Condition.of(AlarmKind.NODE_OVERLOADED, "vod-1", "vod-1 is overloaded");
        book.round(T0, List.of(hot));
        book.round(T0 + 60 * S, List.of());
        book.round(T0 + 100 * S, List.of(hot));
        book.round(T0 + 200 * S, List.of(hot));
        assertThat(changes).isEmpty();
    }

    @Test
    void oneShotOccurrencesCountOnOneAlarmThatClearsAfterTheQuietTime() {
        book.occurred(AlarmKind.PLAYBACK_REFUSED, "cluster", "refused cam-1", T0);
        book.occurred(AlarmKind.PLAYBACK_REFUSED, "cluster", "refused cam-2", T0 + S);
        book.round(T0 + S + AlarmBook.QUIET.toMillis() - 1, List.of());
        assertThat(transitions()).containsExactly(AlarmTransition.OPENED, AlarmTransition.REPEATED);
        assertThat(changes.get(1).alarm().count()).isEqualTo(2);
        assertThat(changes.get(1).alarm().message()).isEqualTo("refused cam-2");

        book.round(T0 + S + AlarmBook.QUIET.toMillis(), List.of());

        assertThat(transitions()).endsWith(AlarmTransition.CLEARED);
        assertThat(store.alarms().open()).isEmpty();
    }

    @Test
    void aLevelKindCannotBeReportedAsAnOccurrence() {
        assertThatThrownBy(() -> book.occurred(AlarmKind.NODE_FAILED, "vod-1", "x", T0))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void acknowledgingKeepsTheAlarmOpenAndIsAudited() {
        book.round(T0, List.of(down("vod-1")));
        long id = changes.get(0).alarm().id();

        Alarm acked = book.acknowledge(id, new Principal("ann", Role.OPERATOR, "10.0.0.7"), "  on it  ",
                T0 + S);

        assertThat(acked.acknowledgedBy()).isEqualTo("ann");
        assertThat(acked.note()).isEqualTo("on it");
        assertThat(acked.open()).isTrue();
        assertThat(transitions()).containsExactly(AlarmTransition.OPENED, AlarmTransition.ACKNOWLEDGED);
        assertThat(store.audit().recent(5)).anySatisfy(a -> {
            assertThat(a.entry().action()).isEqualTo("alarm.acknowledge");
            assertThat(a.entry().user()).isEqualTo("ann");
            assertThat(a.entry().desk()).isEqualTo("10.0.0.7");
            assertThat(a.entry().detail()).contains("node.unreachable vod-1: on it");
        });
        assertThatThrownBy(() -> book.acknowledge(id, new Principal("bob", Role.OPERATOR), null, T0 + 2 * S))
                .isInstanceOf(StoreException.class);
    }

    @Test
    void aRestartedBookContinuesTheOpenAlarmsAndClearsThoseWhoseConditionEnded() {
        book.round(T0, List.of(down("vod-1"), down("vod-2")));
        AlarmBook restarted = newBook();
        changes.clear();

        restarted.round(T0 + 5 * S, List.of(down("vod-1")));
        restarted.round(T0 + 5 * S + AlarmBook.SETTLE.toMillis(), List.of(down("vod-1")));

        assertThat(changes).singleElement().satisfies(c -> {
            assertThat(c.transition()).isEqualTo(AlarmTransition.CLEARED);
            assertThat(c.alarm().source()).isEqualTo("vod-2");
        });
        assertThat(store.alarms().open()).singleElement().satisfies(r -> assertThat(r.count()).isEqualTo(1));
    }
}
