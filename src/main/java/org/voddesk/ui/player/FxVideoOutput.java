package org.voddesk.ui.player;

import javafx.scene.media.Media;
import javafx.scene.media.MediaException;
import javafx.scene.media.MediaPlayer;
import javafx.scene.media.MediaView;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * JavaFX media behind a {@link MediaView}: each {@link #load} makes a new {@link MediaPlayer} (one per URL, as
 * JavaFX wants) and drops the one before. The player's status, stalls, end and errors go to the listener. Call on
 * the FX thread.
 */
public final class FxVideoOutput implements VideoOutput {
    private static final Logger LOG = LoggerFactory.getLogger(FxVideoOutput.class);

    private final MediaView view;
    private MediaPlayer player;
    private Listener listener;

    /** Shows the loaded streams in {@code view}. */
    public FxVideoOutput(MediaView view) {
        this.view = view;
    }

    @Override
    public void listen(Listener listener) {
        this.listener = listener;
    }

    @Override
    public void load(String url) {
        dispose();
        MediaPlayer next;
        try {
            Media media = new Media(url);
            next = new MediaPlayer(media);
            media.setOnError(() -> failed(next, media.getError()));
        } catch (MediaException e) {
            tell(l -> l.failed(e.getType().name(), e.getMessage()));
            return;
        } catch (RuntimeException e) {
            LOG.warn("the media could not open {}", url, e);
            tell(l -> l.failed("MEDIA_UNAVAILABLE", e.getMessage()));
            return;
        }
        player = next;
        next.setOnReady(() -> current(next, Listener::ready));
        next.setOnPlaying(() -> current(next, Listener::playing));
        next.setOnStalled(() -> current(next, Listener::stalled));
        next.setOnEndOfMedia(() -> current(next, Listener::ended));
        next.setOnError(() -> failed(next, next.getError()));
        view.setMediaPlayer(next);
    }

    private void failed(MediaPlayer from, MediaException e) {
        if (e == null) {
            return;
        }
        LOG.info("the media failed: {} {}", e.getType(), e.getMessage());
        current(from, l -> l.failed(e.getType().name(), e.getMessage()));
    }

    /** Tells the listener what {@code from} said, if it is still the player shown. */
    private void current(MediaPlayer from, java.util.function.Consumer<Listener> said) {
        if (from == player) {
            tell(said);
        }
    }

    private void tell(java.util.function.Consumer<Listener> said) {
        if (listener != null) {
            said.accept(listener);
        }
    }

    @Override
    public void play() {
        if (player != null) {
            player.play();
        }
    }

    @Override
    public void pause() {
        if (player != null) {
            player.pause();
        }
    }

    @Override
    public void rate(double rate) {
        if (player != null) {
            player.setRate(rate);
        }
    }

    @Override
    public void dispose() {
        if (player != null) {
            MediaPlayer old = player;
            player = null;
            view.setMediaPlayer(null);
            old.dispose();
        }
    }
}
