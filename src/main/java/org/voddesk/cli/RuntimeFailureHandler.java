package org.voddesk.cli;

import picocli.CommandLine;
import picocli.CommandLine.IExecutionExceptionHandler;
import picocli.CommandLine.ParseResult;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Turns an exception escaping a command into exit code 1 with a one-line message on stderr; the stack trace
 * goes to the log, not to the operator.
 */
final class RuntimeFailureHandler implements IExecutionExceptionHandler {
    private static final Logger LOG = LoggerFactory.getLogger(RuntimeFailureHandler.class);

    @Override
    public int handleExecutionException(Exception ex, CommandLine cl, ParseResult parseResult) {
        LOG.debug("command {} failed", cl.getCommandName(), ex);
        String message = ex.getMessage() == null ? ex.getClass().getSimpleName() : ex.getMessage();
        cl.getErr().println("voddesk " + cl.getCommandName() + ": " + message);
        return 1;
    }
}
