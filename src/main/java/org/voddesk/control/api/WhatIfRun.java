package org.voddesk.control.api;

import java.util.concurrent.CompletableFuture;
import org.voddesk.core.whatif.ReplayReport;

/** One what-if run started by {@link WhatIfRuns#start}: its outcome to come, and a way to stop it. */
public interface WhatIfRun {
    /**
     * The run's outcome: ok with the report (the calibration, one row per policy with the recorded day first, and
     * {@code lambda} over the day per row), or failed with one sentence: a refusal (not a supervisor, a day without
     * sessions, an unknown policy), the cancel's words ({@link WhatIfRuns#CANCELLED}), or an error. Any thread;
     * returns at once; the future completes off the caller's thread and never exceptionally. Role: the supervisor
     * who started it.
     */
    CompletableFuture<CommandResult<ReplayReport>> result();

    /**
     * Stops the run: a run still waiting does not start, a replay under way stops at its next check (within a
     * simulated minute), and the outcome is failed with {@link WhatIfRuns#CANCELLED}'s words; nothing of the run is
     * kept. Over the wire it cancels the call, which stops the run on the server. Any thread; returns at once; never
     * fails (a run that has ended ignores it). Role: the supervisor who started it.
     */
    void cancel();
}
