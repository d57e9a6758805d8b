package org.voddesk.control.lease;

/** The control lease of a database is held by another live process; the message names it and what to do. */
public final class LeaseRefusedException extends Exception {
    private static final long serialVersionUID = 1L;

    public LeaseRefusedException(String message) {
        super(message);
    }
}
