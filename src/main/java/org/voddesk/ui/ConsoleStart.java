package org.voddesk.ui;

/**
 * How the console gets its {@link ConsoleSession}: the window opens at once and shows progress while
 * {@link #opener} runs in the background (starting demo nodes or connecting over SSH takes seconds).
 *
 * @param title  the window title
 * @param offer    when not {@code null}, a question shown before opening (a plain start with no stored nodes
 *                 offers the demo): the user opens it or quits
 * @param progress what the window says while the opener runs ("Starting the demo cluster...")
 * @param opener   builds the session; an exception's message is shown to the user
 */
public record ConsoleStart(String title, String offer, String progress, Opener opener) {
    public ConsoleStart {
        if (title == null || progress == null || opener == null) {
            throw new IllegalArgumentException("a console start needs a title, a progress text and an opener");
        }
    }

    /** Builds the session off the FX thread. */
    @FunctionalInterface
    public interface Opener {
        ConsoleSession open() throws Exception;
    }
}
