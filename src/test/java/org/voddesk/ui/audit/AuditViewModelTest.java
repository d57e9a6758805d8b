package org.voddesk.ui.audit;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.LocalDate;
import java.time.ZoneOffset;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.core.AuditEntry;
import org.voddesk.core.AuditRecord;
import org.voddesk.core.Role;
import org.voddesk.ui.UiFixture;
import org.voddesk.ui.common.FxHop;

/** The Audit view model against a real Control and its store's audit log. */
class AuditViewModelTest {
    private UiFixture f;

    @BeforeEach
    void start(@TempDir Path dir) throws Exception {
        f = new UiFixture(dir, 1);
        long now = f.clock.millis();
        for (int i = 0; i < 60; i++) {
            f.store.audit().append(new AuditEntry(now - 60_000 + i * 1_000L, i % 2 == 0 ? "ann" : "bob", null,
                    i % 3 == 0 ? "move.approve" : "playback.start", "line " + i, null));
        }
        f.store.audit().append(new AuditEntry(now - 3 * 86_400_000L, "ann", null, "playback.start", "old", null));
    }

    @AfterEach
    void stop() {
        f.close();
    }

    private AuditViewModel show(String name, Role role) {
        AuditViewModel m = new AuditViewModel(f.control, FxHop.joining(), f.clock, f.user(name, role));
        m.onShow();
        return m;
    }

    @Test
    void supervisorReadsTheNewestLinesFirstInPages() {
        AuditViewModel m = show("boss", Role.SUPERVISOR);

        assertThat(m.pages().items()).hasSize(AuditViewModel.PAGE_SIZE);
        assertThat(m.pages().items().get(0).entry().action()).as("logging in is audited").isEqualTo("login");
        assertThat(m.pages().items().get(1).entry().detail()).isNull();
        assertThat(m.pages().items()).extracting(a -> a.entry().timeMs()).isSortedAccordingTo((a, b) -> b.compareTo(a));
        assertThat(m.pages().hasMoreProperty().get()).isTrue();

        m.pages().onOlder();

        assertThat(m.pages().pageProperty().get()).isEqualTo(1);
        assertThat(m.pages().items()).extracting(a -> a.entry().subject()).contains("line 0", "old");
        assertThat(m.pages().hasMoreProperty().get()).isFalse();
    }

    @Test
    void filtersByUserActionAndDays() {
        AuditViewModel m = show("boss", Role.SUPERVISOR);
        m.userFilterProperty().set("ann");
        m.actionFilterProperty().set("move.");
        m.onSearch();

        assertThat(m.pages().items()).isNotEmpty().allSatisfy(a -> {
            assertThat(a.entry().user()).isEqualTo("ann");
            assertThat(a.entry().action()).startsWith("move.");
        });

        m.actionFilterProperty().set("");
        LocalDate threeDaysAgo = LocalDate.ofInstant(f.clock.instant(), ZoneOffset.UTC).minusDays(3);
        m.fromProperty().set(threeDaysAgo);
        m.toProperty().set(threeDaysAgo);
        m.onSearch();

        assertThat(m.pages().items()).extracting(AuditRecord::entry).extracting(AuditEntry::subject)
                .containsExactly("old");
    }

    @Test
    void lastDayBeforeFirstIsRefusedAndTheShownPageKept() {
        AuditViewModel m = show("boss", Role.SUPERVISOR);
        m.toProperty().set(m.fromProperty().get().minusDays(1));

        m.onSearch();

        assertThat(m.noticeProperty().get().isError()).isTrue();
        assertThat(m.pages().items()).hasSize(AuditViewModel.PAGE_SIZE);
    }

    @Test
    void operatorIsToldTheLogIsForSupervisorsAndNothingIsRead() {
        AuditViewModel m = show("ann2", Role.OPERATOR);

        assertThat(m.allowed()).isFalse();
        assertThat(m.noticeProperty().get().text()).isEqualTo(AuditViewModel.SUPERVISORS_ONLY);
        assertThat(m.noticeProperty().get().isError()).as("a note, not a dialog on every visit").isFalse();
        assertThat(m.pages().items()).isEmpty();
        assertThat(f.store.audit().recent(1000)).noneMatch(a -> a.entry().action().startsWith("audit.read"));
    }
}
