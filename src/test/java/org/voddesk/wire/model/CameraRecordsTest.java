package org.voddesk.wire.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.voddesk.control.api.CameraImport;
import org.voddesk.core.Camera;
import org.voddesk.wire.CameraData;
import org.voddesk.wire.CameraImportData;

class CameraRecordsTest {
    private static Camera roundTrip(Camera c) throws Exception {
        return CameraRecords.fromWire(CameraData.parseFrom(CameraRecords.toWire(c).toByteArray()));
    }

    @Test
    void aCameraComesBackWithItsNameAndSite() throws Exception {
        Camera c = new Camera("cam-005", "Harbour Rd / Pier 3 north, \"east\"", "harbour");

        assertThat(roundTrip(c)).isEqualTo(c);
    }

    @Test
    void aCameraWithoutSiteComesBackWithoutOne() throws Exception {
        Camera c = new Camera("cam-042");

        assertThat(roundTrip(c)).isEqualTo(c);
        assertThat(roundTrip(c).site()).isNull();
    }

    @Test
    void aCameraWhoseIdIsNoneCannotBeRead() {
        assertThatThrownBy(() -> CameraRecords.fromWire(CameraData.newBuilder().setId("cam 1").build()))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void anImportsResultComesBackWithItsProblems() throws Exception {
        CameraImport done = new CameraImport(3, 77, List.of());
        CameraImport refused = new CameraImport(0, 0, List.of("bad.csv line 3: camera id 'cam 2' is not valid",
                "bad.csv line 9: camera cam-1 is listed twice"));

        assertThat(CameraRecords.fromWire(CameraImportData.parseFrom(CameraRecords.toWire(done).toByteArray())))
                .isEqualTo(done);
        assertThat(CameraRecords.fromWire(CameraImportData.parseFrom(CameraRecords.toWire(refused).toByteArray())))
                .isEqualTo(refused);
    }
}
