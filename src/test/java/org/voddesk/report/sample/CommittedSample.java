package org.voddesk.report.sample;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.ZoneId;
import org.voddesk.report.DailyReport;
import org.voddesk.report.ReportDay;
import org.voddesk.report.ReportLoader;
import org.voddesk.report.ReportSettings;
import org.voddesk.report.StoredAlarms;
import org.voddesk.store.Store;

/**
 * The committed {@code sample-data/sample-history.db} for tests that need a real, busy day: the whole of
 * {@link #DAY} in {@link #ZONE} of the 5-node demo cluster run by the real control loop. Tests read a copy, so that
 * nothing they do changes the committed file.
 */
public final class CommittedSample {
    /** The day the sample holds. */
    public static final LocalDate DAY = LocalDate.of(2026, 11, 28);
    /** The zone its day is local to. */
    public static final ZoneId ZONE = ZoneId.of("Europe/Berlin");
    private static final Path FILE = Path.of("sample-data", "sample-history.db");

    private CommittedSample() {
    }

    /** A copy of the sample at {@code target}. */
    public static Path copyTo(Path target) throws IOException {
        return Files.copy(FILE, target);
    }

    /** The report of {@link #DAY} from a copy of the sample in {@code dir}, as the console makes it. */
    public static DailyReport report(Path dir) throws IOException {
        try (Store store = Store.open(copyTo(dir.resolve("sample.db")))) {
            return new ReportLoader(store, ReportSettings.of("demo cluster"), new StoredAlarms(store.alarms()))
                    .load(ReportDay.of(DAY, ZONE));
        }
    }
}
