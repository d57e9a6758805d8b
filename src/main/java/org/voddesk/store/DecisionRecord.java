package org.voddesk.store;

/** A placement decision as stored, with its number. */
public record DecisionRecord(long id, DecisionEntry entry) {
}
