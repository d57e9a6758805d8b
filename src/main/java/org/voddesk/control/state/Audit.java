package org.voddesk.control.state;

import org.voddesk.control.api.Principal;
import org.voddesk.core.AuditEntry;
import org.voddesk.store.Store;

/**
 * Writes the audit log's lines with stable action words ({@code move.approve}, {@code playback.start}, ...), each
 * naming its user and the desk the user's login came from.
 */
public final class Audit {
    private final Store store;

    public Audit(Store store) {
        this.store = store;
    }

    /**
     * Appends a line of {@code by}'s doing under its name and desk ({@link Principal#SYSTEM}: the loop's own, no
     * desk); inside {@link Store#atomically} it joins that transaction. A refusal of a principal the control may not
     * have issued is audited with {@link #log(long, String, String, String, String, String)} and the gate's words.
     */
    public void log(long timeMs, Principal by, String action, String subject, String detail) {
        log(timeMs, by.name(), by.desk(), action, subject, detail);
    }

    /**
     * Appends a line of {@code user} at {@code desk} ({@code null}: none, or not known); inside
     * {@link Store#atomically} it joins that transaction.
     */
    public void log(long timeMs, String user, String desk, String action, String subject, String detail) {
        store.audit().append(new AuditEntry(timeMs, user, desk, action, subject, detail));
    }
}
