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
import org.voddesk.control.api.CameraImport;
import org.voddesk.control.api.Cameras;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.ControlEvent;
import org.voddesk.control.api.PlaybackStarted;
import org.voddesk.control.api.SessionStream;
import org.voddesk.core.Camera;
import org.voddesk.core.Quality;
import org.voddesk.testing.Await;
import org.voddesk.wire.WireProtocol;

/**
 * The camera facet as a desk holds it, in process and over the wire: the same assertions on both sides. A remote
 * desk searches its copy of the server's catalogue, and finds what the server's control finds.
 */
class CamerasContractTest {
    private static final Path SAMPLE = Path.of("sample-data/cameras.csv");

    @TempDir
    Path dir;
    private HistoryRoom room;

    /** A room whose nodes have been polled: the catalogue holds their 80 cameras. */
    private HistoryRoom open(HistoryRoom.Side side) throws Exception {
        room = new HistoryRoom(side, dir.resolve("room"));
        room.roundsUntilAllOk();
        return room;
    }

    @AfterEach
    void close() throws Exception {
        if (room != null) {
            room.close();
        }
    }

    @ParameterizedTest
    @EnumSource(HistoryRoom.Side.class)
    void searchAndFindAnswerAsTheRoomsOwnCatalogue(HistoryRoom.Side side) throws Exception {
        open(side);
        Cameras desk = room.desk("op").control().cameras();
        Cameras own = room.control.cameras();

        assertThat(desk.search("cam-0", 1000)).hasSize(80).isEqualTo(own.search("cam-0", 1000));
        assertThat(desk.search("CAM-04", 5)).isEqualTo(own.search("CAM-04", 5));
        assertThat(desk.search("", 3)).extracting(Camera::id).containsExactly("cam-001", "cam-002", "cam-003");
        assertThat(desk.find("cam-042")).contains(new Camera("cam-042"));
        assertThat(desk.find("cam-999")).isEmpty();
        assertThat(desk.catalogue().revision()).isEqualTo(own.catalogue().revision());
    }

    @ParameterizedTest
    @EnumSource(HistoryRoom.Side.class)
    void aCsvImportedThroughTheDesksFileIsSearchedByNameAtOnce(HistoryRoom.Side side) throws Exception {
        open(side);
        HistoryRoom.Desk boss = room.desk("boss");

        CommandResult<CameraImport> r = boss.control().cameras().importCsv(boss.user(), SAMPLE);

        assertThat(r.ok()).as(r.message()).isTrue();
        assertThat(r.message()).isEqualTo("Imported 80 cameras (0 new, 80 updated).");
        assertThat(r.value()).isEqualTo(new CameraImport(0, 80, List.of()));
        assertThat(boss.control().cameras().search("pier 3", 10)).extracting(Camera::id)
                .containsExactly("cam-005", "cam-006");
        assertThat(boss.control().cameras().catalogue().revision())
                .isEqualTo(room.control.cameras().catalogue().revision());
        assertThat(room.store.audit().recent(20)).anySatisfy(a -> {
            assertThat(a.entry().action()).isEqualTo("camera.import");
            assertThat(a.entry().user()).isEqualTo("boss");
            assertThat(a.entry().subject()).isEqualTo("file " + SAMPLE);
        });
    }

    @ParameterizedTest
    @EnumSource(HistoryRoom.Side.class)
    void aMalformedCsvChangesNothingAndListsItsProblemsByLine(HistoryRoom.Side side) throws Exception {
        open(side);
        Path bad = Files.writeString(dir.resolve("bad.csv"), "id,name,site\ncam-001,Renamed,harbour\ncam 2,x,y\n");
        HistoryRoom.Desk boss = room.desk("boss");

        CommandResult<CameraImport> r = boss.control().cameras().importCsv(boss.user(), bad);

        assertThat(r.ok()).isFalse();
        assertThat(r.message()).isEqualTo("Nothing was imported: " + bad + " line 3: camera id 'cam 2' is not valid"
                + " (letters, digits, '.', '_' or '-', at most 64)");
        assertThat(r.value().problems()).singleElement().asString().startsWith(bad + " line 3: ");
        assertThat(boss.control().cameras().find("cam-001")).map(Camera::name).contains("cam-001");
        assertThat(room.control.cameras().find("cam-001")).map(Camera::name).contains("cam-001");
    }

    @ParameterizedTest
    @EnumSource(HistoryRoom.Side.class)
    void aFileThatIsNotThereIsAFailedImportNamingIt(HistoryRoom.Side side) throws Exception {
        open(side);
        Path missing = dir.resolve("nowhere.csv");
        HistoryRoom.Desk boss = room.desk("boss");

        CommandResult<CameraImport> r = boss.control().cameras().importCsv(boss.user(), missing);

        assertThat(r).isEqualTo(CommandResult.failed("Nothing was imported: " + missing + ": no such file",
                new CameraImport(0, 0, List.of(missing + ": no such file"))));
    }

    @ParameterizedTest
    @EnumSource(HistoryRoom.Side.class)
    void anOperatorMayNotImportCamerasAndTheRefusalIsAudited(HistoryRoom.Side side) throws Exception {
        open(side);
        HistoryRoom.Desk op = room.desk("op");

        CommandResult<CameraImport> r = op.control().cameras().importCsv(op.user(), SAMPLE);

        assertThat(r.ok()).isFalse();
        assertThat(r.value()).isNull();
        assertThat(r.message()).startsWith("Only a supervisor may do this (").endsWith("). Nothing was changed.");
        assertThat(room.audited("camera.import.refused", "op")).isTrue();
        assertThat(room.audited("camera.import", "op")).isFalse();
    }

    @ParameterizedTest
    @EnumSource(HistoryRoom.Side.class)
    void aCatalogueOfThousandsOfCamerasIsSearchedAlike(HistoryRoom.Side side) throws Exception {
        open(side);
        List<String> lines = new ArrayList<>(List.of("id,name,site"));
        for (int i = 0; i < 4_500; i++) {
            lines.add(String.format("city-%05d,Street %d / corner %d,district-%d", i, i / 10, i % 10, i % 7));
        }
        Path city = Files.write(dir.resolve("city.csv"), lines);
        HistoryRoom.Desk boss = room.desk("boss");

        assertThat(boss.control().cameras().importCsv(boss.user(), city).ok()).isTrue();

        Cameras desk = boss.control().cameras();
        assertThat(desk.catalogue().size()).isEqualTo(4_580);
        assertThat(desk.catalogue().all()).isEqualTo(room.control.cameras().catalogue().all());
        assertThat(desk.search("district-3", Cameras.MAX_RESULTS))
                .isEqualTo(room.control.cameras().search("district-3", Cameras.MAX_RESULTS)).hasSize(643);
        assertThat(desk.search("street 44", 5)).extracting(Camera::id).first().isEqualTo("city-00440");
    }

    @ParameterizedTest
    @EnumSource(HistoryRoom.Side.class)
    void theRequesterReopensItsSessionsStreamAndAnotherOperatorMayNot(HistoryRoom.Side side) throws Exception {
        open(side);
        PlaybackStarted p = room.control.requestPlayback(room.user("op"), "cam-007",
                room.clock.millis() - 2 * HistoryRoom.HOUR, 1, Quality.SUB).value();
        room.store.users().create("eve", org.voddesk.core.Role.OPERATOR, HistoryRoom.PASSWORD.clone(),
                room.clock.millis());
        HistoryRoom.Desk op = room.desk("op");
        HistoryRoom.Desk eve = room.desk("eve");

        CommandResult<SessionStream> mine = op.control().cameras().reopenStream(op.user(), p.session().id());
        CommandResult<SessionStream> theirs = eve.control().cameras().reopenStream(eve.user(), p.session().id());

        assertThat(mine.ok()).as(mine.message()).isTrue();
        assertThat(mine.value()).isEqualTo(new SessionStream(p.session().id(), "cam-007", p.session().nodeName(),
                Quality.SUB, p.url(), "op"));
        assertThat(theirs.ok()).isFalse();
        assertThat(theirs.message()).isEqualTo("The stream was not opened: session " + p.session().id()
                + " was requested by op; only they or a supervisor may open it.");
        assertThat(room.audited("stream.reopen.refused", "eve")).isTrue();
    }

    @Test
    void aFileOverWhatAMessageCarriesIsRefusedAtTheDeskBeforeItIsSent() throws Exception {
        open(HistoryRoom.Side.REMOTE);
        Path big = dir.resolve("huge.csv");
        Files.write(big, new byte[WireProtocol.MAX_FILE_BYTES + 1]);
        HistoryRoom.Desk boss = room.desk("boss");

        CommandResult<CameraImport> r = boss.control().cameras().importCsv(boss.user(), big);

        assertThat(r.ok()).isFalse();
        assertThat(r.message()).isEqualTo("Nothing was imported: cameras CSV " + big + " has 4032 KiB, more than the"
                + " 4032 KiB a desk may send to the server; split it into smaller files, each with the header line,"
                + " and import them one by one");
        assertThat(r.value().problems()).hasSize(1);
        assertThat(room.audited("camera.import", "boss")).isFalse();
        assertThat(room.audited("camera.import.refused", "boss")).isFalse();
    }

    @Test
    void aDeskReadsTheCatalogueAgainWhenTheServerSaysItChanged() throws Exception {
        open(HistoryRoom.Side.REMOTE);
        HistoryRoom.Desk op = room.desk("op");
        room.control.cameras().importCsv(room.user("boss"), SAMPLE);
        assertThat(op.control().cameras().search("pier 3", 10)).as("not told yet").isEmpty();
        long revision = room.control.cameras().catalogue().revision();

        ((RemoteCameras) op.control().cameras()).observe(new ControlEvent.CamerasChanged(room.clock.millis(),
                revision, 0, 80, "boss"));

        Await.until("the desk read the changed catalogue", Duration.ofSeconds(20),
                () -> op.control().cameras().catalogue().revision() == revision);
        assertThat(op.control().cameras().search("pier 3", 10)).extracting(Camera::id)
                .containsExactly("cam-005", "cam-006");
    }
}
