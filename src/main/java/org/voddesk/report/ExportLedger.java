package org.voddesk.report;

import java.time.LocalDate;

/** What the daily export has done, kept across restarts so that a day is exported once. */
public interface ExportLedger {
    /** Whether the day's export has been made (or tried and given up on). */
    boolean done(LocalDate day);

    /** Records the day's export with what came of it ("wrote ...", or why not). */
    void record(LocalDate day, String outcome);
}
