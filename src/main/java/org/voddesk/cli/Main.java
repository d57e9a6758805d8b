package org.voddesk.cli;

import java.io.BufferedWriter;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
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

    /**
     * The configured picocli command line; tests use it to capture output. It prints UTF-8 whatever the locale:
     * the console's texts write λ, σ and ± (plan reasons, the simulation table), which a service started without
     * a {@code LANG} (Java 17 then prints ASCII) would print as "?".
     */
    public static CommandLine newCommandLine() {
        CommandLine cl = new CommandLine(new VodDeskCommand());
        cl.setOut(utf8(System.out));
        cl.setErr(utf8(System.err));
        cl.setExecutionExceptionHandler(new RuntimeFailureHandler());
        return cl;
    }

    private static PrintWriter utf8(OutputStream stream) {
        return new PrintWriter(new BufferedWriter(new OutputStreamWriter(stream, StandardCharsets.UTF_8)), true);
    }
}
