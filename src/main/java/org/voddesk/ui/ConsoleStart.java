package org.voddesk.ui;

import java.util.List;
import org.voddesk.ui.ConsoleSession.DemoAccount;

/**
 * How the console gets its {@link ConsoleSession}: the window opens at once with the login form, which shows
 * progress while {@link #opener} runs in the background (starting demo nodes or connecting over SSH takes
 * seconds); a login asked for meanwhile waits for the session.
 *
 * @param title  the window title
 * @param offer    when not {@code null}, a question shown before opening (a plain start with no stored nodes
 *                 offers the demo): the user opens it or quits
 * @param progress what the login form says while the opener runs ("Starting the demo cluster...")
 * @param demoAccounts accounts whose passwords the login form shows; empty except on the demo cluster
 * @param opener   builds the session; an exception's message is shown to the user
 */
public record ConsoleStart(String title, String offer, String progress, List<DemoAccount> demoAccounts,
                           Opener opener) {
    public ConsoleStart {
        if (title == null || progress == null || opener == null) {
            throw new IllegalArgumentException("a console start needs a title, a progress text and an opener");
        }
        demoAccounts = demoAccounts == null ? List.of() : List.copyOf(demoAccounts);
    }

    /** Builds the session off the FX thread. */
    @FunctionalInterface
    public interface Opener {
        ConsoleSession open() throws Exception;
    }
}
