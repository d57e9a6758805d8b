package org.voddesk.report;

import org.voddesk.core.whatif.ReplayReport;

/**
 * The daily report's What if section: the day replayed under the policy that was in force, the console's default
 * pair and the papers' pair, calibrated against what happened; or, when the report was made without it, why.
 *
 * @param replay the replay's report, or {@code null} when the section was not made
 * @param note   why it was not made (one or two sentences), or {@code null} when it was
 */
public record WhatIfSection(ReplayReport replay, String note) {
    /** The section of a report made without the simulator. */
    public static final WhatIfSection WITHOUT_SIMULATOR = notMade("This report was made without the simulator, so"
            + " it has no What if.");

    public WhatIfSection {
        if ((replay == null) == (note == null)) {
            throw new IllegalArgumentException("a What if section has either its replay or why it has none");
        }
    }

    /** The section of {@code replay}. */
    public static WhatIfSection of(ReplayReport replay) {
        return new WhatIfSection(replay, null);
    }

    /** A section not made, saying why. */
    public static WhatIfSection notMade(String why) {
        return new WhatIfSection(null, why);
    }

    /** Whether the replay is there. */
    public boolean made() {
        return replay != null;
    }
}
