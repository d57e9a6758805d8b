package org.voddesk.ui.player;

import java.time.Clock;
import java.time.Duration;
import java.time.ZoneId;
import java.util.Optional;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import org.voddesk.control.api.ClusterSnapshot;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.Control;
import org.voddesk.control.api.ControlEvent;
import org.voddesk.control.api.Principal;
import org.voddesk.control.api.SessionStream;
import org.voddesk.core.Camera;
import org.voddesk.core.MoveState;
import org.voddesk.core.Session;
import org.voddesk.ui.cameras.StreamLinks;
import org.voddesk.ui.common.Disposer;
import org.voddesk.ui.common.Formats;
import org.voddesk.ui.common.FxHop;
import org.voddesk.ui.common.Notice;
import org.voddesk.ui.common.Pulse;

/**
 * One session in a player: what it shows (camera, recorded time under the playhead, speed, node) and its state in
 * words, from what the {@link VideoOutput} says and from the control's events. Speed and stop act on the session
 * through {@link Control}; a re-homing or an executed move of the session loads the stream of its new node at once.
 * Pause holds the local picture only: the control has no pause for a session. A stream that gives no data for
 * {@link #STALL} fails with words that say so, and the player keeps listening: data that comes back plays again.
 */
public final class PlayerViewModel {
    /** How long a stream may give no data before the player says it failed. */
    public static final Duration STALL = Duration.ofSeconds(5);
    static final Duration REFRESH = Duration.ofMillis(500);

    private final Control control;
    private final Principal user;
    private final VideoOutput video;
    private final StreamLinks links;
    private final FxHop hop;
    private final Pulse pulse;
    private final Clock clock;
    private final ZoneId zone;
    private final String sessionId;
    private final Disposer showing = new Disposer();
    /** When the player began to wait for data (connecting or buffering), epoch ms. */
    private long waitingSinceMs;
    private boolean open;

    private final ReadOnlyStringWrapper camera = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper recordedTime = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper speed = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper node = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper url = new ReadOnlyStringWrapper("");
    private final ReadOnlyObjectWrapper<PlayerState> state = new ReadOnlyObjectWrapper<>(PlayerState.CONNECTING);
    private final ReadOnlyStringWrapper words = new ReadOnlyStringWrapper(PlayerState.CONNECTING.word());
    private final ReadOnlyStringWrapper moved = new ReadOnlyStringWrapper("");
    private final ReadOnlyObjectWrapper<Notice> notice = new ReadOnlyObjectWrapper<>(Notice.NONE);

    /**
     * A player of {@code sessionId}; nothing is loaded before {@link #onShow}.
     *
     * @param video where the stream is shown; the player is its only listener
     */
    public PlayerViewModel(Control control, Principal user, String sessionId, VideoOutput video, StreamLinks links,
                           FxHop hop, Pulse pulse, Clock clock) {
        this.control = control;
        this.user = user;
        this.sessionId = sessionId;
        this.video = video;
        this.links = links;
        this.hop = hop;
        this.pulse = pulse;
        this.clock = clock;
        this.zone = clock.getZone();
        video.listen(new MediaWords());
    }

    /** Opens the session's stream and follows the session while the player shows. */
    public void onShow() {
        open = true;
        showing.add(control.subscribe(this::observe, hop.executor()));
        showing.add(pulse.every(REFRESH, this::refresh));
        refresh();
        hop.then(control.cameras().reopenStreamAsync(user, sessionId), result -> {
            if (!result.ok()) {
                // the words say why; the top line still names the camera and the node as the last round saw them
                control.snapshot().session(sessionId).ifPresent(found -> {
                    camera.set(cameraName(found.cameraId()));
                    node.set(found.nodeName());
                });
                fail(result.message());
                return;
            }
            SessionStream s = result.value();
            camera.set(cameraName(s.cameraId()));
            load(s);
        });
    }

    private String cameraName(String cameraId) {
        return control.cameras().find(cameraId).map(Camera::name).orElse(cameraId);
    }

    /** Stops following the session and frees the stream; the session itself plays on. */
    public void onHide() {
        open = false;
        showing.closeAll();
        video.dispose();
    }

    private void load(SessionStream s) {
        if (!open) {
            return;
        }
        node.set(s.node());
        url.set(s.url());
        set(PlayerState.CONNECTING, "");
        video.load(s.url());
        video.rate(1.0); // the node's stream already moves at the session's speed
        video.play();
    }

    /** Holds the picture, or plays on when held; the session goes on on its node. */
    public void onPause() {
        PlayerState now = state.get();
        if (now == PlayerState.PAUSED) {
            video.play();
            set(PlayerState.BUFFERING, "");
        } else if (now == PlayerState.PLAYING || now == PlayerState.BUFFERING) {
            video.pause();
            set(PlayerState.PAUSED, "");
        }
    }

    /** Changes the session's speed on its node (the stream then moves at that speed). */
    public void onSpeed(double rate) {
        hop.then(control.changeRateAsync(user, sessionId, rate), result -> {
            if (result.ok()) {
                speed.set(Formats.rate(result.value().rate()));
            }
            tell(result);
        });
    }

    /** Stops the session on its node. */
    public void onStop() {
        hop.then(control.stopSessionAsync(user, sessionId), result -> {
            if (result.ok()) {
                end("stopped by " + user.name());
            }
            tell(result);
        });
    }

    public void onCopyUrl() {
        if (!url.get().isEmpty()) {
            links.copy(url.get());
            notice.set(Notice.done("Copied " + url.get() + " to the clipboard."));
        }
    }

    public void onOpenUrl() {
        if (!url.get().isEmpty()) {
            notice.set(Notice.done(links.open(url.get())));
        }
    }

    private void tell(CommandResult<?> result) {
        notice.set(result.ok() ? Notice.done(result.message()) : Notice.failed(result.message()));
    }

    /** UI thread: the session's stop, end, speed and moves. */
    void observe(ControlEvent e) {
        if (e instanceof ControlEvent.SessionReHomed r && r.sessionId().equals(sessionId)) {
            follow();
        } else if (e instanceof ControlEvent.MoveChanged m && m.move().draft().sessionId().equals(sessionId)
                && m.move().state() == MoveState.DONE) {
            follow();
        } else if (e instanceof ControlEvent.SessionRateChanged r && r.sessionId().equals(sessionId)) {
            speed.set(Formats.rate(r.rate()));
        } else if (e instanceof ControlEvent.SessionStopped s && s.sessionId().equals(sessionId)) {
            end("stopped by " + s.user());
        } else if (e instanceof ControlEvent.SessionEnded s && s.sessionId().equals(sessionId)) {
            end(s.detail());
        }
    }

    /** Loads the stream of the node the session plays on now, when that is another node. */
    private void follow() {
        hop.then(control.cameras().reopenStreamAsync(user, sessionId), result -> {
            if (!result.ok()) {
                fail(result.message());
                return;
            }
            SessionStream s = result.value();
            if (!s.node().equals(node.get()) || !s.url().equals(url.get())) {
                moved.set("moved to " + s.node());
                load(s);
            }
        });
    }

    /** Pulse: the recorded time under the playhead, the speed, and the stall check. */
    private void refresh() {
        ClusterSnapshot snap = control.snapshot();
        Optional<Session> found = snap.session(sessionId);
        long now = clock.millis();
        found.ifPresent(s -> {
            long moving = state.get() == PlayerState.PLAYING ? Math.max(0, now - snap.timeMs()) : 0;
            recordedTime.set(Formats.dateTime(s.positionMs() + Math.round(moving * s.rate()), zone));
            speed.set(Formats.rate(s.rate()));
        });
        PlayerState st = state.get();
        if ((st == PlayerState.CONNECTING || st == PlayerState.BUFFERING) && !node.get().isEmpty()
                && now - waitingSinceMs >= STALL.toMillis()) {
            fail(MediaFailures.stalled(node.get(), STALL.toSeconds()));
        }
    }

    private void end(String why) {
        video.dispose();
        set(PlayerState.ENDED, why);
    }

    private void fail(String why) {
        set(PlayerState.FAILED, why);
    }

    private void set(PlayerState next, String why) {
        if (state.get() == PlayerState.ENDED) {
            return; // an ended session stays ended: the media's last words change nothing
        }
        if ((next == PlayerState.CONNECTING || next == PlayerState.BUFFERING)
                && state.get() != PlayerState.CONNECTING && state.get() != PlayerState.BUFFERING) {
            waitingSinceMs = clock.millis();
        }
        if (next == PlayerState.CONNECTING) {
            waitingSinceMs = clock.millis();
        }
        state.set(next);
        words.set(why == null || why.isBlank() ? next.word() : next.word() + ": " + why);
    }

    /** What the media says, in the player's states. */
    private final class MediaWords implements VideoOutput.Listener {
        @Override
        public void ready() {
            // the stream answered; pictures follow with playing
        }

        @Override
        public void playing() {
            if (state.get() != PlayerState.PAUSED) {
                set(PlayerState.PLAYING, "");
            }
        }

        @Override
        public void stalled() {
            if (state.get() == PlayerState.PLAYING) {
                set(PlayerState.BUFFERING, "");
            }
        }

        @Override
        public void ended() {
            set(PlayerState.ENDED, "the stream has no more data");
        }

        @Override
        public void failed(String type, String message) {
            fail(MediaFailures.words(node.get(), type, message));
        }
    }

    public ReadOnlyStringProperty cameraProperty() {
        return camera.getReadOnlyProperty();
    }

    /** The recorded time under the playhead, in the console's zone. */
    public ReadOnlyStringProperty recordedTimeProperty() {
        return recordedTime.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty speedProperty() {
        return speed.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty nodeProperty() {
        return node.getReadOnlyProperty();
    }

    /** The stream's URL, empty before it is known. */
    public ReadOnlyStringProperty urlProperty() {
        return url.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<PlayerState> stateProperty() {
        return state.getReadOnlyProperty();
    }

    /** The state in words, with why for a failure or an end. */
    public ReadOnlyStringProperty wordsProperty() {
        return words.getReadOnlyProperty();
    }

    /** Where the session last moved ("moved to vod-3"), empty while it has not. */
    public ReadOnlyStringProperty movedProperty() {
        return moved.getReadOnlyProperty();
    }

    /** What the last action did. */
    public ReadOnlyObjectProperty<Notice> noticeProperty() {
        return notice.getReadOnlyProperty();
    }
}
