package org.voddesk.wire.model;

import org.voddesk.core.AuditEntry;
import org.voddesk.core.AuditRecord;
import org.voddesk.wire.AuditEntryData;
import org.voddesk.wire.AuditRecordData;

/**
 * Audit lines on the wire: {@link AuditRecord} as {@link AuditRecordData}; a line's missing desk, subject or detail is
 * an unset field and comes back as null. Reading a message throws {@link IllegalArgumentException} naming the part it
 * cannot read (an entry without a user or an action is refused as where it is made).
 */
public final class Audits {
    private Audits() {
    }

    /** The message of an audit line. */
    public static AuditRecordData toWire(AuditRecord r) {
        AuditEntry e = r.entry();
        AuditEntryData.Builder entry = AuditEntryData.newBuilder().setTimeMs(e.timeMs()).setUser(e.user())
                .setAction(e.action());
        if (e.desk() != null) {
            entry.setDesk(e.desk());
        }
        if (e.subject() != null) {
            entry.setSubject(e.subject());
        }
        if (e.detail() != null) {
            entry.setDetail(e.detail());
        }
        return AuditRecordData.newBuilder().setId(r.id()).setEntry(entry).build();
    }

    /** The audit line a message carries. */
    public static AuditRecord fromWire(AuditRecordData m) {
        if (!m.hasEntry()) {
            throw Parts.missing("the entry of audit line " + m.getId());
        }
        AuditEntryData e = m.getEntry();
        return new AuditRecord(m.getId(), new AuditEntry(e.getTimeMs(), e.getUser(),
                Parts.orNull(e.hasDesk(), e.getDesk()), e.getAction(), Parts.orNull(e.hasSubject(), e.getSubject()),
                Parts.orNull(e.hasDetail(), e.getDetail())));
    }
}
