package org.voddesk.ui.player;

/** Opens a session in a player; the console injects {@link PlayerWindows}. */
public interface Players {
    /** Shows {@code sessionId}'s stream in a player of its own. */
    void open(String sessionId);
}
