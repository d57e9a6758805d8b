package org.voddesk.core;

/** An audit entry as stored, with its number (numbers are never reused). */
public record AuditRecord(long id, AuditEntry entry) {
}
