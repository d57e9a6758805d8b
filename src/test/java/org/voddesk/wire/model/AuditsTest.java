package org.voddesk.wire.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.voddesk.core.AuditEntry;
import org.voddesk.core.AuditRecord;
import org.voddesk.wire.AuditEntryData;
import org.voddesk.wire.AuditRecordData;

class AuditsTest {
    private static AuditRecord roundTrip(AuditRecord r) throws Exception {
        return Audits.fromWire(AuditRecordData.parseFrom(Audits.toWire(r).toByteArray()));
    }

    @Test
    void anAuditLineComesBackAsItWent() throws Exception {
        AuditRecord r = new AuditRecord(812, new AuditEntry(1_764_000_000_000L, "boss", "10.20.0.31", "move.approve",
                "move 12", "looks right"));

        assertThat(roundTrip(r)).isEqualTo(r);
    }

    @Test
    void aLineWithoutDeskSubjectOrDetailComesBackWithNullsNotEmptyWords() throws Exception {
        AuditRecord r = new AuditRecord(3, new AuditEntry(5, "system", null, "loop.start", null, null));
        AuditRecord empty = new AuditRecord(4, new AuditEntry(5, "ann", "this desk", "login", "", ""));

        assertThat(roundTrip(r).entry().desk()).isNull();
        assertThat(roundTrip(r).entry().subject()).isNull();
        assertThat(roundTrip(r).entry().detail()).isNull();
        assertThat(roundTrip(empty)).isEqualTo(empty);
    }

    @Test
    void aLineWithoutItsEntryOrUserCannotBeRead() {
        assertThatThrownBy(() -> Audits.fromWire(AuditRecordData.newBuilder().setId(9).build()))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("entry of audit line 9");
        assertThatThrownBy(() -> Audits.fromWire(AuditRecordData.newBuilder().setId(9)
                .setEntry(AuditEntryData.newBuilder().setAction("login")).build()))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("needs a user");
    }
}
