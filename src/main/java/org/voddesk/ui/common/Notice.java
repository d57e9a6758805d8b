package org.voddesk.ui.common;

/**
 * One line a screen tells its user after an action ("Playback started on vod-2.", "Plan 12 expired at
 * 10:04."), in a {@link Tone}; a view shows it beside the action, and a {@link Tone#DANGER} notice also as a
 * dialog (every error a user can cause gets one). Plain Java, so view models hold it.
 *
 * @param tone how it reads: {@link Tone#GOOD} done, {@link Tone#INFO} working, {@link Tone#DANGER} refused or failed
 * @param text one or two sentences a person can act on
 */
public record Notice(Tone tone, String text) {
    /** Nothing to say (the initial value). */
    public static final Notice NONE = new Notice(Tone.MUTED, "");

    public Notice {
        if (tone == null || text == null) {
            throw new IllegalArgumentException("a notice needs a tone and a text");
        }
    }

    public static Notice done(String text) {
        return new Notice(Tone.GOOD, text);
    }

    public static Notice working(String text) {
        return new Notice(Tone.INFO, text);
    }

    public static Notice failed(String text) {
        return new Notice(Tone.DANGER, text);
    }

    /** Whether it reports a refusal or a failure (the view then opens a dialog too). */
    public boolean isError() {
        return tone == Tone.DANGER;
    }
}
