package org.voddesk.report;

import java.util.function.BooleanSupplier;
import org.voddesk.core.whatif.ReplayReport;

/**
 * Replays a recorded day for the daily report's What if section: the day's policy in force against the console's
 * default pair and the papers' pair (similarity + REM). The start-up wiring implements it with the simulator and the
 * settings in force, which this layer knows neither of.
 */
public interface DayReplays {
    /**
     * The replay of {@code day}. Blocking (it reads the history and simulates a day), so never on the FX thread.
     *
     * @param cancelled asked often; when it answers {@code true} the replay stops
     * @throws java.util.concurrent.CancellationException when {@code cancelled} said so
     * @throws ReportException                            with one sentence when the day cannot be replayed (no
     *                                                    sessions, a policy the simulator does not replay)
     */
    ReplayReport replay(ReportDay day, BooleanSupplier cancelled);
}
