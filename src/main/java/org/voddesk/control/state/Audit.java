package org.voddesk.control.state;

import org.voddesk.core.AuditEntry;
import org.voddesk.store.Store;

/** Writes the audit log's lines with stable action words ({@code move.approve}, {@code playback.start}, ...). */
public final class Audit {
    private final Store store;

    public Audit(Store store) {
        this.store = store;
    }

    /** Appends a line; inside {@link Store#atomically} it joins that transaction. */
    public void log(long timeMs, String user, String action, String subject, String detail) {
        store.audit().append(new AuditEntry(timeMs, user, action, subject, detail));
    }
}
