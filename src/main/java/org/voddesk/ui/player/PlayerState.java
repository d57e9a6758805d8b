package org.voddesk.ui.player;

/** Where the player is with its stream, in the order an operator usually sees them. */
public enum PlayerState {
    CONNECTING("connecting"),
    PLAYING("playing"),
    PAUSED("paused"),
    BUFFERING("buffering"),
    ENDED("ended"),
    FAILED("failed");

    private final String word;

    PlayerState(String word) {
        this.word = word;
    }

    /** The state as the player shows it. */
    public String word() {
        return word;
    }
}
