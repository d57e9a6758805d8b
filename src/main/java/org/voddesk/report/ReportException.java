package org.voddesk.report;

/** A report could not be made or written; the message is one line an operator can act on. */
public final class ReportException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public ReportException(String message) {
        super(message);
    }

    public ReportException(String message, Throwable cause) {
        super(message, cause);
    }
}
