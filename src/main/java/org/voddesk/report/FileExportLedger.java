package org.voddesk.report;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.List;

/**
 * An {@link ExportLedger} kept as a text file in the export folder, one line per day: {@code YYYY-MM-DD<TAB>what
 * came of it}. Lines that do not start with a date are ignored, so a damaged line costs at most one re-export.
 */
public final class FileExportLedger implements ExportLedger {
    /** The ledger's file name in the export folder. */
    public static final String FILE_NAME = ".voddesk-daily-exports";

    private final Path file;

    public FileExportLedger(Path folder) {
        this.file = folder.resolve(FILE_NAME);
    }

    @Override
    public synchronized boolean done(LocalDate day) {
        if (!Files.exists(file)) {
            return false;
        }
        try {
            List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
            return lines.stream().anyMatch(l -> day.equals(dateOf(l)));
        } catch (IOException e) {
            throw new ReportException("cannot read the export record " + file + ": " + e.getMessage(), e);
        }
    }

    @Override
    public synchronized void record(LocalDate day, String outcome) {
        String line = day + "\t" + outcome.replace('\n', ' ').replace('\t', ' ') + "\n";
        try {
            Files.writeString(file, line, StandardCharsets.UTF_8, StandardOpenOption.CREATE, StandardOpenOption.APPEND,
                    StandardOpenOption.SYNC);
        } catch (IOException e) {
            throw new ReportException("cannot write the export record " + file + ": " + e.getMessage(), e);
        }
    }

    private static LocalDate dateOf(String line) {
        int tab = line.indexOf('\t');
        try {
            return LocalDate.parse(tab < 0 ? line.strip() : line.substring(0, tab));
        } catch (DateTimeParseException e) {
            return null;
        }
    }
}
