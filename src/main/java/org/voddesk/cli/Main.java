package org.voddesk.cli;

import picocli.CommandLine;

/**
 * Entry point of {@code java -jar voddesk.jar}. It does not extend {@code javafx.application.Application},
 * so the fat jar starts JavaFX only when the console command asks for it.
 */
public final class Main {
    private Main() {
    }

    public static void main(String[] args) {
        System.exit(run(args));
    }

    /** Runs the command line and returns its exit code (0 success, 1 runtime failure, 2 bad usage). */
    public static int run(String... args) {
        return newCommandLine().execute(args);
    }

    /** The configured picocli command line; tests use it to capture output. */
    public static CommandLine newCommandLine() {
        CommandLine cl = new CommandLine(new VodDeskCommand());
        cl.setExecutionExceptionHandler(new RuntimeFailureHandler());
        return cl;
    }
}
