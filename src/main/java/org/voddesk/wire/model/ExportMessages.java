package org.voddesk.wire.model;

import java.nio.file.Path;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import org.voddesk.control.api.ExportOutcome;
import org.voddesk.control.api.ExportSchedule;
import org.voddesk.control.api.LastExport;
import org.voddesk.control.api.ReportFile;
import org.voddesk.wire.ExportOutcomeMessage;
import org.voddesk.wire.ExportScheduleMessage;
import org.voddesk.wire.LastExportMessage;
import org.voddesk.wire.ReportFileMessage;

/**
 * The report exports, between the control API's records and the Exports service's messages: a day as its ISO date, a
 * time of day as the schedule's own text ({@code HH:MM} or {@code off}), a path as its text.
 */
public final class ExportMessages {
    private ExportMessages() {
    }

    public static ExportScheduleMessage schedule(ExportSchedule s) {
        return ExportScheduleMessage.newBuilder().setTime(s.timeText()).setFolder(s.folder()).build();
    }

    /**
     * @throws IllegalArgumentException saying what is wrong, when the time or folder is not one a schedule may have
     */
    public static ExportSchedule schedule(ExportScheduleMessage m) {
        return new ExportSchedule(ExportSchedule.parseTime(m.getTime()), m.getFolder());
    }

    public static ExportOutcomeMessage outcome(ExportOutcome o) {
        return ExportOutcomeMessage.newBuilder().setDay(o.day().toString()).setWritten(o.written())
                .setDetail(o.detail()).build();
    }

    /**
     * @throws IllegalArgumentException when the day is not an ISO date or the detail is empty
     */
    public static ExportOutcome outcome(ExportOutcomeMessage m) {
        return new ExportOutcome(day(m.getDay()), m.getWritten(), m.getDetail());
    }

    public static LastExportMessage last(LastExport e) {
        return LastExportMessage.newBuilder().setAtMs(e.atMs()).setOutcome(outcome(e.outcome())).build();
    }

    /**
     * @throws IllegalArgumentException when its outcome cannot be read
     */
    public static LastExport last(LastExportMessage m) {
        return new LastExport(m.getAtMs(), outcome(m.getOutcome()));
    }

    public static ReportFileMessage file(ReportFile f) {
        return ReportFileMessage.newBuilder().setDay(f.day().toString()).setFormat(f.format())
                .setTarget(f.target().toString()).build();
    }

    /**
     * @throws IllegalArgumentException when the day is not an ISO date, the format is empty or the target is not a
     *                                  path
     */
    public static ReportFile file(ReportFileMessage m) {
        if (m.getTarget().isBlank()) {
            throw new IllegalArgumentException("a report file needs its target file");
        }
        return new ReportFile(day(m.getDay()), m.getFormat(), Path.of(m.getTarget()));
    }

    private static LocalDate day(String text) {
        try {
            return LocalDate.parse(text);
        } catch (DateTimeParseException e) {
            throw new IllegalArgumentException("a day must be an ISO date (2026-11-27), got '" + text + "'", e);
        }
    }
}
