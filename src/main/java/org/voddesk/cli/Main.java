package org.voddesk.cli;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import picocli.CommandLine;

/**
 * Entry point of {@code java -jar voddesk.jar}. It does not extend {@code javafx.application.Application},
 * so the fat jar starts JavaFX only when the console command asks for it. The console is started in a child JVM
 * on the jar's class-data archive when there is one for this jar ({@link Relaunch}); then this JVM only waits.
 */
public final class Main {
    private Main() {
    }

    public static void main(String[] args) {
        System.exit(relaunched(args).orElseGet(() -> run(args)));
    }

    /** The child's exit code when the command ran in a child JVM; empty when it is to run in this one. */
    private static Optional<Integer> relaunched(String[] args) {
        Relaunch.Current facts = new Relaunch.Current(List.of(args));
        Relaunch.Decision decision = Relaunch.decide(facts);
        if (decision == Relaunch.Decision.RELAUNCHED_ALREADY) {
            ChildJvm.endWithParent(facts.relaunchedBy());
        }
        if (decision != Relaunch.Decision.RELAUNCH) {
            return Optional.empty();
        }
        try {
            return Optional.of(ChildJvm.run(Relaunch.command(Relaunch.javaBinary(), facts.jvmOptions(),
                    facts.archive().orElseThrow(), ProcessHandle.current().pid(), List.of(args))));
        } catch (IOException e) {
            return Optional.empty(); // no child JVM could start: this one runs the command
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.of(1);
        }
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
