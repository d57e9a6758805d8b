package org.voddesk.control.api;

import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;
import org.voddesk.core.whatif.ReplayProgress;

/**
 * The Reports screen's what if, from {@link Control#whatIf()}: a supervisor replays a recorded day of this control
 * room's history in the simulator under other policy pairs, calibrated first against what really happened (the
 * {@code core.whatif} report). The day is read from the history read-only and replayed off the control loop, so a
 * run of minutes never holds a command or a poll round.
 */
public interface WhatIfRuns {
    /**
     * The words of a cancelled run's outcome ({@link java.text.MessageFormat} pattern: {@code {0}} the day), the same
     * in process and over the wire.
     */
    String CANCELLED = "The what-if run of {0} was cancelled; nothing of it was kept.";

    /**
     * The policies a supervisor may pick, and the comparison run when none is picked. Any thread; returns at once.
     * Never completes exceptionally: a refusal (an operator, audited {@code whatif.run.refused}), a console that
     * offers no what-if, or an error is a failed result whose message says why. Role: an enabled supervisor.
     */
    CompletableFuture<CommandResult<WhatIfChoices>> choicesAsync(Principal by);

    /**
     * {@link #choicesAsync}, joined: blocks the caller until it completes, so never on the FX thread. Same result
     * and role.
     */
    default CommandResult<WhatIfChoices> choices(Principal by) {
        return CommandResult.await("reading the what-if choices", choicesAsync(by));
    }

    /**
     * Starts a what-if run of {@code ask}: the role is checked now (an operator is refused in the control's words,
     * audited {@code whatif.run.refused}, and nothing runs); then the day is read from the history and replayed
     * under the policy in force and each policy asked, on a thread of the control's own, never the caller's nor the
     * control loop's. {@code progress} is told how far the run has come, in order, on that thread (a screen hops to
     * its own); the last it hears precedes the outcome. Any thread; returns at once. Never throws: the outcome
     * ({@link WhatIfRun#result}) is failed with one sentence for a refusal, a day without sessions, an unknown
     * policy, a cancel, or an error. Role: an enabled supervisor.
     *
     * @param progress told of the progress; {@code null} for none
     */
    WhatIfRun start(Principal by, WhatIfAsk ask, Consumer<ReplayProgress> progress);
}
