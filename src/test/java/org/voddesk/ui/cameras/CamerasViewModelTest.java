package org.voddesk.ui.cameras;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.control.api.CameraTimeline;
import org.voddesk.control.api.Principal;
import org.voddesk.core.Camera;
import org.voddesk.core.Role;
import org.voddesk.core.Session;
import org.voddesk.core.WallTimes;
import org.voddesk.ui.UiFixture;
import org.voddesk.ui.common.FxHop;
import org.voddesk.ui.common.ManualPulse;
import org.voddesk.ui.common.Tone;

/** The Cameras view model against a real Control on three demo nodes. */
class CamerasViewModelTest {
    private UiFixture f;
    private final ManualPulse pulse = new ManualPulse();
    private final Links links = new Links();
    private CamerasViewModel model;

    /** Records what the screen asked of the desktop. */
    static final class Links implements StreamLinks {
        final List<String> copied = new ArrayList<>();
        final List<String> opened = new ArrayList<>();

        @Override
        public void copy(String url) {
            copied.add(url);
        }

        @Override
        public String open(String url) {
            opened.add(url);
            return "opened " + url;
        }
    }

    /** One per console, as ConsoleApp makes it: who started each session this console saw start. */
    private org.voddesk.ui.sessions.SessionOwners owners;

    @BeforeEach
    void start(@TempDir Path dir) throws Exception {
        f = new UiFixture(dir, 3);
        f.roundsUntilReady();
        owners = new org.voddesk.ui.sessions.SessionOwners(f.control);
        model = viewModel(f.user("ann", Role.OPERATOR));
        model.onShow();
    }

    private CamerasViewModel viewModel(Principal user) {
        return new CamerasViewModel(f.control, new CatalogueCameraSource(f.control), owners, links,
                FxHop.joining(), pulse, f.clock, user);
    }

    @AfterEach
    void stop() {
        model.onHide();
        f.close();
    }

    private void selectWithRecording(String camera) {
        model.queryProperty().set(camera);
        model.cameraProperty().set(model.hits().get(0));
    }

    @Test
    void searchAnswersWhileTypingBestMatchFirst() {
        model.queryProperty().set("CAM-01");
        assertThat(model.hits()).isNotEmpty().allMatch(c -> c.id().contains("cam-01"));

        model.queryProperty().set("cam-012");
        assertThat(model.hits()).extracting(Camera::id).startsWith("cam-012");

        model.queryProperty().set("no such camera");
        assertThat(model.hits()).isEmpty();
    }

    @Test
    void searchFindsCatalogueCamerasByNameAndSite(@TempDir Path csvDir) throws Exception {
        Path csv = csvDir.resolve("cameras.csv");
        java.nio.file.Files.writeString(csv, "id,name,site\ncam-007,Harbour gate east,harbour\n"
                + "cam-008,Depot yard,depot\n");
        assertThat(f.control.cameras().importCsv(f.user("boss", Role.SUPERVISOR), csv).ok()).isTrue();

        model.queryProperty().set("gate");
        assertThat(model.hits()).extracting(Camera::id).containsExactly("cam-007");

        model.queryProperty().set("depot");
        assertThat(model.hits()).extracting(Camera::name).containsExactly("Depot yard");
    }

    @Test
    void camerasImportedElsewhereJoinTheShownSearchAtTheNextRefresh(@TempDir Path csvDir) throws Exception {
        model.queryProperty().set("gate");
        assertThat(model.hits()).isEmpty();
        Path csv = csvDir.resolve("cameras.csv");
        java.nio.file.Files.writeString(csv, "id,name,site\ncam-007,Harbour gate east,harbour\n");

        // another desk imports them: nothing here typed again
        assertThat(f.control.cameras().importCsv(f.user("boss", Role.SUPERVISOR), csv).ok()).isTrue();
        pulse.fire();

        assertThat(model.hits()).extracting(Camera::id).containsExactly("cam-007");
    }

    @Test
    void selectedCameraShowsEachNodesSpansAndADefaultBeginTime() {
        selectWithRecording("cam-007");

        CameraTimeline t = model.timelineProperty().get();
        assertThat(t.lanes()).containsExactly("vod-1", "vod-2", "vod-3");
        assertThat(t.recorded(model.pickedProperty().get())).isTrue();
    }

    @Test
    void requestedPlaybackShowsWhereAndWhyAndJoinsTheCamerasSessions() {
        selectWithRecording("cam-007");
        long span = model.timelineProperty().get().startMs();
        model.onPickTime(span + 60_000);

        model.onRequestPlayback();

        PlacementSummary p = model.placementProperty().get();
        assertThat(p).as(model.noticeProperty().get().text()).isNotNull();
        assertThat(p.url()).isNotBlank();
        assertThat(p.candidates()).anyMatch(c -> c.chosen() && c.node().equals(p.node()));
        assertThat(model.sessions()).extracting(Session::id).contains(p.sessionId());
        assertThat(model.sessionProperty().get().id()).isEqualTo(p.sessionId());
        assertThat(model.noticeProperty().get().tone()).isEqualTo(Tone.GOOD);

        model.onCopyUrl();
        model.onOpenUrl();
        assertThat(links.copied).containsExactly(p.url());
        assertThat(links.opened).containsExactly(p.url());
    }

    @Test
    void speedChangeAndStopActOnTheSelectedSession() {
        selectWithRecording("cam-003");
        model.onRequestPlayback();
        String id = model.placementProperty().get().sessionId();

        model.rateProperty().set(4.0);
        model.onChangeRate();
        assertThat(f.control.snapshot().session(id).orElseThrow().rate()).isEqualTo(4.0);
        assertThat(model.sessions()).filteredOn(s -> s.id().equals(id)).singleElement()
                .extracting(Session::rate).isEqualTo(4.0);

        model.onStop();
        assertThat(model.sessions()).extracting(Session::id).doesNotContain(id);
        assertThat(f.control.snapshot().session(id)).isEmpty();
    }

    @Test
    void anotherOperatorCannotStopTheSessionButASupervisorCan() {
        selectWithRecording("cam-003");
        model.onRequestPlayback();
        String id = model.placementProperty().get().sessionId();
        assertThat(model.canStopProperty().get()).isTrue();

        CamerasViewModel bob = viewModel(f.user("bob", Role.OPERATOR));
        bob.onShow();
        bob.queryProperty().set("cam-003");
        bob.cameraProperty().set(bob.hits().get(0));
        bob.sessionProperty().set(bob.sessions().stream().filter(s -> s.id().equals(id)).findFirst().orElseThrow());
        assertThat(bob.canStopProperty().get()).isFalse();
        bob.onStop();
        assertThat(f.control.snapshot().session(id)).isPresent();

        CamerasViewModel boss = viewModel(f.user("boss", Role.SUPERVISOR));
        boss.onShow();
        boss.queryProperty().set("cam-003");
        boss.cameraProperty().set(boss.hits().get(0));
        boss.sessionProperty().set(boss.sessions().stream().filter(s -> s.id().equals(id)).findFirst().orElseThrow());
        assertThat(boss.canStopProperty().get()).isTrue();
        bob.onHide();
        boss.onHide();
    }

    @Test
    void anotherOperatorCannotChangeTheSpeedButASupervisorCan() {
        selectWithRecording("cam-003");
        model.onRequestPlayback();
        String id = model.placementProperty().get().sessionId();
        assertThat(model.canChangeRateProperty().get()).isTrue();

        CamerasViewModel bob = viewModel(f.user("bob", Role.OPERATOR));
        bob.onShow();
        bob.queryProperty().set("cam-003");
        bob.cameraProperty().set(bob.hits().get(0));
        bob.sessionProperty().set(bob.sessions().stream().filter(s -> s.id().equals(id)).findFirst().orElseThrow());
        assertThat(bob.canChangeRateProperty().get()).isFalse();
        bob.rateProperty().set(4.0);
        bob.onChangeRate();
        assertThat(bob.noticeProperty().get().isError()).isTrue();
        assertThat(bob.noticeProperty().get().text()).contains("may change its speed");
        assertThat(f.control.snapshot().session(id).orElseThrow().rate()).isEqualTo(1.0);

        CamerasViewModel boss = viewModel(f.user("boss", Role.SUPERVISOR));
        boss.onShow();
        boss.queryProperty().set("cam-003");
        boss.cameraProperty().set(boss.hits().get(0));
        boss.sessionProperty().set(boss.sessions().stream().filter(s -> s.id().equals(id)).findFirst().orElseThrow());
        assertThat(boss.canChangeRateProperty().get()).isTrue();
        boss.rateProperty().set(4.0);
        boss.onChangeRate();
        assertThat(f.control.snapshot().session(id).orElseThrow().rate()).isEqualTo(4.0);
        bob.onHide();
        boss.onHide();
    }

    @Test
    void placementSaysPlayingThenThatTheStoppedSessionEnded() {
        selectWithRecording("cam-003");
        model.onRequestPlayback();
        PlacementSummary p = model.placementProperty().get();
        assertThat(model.placementStatusProperty().get()).startsWith("Playing on " + p.node());

        model.onStop();

        assertThat(model.placementStatusProperty().get()).startsWith("Ended: stopped by ann on " + p.node())
                .doesNotContain("Playing");
    }

    @Test
    void placementSaysEndedWhenASupervisorStopsTheSessionElsewhere() {
        selectWithRecording("cam-003");
        model.onRequestPlayback();
        String id = model.placementProperty().get().sessionId();

        assertThat(f.control.stopSession(f.user("boss", Role.SUPERVISOR), id).ok()).isTrue();
        pulse.fire();

        assertThat(model.placementStatusProperty().get()).startsWith("Ended").contains(id)
                .doesNotContain("Playing");
    }

    @Test
    void unreadableBeginTimeIsRefusedWithTheFormAndNothingStarts() {
        selectWithRecording("cam-003");
        model.beginProperty().set("half past nine");

        model.onRequestPlayback();

        assertThat(model.noticeProperty().get().isError()).isTrue();
        assertThat(model.noticeProperty().get().text()).isEqualTo(BeginTime.HINT);
        assertThat(f.control.snapshot().sessions()).isEmpty();
    }

    @Test
    void timeWithNoRecordingIsRefusedClearly() {
        selectWithRecording("cam-003");
        model.onPickTime(model.timelineProperty().get().startMs() - 3_600_000);

        model.onRequestPlayback();

        assertThat(model.noticeProperty().get().isError()).isTrue();
        assertThat(model.noticeProperty().get().text()).contains("No node holds a recording of cam-003");
        assertThat(f.control.snapshot().sessions()).isEmpty();
    }

    /**
     * The control layer refuses with its times stamped (the reason as recorded); the screen writes them as its tables
     * do, in its own zone. Here the screen's timeline says a node holds an hour the nodes no longer list (they dropped
     * it after the screen read it), so the request passes the screen's own check and the control refuses it.
     */
    @Test
    void refusalFromTheControlWritesItsTimeInTheScreensZone() {
        ZoneId tokyo = ZoneId.of("Asia/Tokyo");
        CameraSource catalogue = new CatalogueCameraSource(f.control);
        CameraSource stale = new CameraSource() {
            @Override
            public List<Camera> search(String query, int limit) {
                return catalogue.search(query, limit);
            }

            @Override
            public CameraTimeline timeline(String cameraId) {
                CameraTimeline now = catalogue.timeline(cameraId);
                List<CameraTimeline.Span> spans = new ArrayList<>(now.spans());
                spans.add(0, new CameraTimeline.Span(spans.get(0).node(), now.startMs() - 3_600_000, now.startMs()));
                return new CameraTimeline(cameraId, spans, List.of(), now.sessions());
            }
        };
        CamerasViewModel inTokyo = new CamerasViewModel(f.control, stale, owners, links, FxHop.joining(), pulse,
                f.clock.withZone(tokyo), f.user("kei", Role.OPERATOR));
        inTokyo.onShow();
        inTokyo.cameraProperty().set(new Camera("cam-003"));
        long begin = inTokyo.timelineProperty().get().startMs() + 60_000; // in the hour no node lists
        inTokyo.onPickTime(begin);

        inTokyo.onRequestPlayback();

        String text = inTokyo.noticeProperty().get().text();
        inTokyo.onHide();
        assertThat(inTokyo.noticeProperty().get().isError()).isTrue();
        assertThat(text).contains("no node lists a recording of camera cam-003 at "
                + WallTimes.of(begin, tokyo)).doesNotContain(WallTimes.stamp(begin));
        assertThat(f.control.snapshot().sessions()).isEmpty();
    }

    @Test
    void pulseFollowsSessionsStartedElsewhereAndStopsWhenHidden() {
        selectWithRecording("cam-005");
        CamerasViewModel other = viewModel(f.user("bob", Role.SUPERVISOR));
        other.cameraProperty().set(new Camera("cam-005"));
        other.onRequestPlayback();

        pulse.fire();
        assertThat(model.sessions()).hasSize(1);

        model.onHide();
        assertThat(model.held()).isZero();
        assertThat(pulse.live()).isZero();
        model.onShow();
    }

    @Test
    void aRequestedPlaybackPlaysInAPlayerAndWatchPlaysThePickedSession() {
        List<String> watched = new ArrayList<>();
        CamerasViewModel watching = new CamerasViewModel(f.control, new CatalogueCameraSource(f.control), owners,
                links, FxHop.joining(), pulse, f.clock, f.user("wes", Role.OPERATOR), watched::add);
        watching.onShow();
        try {
            assertThat(watching.watches()).isTrue();
            watching.queryProperty().set("cam-007");
            watching.cameraProperty().set(watching.hits().get(0));
            watching.onPickTime(watching.timelineProperty().get().startMs() + 60_000);

            watching.onRequestPlayback();
            String id = watching.placementProperty().get().sessionId();
            assertThat(watched).containsExactly(id);

            watching.onWatch();
            assertThat(watched).containsExactly(id, id);
            assertThat(model.watches()).isFalse();
        } finally {
            watching.onHide();
        }
    }
}
