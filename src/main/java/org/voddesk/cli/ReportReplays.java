package org.voddesk.cli;

import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;
import org.voddesk.control.api.ControlSettings;
import org.voddesk.control.local.WhatIfDays;
import org.voddesk.core.whatif.DayWindow;
import org.voddesk.core.whatif.ReplayPolicy;
import org.voddesk.core.whatif.ReplayReport;
import org.voddesk.core.whatif.ReplayRequest;
import org.voddesk.core.whatif.Replayer;
import org.voddesk.policy.Policies;
import org.voddesk.report.DayReplays;
import org.voddesk.report.ReportDay;
import org.voddesk.report.ReportException;

/**
 * The daily report's replays: the day's policy in force (replayed first, calibrated) against the console's default
 * pair and the papers' pair (similarity + REM), one run of seed 1 each, as {@code voddesk whatif} runs by default.
 */
final class ReportReplays implements DayReplays {
    /** The papers' pair (Li &amp; Chen 2014: similarity-based placement with cache-aware REM). */
    static final String PAPERS = "similarity-rem";

    private final WhatIfDays days;
    private final Supplier<ControlSettings> settings;

    /** @param settings the settings in force (the planner and the loop's times a replay follows) */
    ReportReplays(WhatIfDays days, Supplier<ControlSettings> settings) {
        this.days = days;
        this.settings = settings;
    }

    @Override
    public ReplayReport replay(ReportDay day, BooleanSupplier cancelled) {
        Replayer replayer = days.replayer();
        List<ReplayPolicy> compared = List.of(new ReplayPolicy(Policies.DEFAULT_PLACEMENT, Policies.DEFAULT_PLANNER),
                replayer.policy(PAPERS));
        ReplayRequest request;
        try {
            request = days.request(DayWindow.of(day.date(), day.zone()), settings.get(), compared, 1, 1);
        } catch (WhatIfDays.Refused e) {
            throw new ReportException(e.getMessage(), e);
        }
        return replayer.replay(request, p -> { }, cancelled);
    }
}
