package org.voddesk.ui.player;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.control.api.ControlEvent;
import org.voddesk.control.api.PlaybackStarted;
import org.voddesk.control.api.Principal;
import org.voddesk.core.Quality;
import org.voddesk.core.Role;
import org.voddesk.core.Session;
import org.voddesk.ui.UiFixture;
import org.voddesk.ui.cameras.StreamLinks;
import org.voddesk.ui.common.Formats;
import org.voddesk.ui.common.FxHop;
import org.voddesk.ui.common.ManualPulse;
import org.voddesk.ui.common.Tone;

/** The player's view model against a real Control on three demo nodes, with the media recorded, not decoded. */
class PlayerViewModelTest {
    private UiFixture f;
    private final ManualPulse pulse = new ManualPulse();
    private final RecordingVideo video = new RecordingVideo();
    private final List<String> copied = new ArrayList<>();
    private final List<String> opened = new ArrayList<>();
    private Principal ann;
    private PlaybackStarted started;
    private PlayerViewModel model;

    @BeforeEach
    void start(@TempDir Path dir) throws Exception {
        f = new UiFixture(dir, 3);
        f.roundsUntilReady();
        ann = f.user("ann", Role.OPERATOR);
        long begin = f.control.cameras().timeline("cam-007").startMs() + 60_000;
        var result = f.control.requestPlayback(ann, "cam-007", begin, 1.0, Quality.MAIN);
        assertThat(result.ok()).as(result.message()).isTrue();
        started = result.value();
        model = new PlayerViewModel(f.control, ann, started.session().id(), video, new StreamLinks() {
            @Override
            public void copy(String url) {
                copied.add(url);
            }

            @Override
            public String open(String url) {
                opened.add(url);
                return "opened " + url;
            }
        }, FxHop.joining(), pulse, f.clock);
        model.onShow();
    }

    @AfterEach
    void stop() {
        model.onHide();
        f.close();
    }

    private String node() {
        return started.session().nodeName();
    }

    private Session live() {
        return f.control.snapshot().session(started.session().id()).orElseThrow();
    }

    @Test
    void connectsToTheSessionsStreamAndSaysWhatItPlays() {
        assertThat(model.stateProperty().get()).isEqualTo(PlayerState.CONNECTING);
        assertThat(model.wordsProperty().get()).isEqualTo("connecting");
        assertThat(video.loaded).containsExactly(started.url());
        assertThat(video.calls).containsExactly("load", "rate 1.0", "play");
        assertThat(model.cameraProperty().get())
                .isEqualTo(f.control.cameras().find("cam-007").orElseThrow().name());
        assertThat(model.nodeProperty().get()).isEqualTo(node());
        assertThat(model.speedProperty().get()).isEqualTo("1x");
    }

    @Test
    void playingShowsTheRecordedTimeUnderThePlayheadMovingWithTheClock() {
        video.listener().playing();
        assertThat(model.wordsProperty().get()).isEqualTo("playing");

        f.round();
        long snapshotAt = f.control.snapshot().timeMs();
        f.clock.advance(Duration.ofSeconds(2));
        pulse.fire();

        long expected = live().positionMs() + (f.clock.millis() - snapshotAt);
        assertThat(model.recordedTimeProperty().get()).isEqualTo(Formats.dateTime(expected, f.clock.getZone()));
    }

    @Test
    void aStallBuffersThenFailsAfterFiveSecondsWithoutData() {
        video.listener().playing();
        video.listener().stalled();
        assertThat(model.stateProperty().get()).isEqualTo(PlayerState.BUFFERING);
        assertThat(model.wordsProperty().get()).isEqualTo("buffering");

        f.clock.advance(Duration.ofSeconds(4));
        pulse.fire();
        assertThat(model.stateProperty().get()).isEqualTo(PlayerState.BUFFERING);

        f.clock.advance(Duration.ofSeconds(1));
        pulse.fire();
        assertThat(model.stateProperty().get()).isEqualTo(PlayerState.FAILED);
        assertThat(model.wordsProperty().get()).isEqualTo("failed: no data from " + node() + " for 5 s");
    }

    @Test
    void dataThatComesBackAfterAStallPlaysAgain() {
        video.listener().stalled();
        f.clock.advance(Duration.ofSeconds(6));
        pulse.fire();
        assertThat(model.stateProperty().get()).isEqualTo(PlayerState.FAILED);

        video.listener().playing();

        assertThat(model.wordsProperty().get()).isEqualTo("playing");
    }

    @Test
    void aStreamThatNeverAnswersFailsAfterFiveSecondsConnecting() {
        f.clock.advance(Duration.ofSeconds(5));
        pulse.fire();

        assertThat(model.wordsProperty().get()).isEqualTo("failed: no data from " + node() + " for 5 s");
    }

    @Test
    void aSessionWhoseStreamIsNotKnownSaysWhyAndStillNamesItsCameraAndNode() {
        f.loadNode("vod-1", 1); // played on the node, not requested here: the next poll finds it
        f.roundsUntil(snap -> snap.sessions().stream().anyMatch(s -> s.id().startsWith("vod-1-x")));
        Session found = f.control.snapshot().sessions().stream().filter(s -> s.id().startsWith("vod-1-x"))
                .findFirst().orElseThrow();
        PlayerViewModel other = new PlayerViewModel(f.control, f.user("boss", Role.SUPERVISOR), found.id(),
                new RecordingVideo(), new StreamLinks() {
                    @Override
                    public void copy(String url) {
                    }

                    @Override
                    public String open(String url) {
                        return url;
                    }
                }, FxHop.joining(), pulse, f.clock);

        other.onShow();

        assertThat(other.stateProperty().get()).isEqualTo(PlayerState.FAILED);
        assertThat(other.wordsProperty().get()).contains("not known");
        assertThat(other.nodeProperty().get()).isEqualTo(found.nodeName());
        assertThat(other.cameraProperty().get()).isNotEmpty();
        other.onHide();
    }

    @Test
    void aMissingCodecIsSaidInPlainWords() {
        video.listener().failed("MEDIA_UNSUPPORTED", "Unrecognized file signature!");

        assertThat(model.stateProperty().get()).isEqualTo(PlayerState.FAILED);
        assertThat(model.wordsProperty().get())
                .isEqualTo("failed: this machine cannot decode H.264 video: libavcodec is missing");
    }

    @Test
    void anUnreachableNodeIsSaidWithWhatTheMediaSaid() {
        video.listener().failed("MEDIA_INACCESSIBLE", "Connection refused"); // what JavaFX 21 says of a closed port

        assertThat(model.wordsProperty().get())
                .isEqualTo("failed: " + node() + " cannot be reached: Connection refused");
    }

    @Test
    void anyOtherMediaErrorSaysItsKind() {
        video.listener().failed("PLAYBACK_HALTED", "");

        assertThat(model.wordsProperty().get())
                .isEqualTo("failed: " + node() + "'s stream cannot play: PLAYBACK_HALTED");
    }

    @Test
    void theEndOfTheStreamEndsThePlayer() {
        video.listener().playing();
        video.listener().ended();

        assertThat(model.stateProperty().get()).isEqualTo(PlayerState.ENDED);
        video.listener().playing();
        assertThat(model.stateProperty().get()).isEqualTo(PlayerState.ENDED);
    }

    @Test
    void stopEndsTheSessionOnItsNodeAndThePlayer() {
        video.listener().playing();

        model.onStop();

        assertThat(f.control.snapshot().session(started.session().id())).isEmpty();
        assertThat(model.wordsProperty().get()).isEqualTo("ended: stopped by ann");
        assertThat(video.last()).isEqualTo("dispose");
        assertThat(model.noticeProperty().get().tone()).isEqualTo(Tone.GOOD);
    }

    @Test
    void speedChangesTheSessionsRateThroughTheControl() {
        model.onSpeed(2.0);

        assertThat(live().rate()).isEqualTo(2.0);
        assertThat(model.speedProperty().get()).isEqualTo("2x");
        assertThat(video.calls).doesNotContain("rate 2.0"); // the node's stream carries the speed
    }

    @Test
    void aRefusedSpeedIsSaidAndChangesNothing() {
        model.onSpeed(40.0);

        assertThat(model.noticeProperty().get().isError()).isTrue();
        assertThat(live().rate()).isEqualTo(1.0);
        assertThat(model.speedProperty().get()).isEqualTo("1x");
    }

    @Test
    void pauseHoldsThePictureAndPlaysOnWhenPressedAgain() {
        video.listener().playing();

        model.onPause();
        assertThat(model.wordsProperty().get()).isEqualTo("paused");
        assertThat(video.last()).isEqualTo("pause");
        video.listener().playing();
        assertThat(model.stateProperty().get()).isEqualTo(PlayerState.PAUSED);

        model.onPause();
        assertThat(video.last()).isEqualTo("play");
        video.listener().playing();
        assertThat(model.wordsProperty().get()).isEqualTo("playing");
    }

    @Test
    void copyAndOpenHandTheStreamsUrlToTheDesktop() {
        model.onCopyUrl();
        model.onOpenUrl();

        assertThat(copied).containsExactly(started.url());
        assertThat(opened).containsExactly(started.url());
        assertThat(model.noticeProperty().get().text()).isEqualTo("opened " + started.url());
    }

    @Test
    void aSessionEndedElsewhereEndsThePlayerWithWhy() {
        model.observe(new ControlEvent.SessionEnded(f.clock.millis(), started.session().id(), node(),
                org.voddesk.core.SessionEndReason.values()[0], "the recording ended"));

        assertThat(model.wordsProperty().get()).isEqualTo("ended: the recording ended");
    }

    @Test
    void aReHomingSwitchesToTheNewNodesStreamAndSaysWhere() throws Exception {
        video.listener().playing();
        String from = node();

        f.cluster.kill(from);
        for (int i = 0; i < 3; i++) {
            Thread.sleep(20);
            f.round();
        }

        String to = live().nodeName();
        assertThat(to).isNotEqualTo(from);
        assertThat(model.nodeProperty().get()).isEqualTo(to);
        assertThat(model.movedProperty().get()).isEqualTo("moved to " + to);
        assertThat(video.loaded).hasSize(2).last().isNotEqualTo(started.url());
        assertThat(model.urlProperty().get()).isEqualTo(video.loaded.get(1));
        assertThat(model.stateProperty().get()).isEqualTo(PlayerState.CONNECTING);
        video.listener().playing();
        assertThat(model.wordsProperty().get()).isEqualTo("playing");
    }

    @Test
    void anotherSessionsEventsChangeNothing() {
        video.listener().playing();

        model.observe(new ControlEvent.SessionReHomed(f.clock.millis(), "other", "vod-1", "vod-3"));
        model.observe(new ControlEvent.SessionStopped(f.clock.millis(), "other", "vod-1", "bob"));

        assertThat(video.loaded).hasSize(1);
        assertThat(model.wordsProperty().get()).isEqualTo("playing");
    }
}
