package org.voddesk.wire.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.time.LocalDate;
import java.time.LocalTime;
import org.junit.jupiter.api.Test;
import org.voddesk.control.api.ExportOutcome;
import org.voddesk.control.api.ExportSchedule;
import org.voddesk.control.api.LastExport;
import org.voddesk.control.api.ReportFile;
import org.voddesk.wire.ExportOutcomeMessage;
import org.voddesk.wire.ExportScheduleMessage;
import org.voddesk.wire.ReportFileMessage;

class ExportMessagesTest {
    @Test
    void aScheduleOnOrOffComesBackAsItWent() {
        ExportSchedule on = new ExportSchedule(LocalTime.of(6, 30), "/srv/reports");

        assertThat(ExportMessages.schedule(ExportMessages.schedule(on))).isEqualTo(on);
        assertThat(ExportMessages.schedule(ExportMessages.schedule(ExportSchedule.OFF))).isEqualTo(ExportSchedule.OFF);
    }

    @Test
    void aScheduleWithABadTimeIsNotRead() {
        ExportScheduleMessage m = ExportScheduleMessage.newBuilder().setTime("25:99").setFolder("/srv").build();

        assertThatThrownBy(() -> ExportMessages.schedule(m)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("HH:MM");
    }

    @Test
    void theLastExportComesBackAsItWent() {
        LastExport e = new LastExport(1_764_000_000_000L, new ExportOutcome(LocalDate.of(2026, 11, 27), false,
                "the folder is full"));

        assertThat(ExportMessages.last(ExportMessages.last(e))).isEqualTo(e);
    }

    @Test
    void anOutcomeWithoutADayIsNotRead() {
        ExportOutcomeMessage m = ExportOutcomeMessage.newBuilder().setDay("yesterday").setDetail("x").build();

        assertThatThrownBy(() -> ExportMessages.outcome(m)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("ISO date");
    }

    @Test
    void aReportFileComesBackAsItWent() {
        ReportFile f = new ReportFile(LocalDate.of(2026, 11, 27), "CSV", Path.of("/home/ann/voddesk-2026-11-27.csv"));

        assertThat(ExportMessages.file(ExportMessages.file(f))).isEqualTo(f);
    }

    @Test
    void aReportFileWithoutATargetIsNotRead() {
        ReportFileMessage m = ReportFileMessage.newBuilder().setDay("2026-11-27").setFormat("PDF").build();

        assertThatThrownBy(() -> ExportMessages.file(m)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("target");
    }
}
