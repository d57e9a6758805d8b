package org.voddesk.control.remote;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.voddesk.control.admin.SettingsRules;
import org.voddesk.control.api.CameraImport;
import org.voddesk.control.api.CameraTimeline;
import org.voddesk.control.api.Cameras;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.Control;
import org.voddesk.control.api.PlaybackStarted;
import org.voddesk.control.api.Principal;
import org.voddesk.control.api.SessionStream;
import org.voddesk.control.local.ControlFixture;
import org.voddesk.control.remote.RemoteFixture.Desk;
import org.voddesk.control.remote.RemoteFixture.Side;
import org.voddesk.core.Camera;
import org.voddesk.core.Quality;
import org.voddesk.core.Role;
import org.voddesk.testing.Await;
import org.voddesk.wire.WireProtocol;

/**
 * The camera facet as a desk holds it, in process and over the wire ({@link RemoteFixture}): the same assertions on
 * both sides. A remote
 * desk searches its copy of the server's catalogue, and finds what the server's control finds.
 */
class CamerasContractTest {
    private static final Path SAMPLE = Path.of("sample-data/cameras.csv");

    @TempDir
    Path dir;
    private ControlFixture f;
    private RemoteFixture room;

    /** A room of three demo nodes, polled: the catalogue holds their 80 cameras. */
    private void open() throws Exception {
        f = new ControlFixture(dir.resolve("room"), 3, SettingsRules.DEFAULT);
        room = new RemoteFixture(f);
        accounts();
        f.roundsUntilAllOk();
    }

    @AfterEach
    void close() {
        if (room != null) {
            room.close();
        }
    }

    /** The room's two accounts, {@code boss} (a supervisor) and {@code op} (an operator). */
    private void accounts() {
        f.store.users().create("boss", Role.SUPERVISOR, ControlFixture.PASSWORD.clone(), f.clock.millis());
        f.store.users().create("op", Role.OPERATOR, ControlFixture.PASSWORD.clone(), f.clock.millis());
    }

    /** A desk on {@code side} logged in as {@code name}: the control in process, or a new connection to a server. */
    private Desk desk(Side side, String name) throws Exception {
        Control control = room.anonymous(side);
        CommandResult<Principal> in = control.login(name, ControlFixture.PASSWORD.clone());
        assertThat(in.ok()).as(in.message()).isTrue();
        return new Desk(control, in.value());
    }

    /** {@code name}'s principal at the control in process, to read what the room's own control reads. */
    private Principal principal(String name) {
        return f.control.login(name, ControlFixture.PASSWORD.clone()).value();
    }

    private boolean audited(String action, String user) {
        return f.store.audit().recent(1000).stream()
                .anyMatch(a -> a.entry().action().equals(action) && a.entry().user().equals(user));
    }

    @ParameterizedTest
    @EnumSource(Side.class)
    void searchAndFindAnswerAsTheRoomsOwnCatalogue(Side side) throws Exception {
        open();
        Cameras desk = desk(side, "op").control().cameras();
        Cameras own = f.control.cameras();

        assertThat(desk.search("cam-0", 1000)).hasSize(80).isEqualTo(own.search("cam-0", 1000));
        assertThat(desk.search("CAM-04", 5)).isEqualTo(own.search("CAM-04", 5));
        assertThat(desk.search("", 3)).extracting(Camera::id).containsExactly("cam-001", "cam-002", "cam-003");
        assertThat(desk.find("cam-042")).contains(new Camera("cam-042"));
        assertThat(desk.find("cam-999")).isEmpty();
        assertThat(desk.catalogue().revision()).isEqualTo(own.catalogue().revision());
    }

    @ParameterizedTest
    @EnumSource(Side.class)
    void aCsvImportedThroughTheDesksFileIsSearchedByNameAtOnce(Side side) throws Exception {
        open();
        Desk boss = desk(side, "boss");

        CommandResult<CameraImport> r = boss.control().cameras().importCsv(boss.user(), SAMPLE);

        assertThat(r.ok()).as(r.message()).isTrue();
        assertThat(r.message()).isEqualTo("Imported 80 cameras (0 new, 80 updated).");
        assertThat(r.value()).isEqualTo(new CameraImport(0, 80, List.of()));
        assertThat(boss.control().cameras().search("pier 3", 10)).extracting(Camera::id)
                .containsExactly("cam-005", "cam-006");
        assertThat(boss.control().cameras().catalogue().revision())
                .isEqualTo(f.control.cameras().catalogue().revision());
        assertThat(f.store.audit().recent(20)).anySatisfy(a -> {
            assertThat(a.entry().action()).isEqualTo("camera.import");
            assertThat(a.entry().user()).isEqualTo("boss");
            assertThat(a.entry().subject()).isEqualTo("file " + SAMPLE);
        });
    }

    @ParameterizedTest
    @EnumSource(Side.class)
    void aMalformedCsvChangesNothingAndListsItsProblemsByLine(Side side) throws Exception {
        open();
        Path bad = Files.writeString(dir.resolve("bad.csv"), "id,name,site\ncam-001,Renamed,harbour\ncam 2,x,y\n");
        Desk boss = desk(side, "boss");

        CommandResult<CameraImport> r = boss.control().cameras().importCsv(boss.user(), bad);

        assertThat(r.ok()).isFalse();
        assertThat(r.message()).isEqualTo("Nothing was imported: " + bad + " line 3: camera id 'cam 2' is not valid"
                + " (letters, digits, '.', '_' or '-', at most 64)");
        assertThat(r.value().problems()).singleElement().asString().startsWith(bad + " line 3: ");
        assertThat(boss.control().cameras().find("cam-001")).map(Camera::name).contains("cam-001");
        assertThat(f.control.cameras().find("cam-001")).map(Camera::name).contains("cam-001");
    }

    @ParameterizedTest
    @EnumSource(Side.class)
    void aFileThatIsNotThereIsAFailedImportNamingIt(Side side) throws Exception {
        open();
        Path missing = dir.resolve("nowhere.csv");
        Desk boss = desk(side, "boss");

        CommandResult<CameraImport> r = boss.control().cameras().importCsv(boss.user(), missing);

        assertThat(r).isEqualTo(CommandResult.failed("Nothing was imported: " + missing + ": no such file",
                new CameraImport(0, 0, List.of(missing + ": no such file"))));
    }

    @ParameterizedTest
    @EnumSource(Side.class)
    void anOperatorMayNotImportCamerasAndTheRefusalIsAudited(Side side) throws Exception {
        open();
        Desk op = desk(side, "op");

        CommandResult<CameraImport> r = op.control().cameras().importCsv(op.user(), SAMPLE);

        assertThat(r.ok()).isFalse();
        assertThat(r.value()).isNull();
        assertThat(r.message()).startsWith("Only a supervisor may do this (").endsWith("). Nothing was changed.");
        assertThat(audited("camera.import.refused", "op")).isTrue();
        assertThat(audited("camera.import", "op")).isFalse();
    }

    @ParameterizedTest
    @EnumSource(Side.class)
    void aCatalogueOfThousandsOfCamerasIsSearchedAlike(Side side) throws Exception {
        open();
        List<String> lines = new ArrayList<>(List.of("id,name,site"));
        for (int i = 0; i < 4_500; i++) {
            lines.add(String.format("city-%05d,Street %d / corner %d,district-%d", i, i / 10, i % 10, i % 7));
        }
        Path city = Files.write(dir.resolve("city.csv"), lines);
        Desk boss = desk(side, "boss");

        assertThat(boss.control().cameras().importCsv(boss.user(), city).ok()).isTrue();

        Cameras desk = boss.control().cameras();
        assertThat(desk.catalogue().size()).isEqualTo(4_580);
        assertThat(desk.catalogue().all()).isEqualTo(f.control.cameras().catalogue().all());
        assertThat(desk.search("district-3", Cameras.MAX_RESULTS))
                .isEqualTo(f.control.cameras().search("district-3", Cameras.MAX_RESULTS)).hasSize(643);
        assertThat(desk.search("street 44", 5)).extracting(Camera::id).first().isEqualTo("city-00440");
    }

    @ParameterizedTest
    @EnumSource(Side.class)
    void aCamerasTimelineIsTheRoomsOwnFromTheSnapshotTheDeskHolds(Side side) throws Exception {
        open();
        Desk op = desk(side, "op");
        PlaybackStarted p = op.control().requestPlayback(op.user(), "cam-007",
                f.clock.millis() - 2 * ControlFixture.HOUR, 1, Quality.MAIN).value();
        f.round();

        Await.until("the desk's snapshot shows the session", Duration.ofSeconds(20),
                () -> op.control().cameras().timeline("cam-007").sessions().stream()
                        .anyMatch(s -> s.id().equals(p.session().id())));
        CameraTimeline t = op.control().cameras().timeline("cam-007");

        assertThat(t.spans()).extracting(CameraTimeline.Span::node).containsExactlyInAnyOrder("vod-1", "vod-2",
                "vod-3");
        assertThat(t.gaps()).isEmpty();
        assertThat(t.sessions()).extracting(s -> s.id()).containsExactly(p.session().id());
        Await.until("the desk's timeline is the room's", Duration.ofSeconds(20),
                () -> op.control().cameras().timeline("cam-007").equals(f.control.cameras().timeline("cam-007")));
        assertThat(op.control().cameras().timeline("cam-999")).isEqualTo(CameraTimeline.empty("cam-999"));
    }

    @ParameterizedTest
    @EnumSource(Side.class)
    void theRequesterReopensItsSessionsStreamAndAnotherOperatorMayNot(Side side) throws Exception {
        open();
        PlaybackStarted p = f.control.requestPlayback(principal("op"), "cam-007",
                f.clock.millis() - 2 * ControlFixture.HOUR, 1, Quality.SUB).value();
        f.store.users().create("eve", Role.OPERATOR, ControlFixture.PASSWORD.clone(),
                f.clock.millis());
        Desk op = desk(side, "op");
        Desk eve = desk(side, "eve");

        CommandResult<SessionStream> mine = op.control().cameras().reopenStream(op.user(), p.session().id());
        CommandResult<SessionStream> theirs = eve.control().cameras().reopenStream(eve.user(), p.session().id());

        assertThat(mine.ok()).as(mine.message()).isTrue();
        assertThat(mine.value()).isEqualTo(new SessionStream(p.session().id(), "cam-007", p.session().nodeName(),
                Quality.SUB, p.url(), "op"));
        assertThat(theirs.ok()).isFalse();
        assertThat(theirs.message()).isEqualTo("The stream was not opened: session " + p.session().id()
                + " was requested by op; only they or a supervisor may open it.");
        assertThat(audited("stream.reopen.refused", "eve")).isTrue();
    }

    @Test
    void aFileOverWhatAMessageCarriesIsRefusedAtTheDeskBeforeItIsSent() throws Exception {
        open();
        Path big = dir.resolve("huge.csv");
        Files.write(big, new byte[WireProtocol.MAX_FILE_BYTES + 1]);
        Desk boss = desk(Side.OVER_THE_WIRE, "boss");

        CommandResult<CameraImport> r = boss.control().cameras().importCsv(boss.user(), big);

        assertThat(r.ok()).isFalse();
        assertThat(r.message()).isEqualTo("Nothing was imported: cameras CSV " + big + " has 4032 KiB, more than the"
                + " 4032 KiB a desk may send to the server; split it into smaller files, each with the header line,"
                + " and import them one by one");
        assertThat(r.value().problems()).hasSize(1);
        assertThat(audited("camera.import", "boss")).isFalse();
        assertThat(audited("camera.import.refused", "boss")).isFalse();
    }

    @Test
    void anImportAtAnotherDeskReachesThisDesksCopyThroughItsEvents() throws Exception {
        open();
        Desk op = desk(Side.OVER_THE_WIRE, "op");
        long before = op.control().cameras().catalogue().revision();

        f.control.cameras().importCsv(principal("boss"), SAMPLE);

        Await.until("the desk read the changed catalogue", Duration.ofSeconds(20),
                () -> op.control().cameras().catalogue().revision() == before + 1);
        assertThat(op.control().cameras().search("pier 3", 10)).extracting(Camera::id)
                .containsExactly("cam-005", "cam-006");
    }
}
