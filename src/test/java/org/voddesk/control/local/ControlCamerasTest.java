package org.voddesk.control.local;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.control.admin.SettingsRules;
import org.voddesk.control.api.CameraImport;
import org.voddesk.control.api.CameraTimeline;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.ControlEvent;
import org.voddesk.control.api.ControlSettings;
import org.voddesk.control.api.PlaybackStarted;
import org.voddesk.control.api.Principal;
import org.voddesk.control.camera.CameraCatalogue;
import org.voddesk.core.Camera;
import org.voddesk.core.Quality;
import org.voddesk.core.Role;

/** The camera catalogue through the control layer: learned from the nodes, imported from CSV, searched, timed. */
class ControlCamerasTest {
    private ControlFixture f;
    private Principal boss;

    @BeforeEach
    void start(@TempDir Path dir) throws Exception {
        f = new ControlFixture(dir, 2, SettingsRules.DEFAULT);
        f.roundsUntilAllOk();
        boss = f.user("boss", Role.SUPERVISOR);
    }

    @AfterEach
    void stop() {
        f.close();
    }

    @Test
    void camerasTheNodesListAreInTheCatalogueByTheirIds() {
        assertThat(f.control.cameras().search("cam-0", 1000)).hasSize(80);
        assertThat(f.control.cameras().find("cam-042")).contains(new Camera("cam-042"));
        assertThat(f.store.cameras().all()).hasSize(80);
    }

    @Test
    void theSampleCsvNamesTheDemoCamerasAndSearchFindsThemByName() {
        CommandResult<CameraImport> r = f.control.cameras().importCsv(boss, Path.of("sample-data/cameras.csv"));

        assertThat(r.ok()).as(r.message()).isTrue();
        assertThat(r.value().updated()).isEqualTo(80);
        assertThat(f.control.cameras().search("pier 3", 10)).extracting(Camera::id).containsExactly("cam-005", "cam-006");
        assertThat(f.control.cameras().search("AIRPORT", 100)).hasSize(20);
        assertThat(f.store.cameras().find("cam-005")).map(Camera::name).contains("Harbour Rd / Pier 3 north");
        assertThat(f.audited("camera.import")).isTrue();
    }

    @Test
    void aMalformedCsvChangesNothingAndSaysWhere(@TempDir Path dir) throws Exception {
        Path bad = Files.writeString(dir.resolve("bad.csv"), "id,name,site\ncam-001,Renamed,harbour\ncam 2,x,y\n");

        CommandResult<CameraImport> r = f.control.cameras().importCsv(boss, bad);

        assertThat(r.ok()).isFalse();
        assertThat(r.message()).contains("line 3", "Nothing was imported");
        assertThat(f.control.cameras().find("cam-001")).map(Camera::name).contains("cam-001");
        assertThat(f.store.cameras().find("cam-001")).map(Camera::name).contains("cam-001");
    }

    @Test
    void anOperatorMayNotImportCameras() {
        Principal op = f.user("op", Role.OPERATOR);
        assertThat(f.control.cameras().importCsv(op, Path.of("sample-data/cameras.csv")).ok()).isFalse();
        assertThat(f.audited("camera.import.refused")).isTrue();
    }

    @Test
    void aCamerasTimelineShowsEachNodesSpanAndItsLiveSessions() {
        PlaybackStarted p = f.control.requestPlayback(boss, "cam-007", f.clock.millis() - 2 * ControlFixture.HOUR, 1,
                Quality.MAIN).value();

        CameraTimeline t = f.control.cameras().timeline("cam-007");

        assertThat(t.spans()).extracting(CameraTimeline.Span::node).containsExactlyInAnyOrder("vod-1", "vod-2");
        assertThat(t.spans()).allSatisfy(s -> assertThat(s.endMs() - s.startMs())
                .isGreaterThanOrEqualTo(20 * ControlFixture.HOUR));
        assertThat(t.gaps()).isEmpty();
        assertThat(t.sessions()).extracting(s -> s.id()).containsExactly(p.session().id());
    }

    @Test
    void camerasTheNodesListedAreToldAsAChangeOfTheCatalogueBySystem() {
        assertThat(f.events(ControlEvent.CamerasChanged.class)).singleElement().satisfies(e -> {
            assertThat(e.added()).isEqualTo(80);
            assertThat(e.by()).isEqualTo("system");
            assertThat(e.revision()).isEqualTo(f.control.cameras().catalogue().revision());
        });
    }

    @Test
    void anImportIsToldAsTheCataloguesNextRevision() {
        long before = f.control.cameras().catalogue().revision();

        f.control.cameras().importCsv(boss, Path.of("sample-data/cameras.csv"));

        assertThat(f.events(ControlEvent.CamerasChanged.class)).last().satisfies(e -> {
            assertThat(e.revision()).isEqualTo(before + 1).isEqualTo(f.control.cameras().catalogue().revision());
            assertThat(e.updated()).isEqualTo(80);
            assertThat(e.by()).isEqualTo("boss");
        });
    }

    @Test
    void aFilesContentReadElsewhereIsImportedAndAuditedUnderItsName() throws Exception {
        byte[] content = Files.readAllBytes(Path.of("sample-data/cameras.csv"));

        CommandResult<CameraImport> r = f.control.cameras().importCsvAsync(boss, "D:\\desk\\cameras.csv", content)
                .get(30, java.util.concurrent.TimeUnit.SECONDS);

        assertThat(r.ok()).as(r.message()).isTrue();
        assertThat(f.control.cameras().find("cam-005")).map(Camera::name).contains("Harbour Rd / Pier 3 north");
        assertThat(f.store.audit().recent(10)).anySatisfy(a -> {
            assertThat(a.entry().action()).isEqualTo("camera.import");
            assertThat(a.entry().subject()).isEqualTo("file D:\\desk\\cameras.csv");
        });
    }
}
