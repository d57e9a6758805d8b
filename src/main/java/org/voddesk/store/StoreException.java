package org.voddesk.store;

/**
 * A store operation that could not be done, with a message a user can act on (which file, which row, why).
 * Unchecked: callers of the control layer turn it into a message, they cannot retry it differently.
 */
public class StoreException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public StoreException(String message) {
        super(message);
    }

    public StoreException(String message, Throwable cause) {
        super(message, cause);
    }
}
