package org.voddesk.ui;

import org.voddesk.ui.common.ToldFailure;

/**
 * A console start that could not reach its control server (not running, a wrong address, a network down): the
 * window says so in the message's words and offers to try again, instead of a failed start.
 */
public final class UnreachableServerException extends Exception implements ToldFailure {
    private static final long serialVersionUID = 1L;

    /** @param message one line for the user: which server, and what to check */
    public UnreachableServerException(String message) {
        super(message);
    }
}
