package org.voddesk.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.voddesk.store.Fixtures.T0;

import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.core.Alarm;

class AlarmRepositoryTest {
    @TempDir
    Path dir;
    Store store;

    @BeforeEach
    void open() {
        store = Fixtures.open(dir);
    }

    @AfterEach
    void close() {
        store.close();
    }

    @Test
    void aRepeatOfAnOpenConditionCountsOnItsRow() {
        AlarmRepository.Raised first = store.alarms().raise("node.unreachable", "vod-1", "major", "down", T0);
        AlarmRepository.Raised again = store.alarms().raise("node.unreachable", "vod-1", "major", "down again", T0 + 5);
        assertThat(first.opened()).isTrue();
        assertThat(again.opened()).isFalse();
        assertThat(again.row().id()).isEqualTo(first.row().id());
        assertThat(again.row().count()).isEqualTo(2);
        assertThat(again.row().firstSeenMs()).isEqualTo(T0);
        assertThat(again.row().lastSeenMs()).isEqualTo(T0 + 5);
        assertThat(again.row().message()).isEqualTo("down again");
        assertThat(store.alarms().page(10, 0)).hasSize(1);
    }

    @Test
    void afterAClearTheSameConditionOpensANewAlarm() {
        long id = store.alarms().raise("node.failed", "vod-1", "critical", "failed", T0).row().id();
        assertThat(store.alarms().clear(id, T0 + 10)).get().extracting(Alarm::clearedAtMs).isEqualTo(T0 + 10);
        assertThat(store.alarms().clear(id, T0 + 20)).isEmpty();
        AlarmRepository.Raised next = store.alarms().raise("node.failed", "vod-1", "critical", "failed", T0 + 30);
        assertThat(next.opened()).isTrue();
        assertThat(store.alarms().open()).extracting(Alarm::id).containsExactly(next.row().id());
        assertThat(store.alarms().page(10, 0)).extracting(Alarm::id).containsExactly(next.row().id(), id);
    }

    @Test
    void aSeenAlarmMovesItsLastSeenButNotItsCount() {
        long id = store.alarms().raise("node.degraded", "vod-1", "warning", "garbled", T0).row().id();
        store.alarms().seen(id, "still garbled", T0 + 50);
        Alarm row = store.alarms().find(id).orElseThrow();
        assertThat(row.count()).isEqualTo(1);
        assertThat(row.lastSeenMs()).isEqualTo(T0 + 50);
        assertThat(row.message()).isEqualTo("still garbled");
    }

    @Test
    void anAlarmIsAcknowledgedOnce() {
        long id = store.alarms().raise("playback.refused", "cluster", "major", "full", T0).row().id();
        Alarm acked = store.alarms().acknowledge(id, "ann", "calling the vendor", T0 + 1);
        assertThat(acked.acknowledgedBy()).isEqualTo("ann");
        assertThat(acked.acknowledgedAtMs()).isEqualTo(T0 + 1);
        assertThat(acked.note()).isEqualTo("calling the vendor");
        assertThat(acked.open()).isTrue();
        assertThatThrownBy(() -> store.alarms().acknowledge(id, "bob", null, T0 + 2))
                .isInstanceOf(StoreException.class).hasMessageContaining("already by ann");
        assertThatThrownBy(() -> store.alarms().acknowledge(999, "bob", null, T0 + 2))
                .isInstanceOf(StoreException.class).hasMessageContaining("no alarm 999");
    }
}
