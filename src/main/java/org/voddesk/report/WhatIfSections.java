package org.voddesk.report;

import java.time.Duration;
import java.util.concurrent.CancellationException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Makes a report's What if section within a time budget: a day that replays slower than the budget gets a section that
 * says so and how to replay it on its own, so the report is never held longer; a day that cannot be replayed gets a
 * section that says why. It never fails the report.
 */
public final class WhatIfSections {
    /** For a report made without the simulator. */
    public static final WhatIfSections NONE = new WhatIfSections(null, Duration.ZERO);
    /**
     * The budget of the console's reports: twenty times what the committed sample's day (5,107 requests, 5 nodes)
     * takes under its policy and the papers' pair (docs/architecture.md, "Report").
     */
    public static final Duration DEFAULT_BUDGET = Duration.ofSeconds(20);
    private static final Logger LOG = LoggerFactory.getLogger(WhatIfSections.class);

    private final DayReplays replays;
    private final Duration budget;

    /**
     * @param replays the day's replays, or {@code null} for none
     * @param budget  how long a section may take
     */
    public WhatIfSections(DayReplays replays, Duration budget) {
        if (budget == null || budget.isNegative()) {
            throw new IllegalArgumentException("a What if section needs a budget of at least 0, got " + budget);
        }
        this.replays = replays;
        this.budget = budget;
    }

    /** The section of {@code day}. Blocking, for at most about the budget. */
    public WhatIfSection of(ReportDay day) {
        if (replays == null) {
            return WhatIfSection.WITHOUT_SIMULATOR;
        }
        long deadline = System.nanoTime() + budget.toNanos();
        try {
            return WhatIfSection.of(replays.replay(day, () -> System.nanoTime() - deadline > 0));
        } catch (CancellationException e) {
            return WhatIfSection.notMade(tooSlow(day));
        } catch (ReportException e) {
            return WhatIfSection.notMade("The day could not be replayed: " + e.getMessage());
        } catch (RuntimeException e) {
            LOG.error("the What if of {} failed", day.date(), e);
            return WhatIfSection.notMade("The replay of the day failed (see the console's log).");
        }
    }

    private String tooSlow(ReportDay day) {
        return "The replay of this day takes longer than " + budget.toSeconds() + " s, so this report leaves it out."
                + " Replay it on the Reports screen's What if, or with: voddesk whatif --db FILE --date " + day.date()
                + " --zone " + day.zone().getId();
    }
}
