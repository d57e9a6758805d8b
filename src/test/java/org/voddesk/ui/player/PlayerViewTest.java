package org.voddesk.ui.player;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.media.MediaView;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import org.voddesk.control.api.PlaybackStarted;
import org.voddesk.control.api.Principal;
import org.voddesk.core.Quality;
import org.voddesk.core.Role;
import org.voddesk.ui.UiFixture;
import org.voddesk.ui.cameras.StreamLinks;
import org.voddesk.ui.common.FxHop;
import org.voddesk.ui.common.ManualPulse;
import org.voddesk.ui.common.Theme;

/** The player's words on screen: over the picture whenever it is not playing, with why it failed or ended. */
@ExtendWith(ApplicationExtension.class)
class PlayerViewTest {
    private UiFixture f;
    private final ManualPulse pulse = new ManualPulse();
    private final RecordingVideo video = new RecordingVideo();
    private PlaybackStarted started;
    private PlayerViewModel model;
    private PlayerView view;
    private Stage shown;
    /** The console's hop: results and events reach the view on the FX thread, as they do in the console. */
    private final FxHop hop = FxHop.on(Platform::runLater, 1);

    @Start
    void start(Stage stage) {
        shown = stage;
    }

    @BeforeEach
    void show(@TempDir Path dir, FxRobot robot) throws Exception {
        f = new UiFixture(dir, 2);
        f.roundsUntilReady();
        Principal ann = f.user("ann", Role.OPERATOR);
        long begin = f.control.cameras().timeline("cam-007").startMs() + 60_000;
        started = f.control.requestPlayback(ann, "cam-007", begin, 1.0, Quality.MAIN).value();
        robot.interact(() -> {
            model = new PlayerViewModel(f.control, ann, started.session().id(), video, new StreamLinks() {
                @Override
                public void copy(String url) {
                }

                @Override
                public String open(String url) {
                    return "opened " + url;
                }
            }, hop, pulse, f.clock);
            view = new PlayerView(model, new MediaView());
            Theme.apply(true);
            Scene scene = new Scene(view, 900, 560);
            Theme.style(scene);
            shown.setScene(scene);
            shown.show();
            model.onShow();
        });
        until(() -> !video.loaded.isEmpty());
    }

    private static void until(java.util.concurrent.Callable<Boolean> done) throws Exception {
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, done);
        WaitForAsyncUtils.waitForFxEvents();
    }

    @AfterEach
    void close(FxRobot robot) {
        robot.interact(model::onHide);
        hop.close();
        f.close();
    }

    private Label words() {
        return (Label) view.lookup("#player-words");
    }

    @Test
    void showsWhatItPlaysAndSaysItIsConnecting() {
        assertThat(((Label) view.lookup("#player-node")).getText()).isEqualTo(started.session().nodeName());
        assertThat(((Label) view.lookup("#player-speed")).getText()).isEqualTo("1x");
        assertThat(words().getText()).isEqualTo("connecting");
        assertThat(words().isVisible()).isTrue();
    }

    @Test
    void aMissingCodecIsSaidOverThePictureNeverABlackRectangle(FxRobot robot) {
        robot.interact(() -> video.listener().failed("MEDIA_UNSUPPORTED", "Unrecognized file signature!"));

        assertThat(words().getText())
                .isEqualTo("failed: this machine cannot decode H.264 video: libavcodec is missing");
        assertThat(words().isVisible()).isTrue();
    }

    @Test
    void theWordsGiveWayToMovingPictures(FxRobot robot) {
        robot.interact(() -> video.listener().playing());

        assertThat(words().isVisible()).isFalse();
    }

    @Test
    void stopEndsTheSessionAndSaysWho(FxRobot robot) throws Exception {
        robot.interact(() -> video.listener().playing());

        robot.clickOn(view.lookup("#player-stop"));
        until(() -> words().getText().startsWith("ended"));

        assertThat(words().getText()).isEqualTo("ended: stopped by ann");
        assertThat(words().isVisible()).isTrue();
        assertThat(f.control.snapshot().session(started.session().id())).isEmpty();
    }
}
