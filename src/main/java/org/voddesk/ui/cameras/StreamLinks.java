package org.voddesk.ui.cameras;

/**
 * What the desktop does with a stream URL: copy it to the clipboard, or hand it to the desktop to open. The
 * console injects {@link FxStreamLinks}; tests inject a recorder.
 */
public interface StreamLinks {
    void copy(String url);

    /**
     * Asks the desktop to open {@code url}.
     *
     * @return one line for the user: what was done, or why it could not be
     */
    String open(String url);
}
