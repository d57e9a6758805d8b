package org.voddesk.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.voddesk.store.Fixtures.T0;

import java.nio.file.Path;
import java.sql.Statement;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.core.AuditEntry;
import org.voddesk.core.AuditRecord;

class AuditLogTest {
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

    private int rawUpdate(String sql) {
        return store.db().write("tamper with the audit log", Durability.FULL, c -> {
            try (Statement st = c.createStatement()) {
                return st.executeUpdate(sql);
            }
        });
    }

    @Test
    void anAppendedEntryReadsBack() {
        AuditEntry e = new AuditEntry(T0, "sue", null, "move.approve", "move 12", "vod-1 is hot");
        long id = store.audit().append(e);
        assertThat(store.audit().recent(10)).containsExactly(new AuditRecord(id, e));
    }

    @Test
    void aLineKeepsItsDeskAndALineWithoutOneReadsWithNone() {
        long at = store.audit().append(new AuditEntry(T0, "sue", "10.20.0.31", "move.approve", "move 12", null));
        long none = store.audit().append(new AuditEntry(T0 + 1, "system", null, "plan.expire", "plan 7", null));

        assertThat(store.audit().recent(10)).extracting(r -> r.id() + " " + r.entry().desk())
                .containsExactly(none + " null", at + " 10.20.0.31");
        assertThat(store.audit().page(T0, T0 + 2, "sue", null, 10, 0)).singleElement()
                .extracting(r -> r.entry().desk()).isEqualTo("10.20.0.31");
    }

    @Test
    void aDeskCannotBeChangedAfterwards() {
        store.audit().append(new AuditEntry(T0, "sue", "10.20.0.31", "login", null, null));
        assertThatThrownBy(() -> rawUpdate("UPDATE audit_log SET desk = 'this desk'"))
                .isInstanceOf(StoreException.class).hasMessageContaining("append-only");
    }

    @Test
    void aLineWrittenWithTheFormerWordsReadsWithThePresentOnes() {
        long id = store.audit().append(new AuditEntry(T0, "sue", null, "proposal.approve", "proposal 12", "plan 7"));
        AuditRecord present = new AuditRecord(id, new AuditEntry(T0, "sue", null, "move.approve", "move 12", "plan 7"));
        assertThat(store.audit().recent(10)).containsExactly(present);
        assertThat(store.audit().between(T0, T0 + 1)).containsExactly(present);
        assertThat(store.audit().page(T0, T0 + 1, null, "move.approve", 10, 0)).containsExactly(present);
        assertThat(store.audit().page(T0, T0 + 1, "sue", "mo", 10, 0)).containsExactly(present);
        assertThat(store.audit().page(T0, T0 + 1, null, "move.reject", 10, 0)).isEmpty();
    }

    @Test
    void entriesAreNumberedInOrderAndListedByTime() {
        long a = store.audit().append(new AuditEntry(T0 + 5, "sue", null, "login", null, null));
        long b = store.audit().append(new AuditEntry(T0 + 9, "sue", null, "logout", null, null));
        assertThat(b).isGreaterThan(a);
        assertThat(store.audit().between(T0, T0 + 9)).extracting(AuditRecord::id).containsExactly(a);
        assertThat(store.audit().recent(1)).extracting(AuditRecord::id).containsExactly(b);
    }

    @Test
    void anEntryCannotBeChanged() {
        store.audit().append(new AuditEntry(T0, "sue", null, "login", null, null));
        assertThatThrownBy(() -> rawUpdate("UPDATE audit_log SET user_name = 'bob'"))
                .isInstanceOf(StoreException.class).hasMessageContaining("append-only");
        assertThat(store.audit().recent(1).get(0).entry().user()).isEqualTo("sue");
    }

    @Test
    void anEntryCannotBeDeleted() {
        store.audit().append(new AuditEntry(T0, "sue", null, "login", null, null));
        assertThatThrownBy(() -> rawUpdate("DELETE FROM audit_log")).isInstanceOf(StoreException.class)
                .hasMessageContaining("append-only");
        assertThat(store.audit().recent(10)).hasSize(1);
    }

    @Test
    void anEntryCannotBeReplacedByInsertOrReplace() {
        long id = store.audit().append(new AuditEntry(T0, "sue", null, "login", null, null));
        assertThatThrownBy(() -> rawUpdate("INSERT OR REPLACE INTO audit_log (id, time_ms, user_name, action)"
                + " VALUES (" + id + ", 0, 'bob', 'nothing')")).isInstanceOf(StoreException.class)
                .hasMessageContaining("append-only");
        assertThat(store.audit().recent(10).get(0).entry().user()).isEqualTo("sue");
    }
}
