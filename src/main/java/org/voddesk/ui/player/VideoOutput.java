package org.voddesk.ui.player;

/**
 * What the player's view model drives to show a stream: JavaFX media in the console ({@link FxVideoOutput}), a
 * recorder in tests. The view model loads one URL at a time and listens to what the media says of it. Call on the
 * UI thread; the listener is called on the UI thread too.
 */
public interface VideoOutput {
    /** Drops any stream shown and opens {@code url}; the listener then hears of this stream only. */
    void load(String url);

    void play();

    void pause();

    /** The local playback rate (1 plays the stream as the node sends it). */
    void rate(double rate);

    /** Drops the stream shown and frees its resources; nothing is heard of it afterwards. */
    void dispose();

    /** Who hears what the media says; one at a time. */
    void listen(Listener listener);

    /** What the media says of the loaded stream. */
    interface Listener {
        /** The stream's first data arrived and it can play. */
        void ready();

        /** Pictures are moving. */
        void playing();

        /** The media waits for data. */
        void stalled();

        /** The stream has no more data. */
        void ended();

        /**
         * The media cannot play the stream.
         *
         * @param type    the media error's kind, as JavaFX names it ({@code MEDIA_UNSUPPORTED},
         *                {@code MEDIA_UNAVAILABLE}...)
         * @param message what the media said
         */
        void failed(String type, String message);
    }
}
