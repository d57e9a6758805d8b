package org.voddesk.control.local;

import java.text.MessageFormat;
import java.time.Clock;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.voddesk.control.admin.Roles;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.ControlSettings;
import org.voddesk.control.api.Principal;
import org.voddesk.control.api.WhatIfAsk;
import org.voddesk.control.api.WhatIfChoices;
import org.voddesk.control.api.WhatIfRun;
import org.voddesk.control.api.WhatIfRuns;
import org.voddesk.control.state.Audit;
import org.voddesk.control.state.CommandRunner;
import org.voddesk.control.state.LiveSettings;
import org.voddesk.core.whatif.DayWindow;
import org.voddesk.core.whatif.ReplayPolicy;
import org.voddesk.core.whatif.ReplayProgress;
import org.voddesk.core.whatif.ReplayReport;
import org.voddesk.core.whatif.ReplayRequest;
import org.voddesk.core.whatif.Replayer;

/**
 * The in-process {@link WhatIfRuns}: a supervisor's role is checked on the loop (an operator's refusal audited
 * {@code whatif.run.refused}), then the day is read from the history and replayed on the executor the wiring offered
 * with the simulator ({@link #offer}), never on the loop. Until the wiring offers one (a one-shot command's control),
 * every run is refused saying so.
 */
public final class LocalWhatIfRuns implements WhatIfRuns {
    /** What a console without the simulator answers. */
    static final String NOT_OFFERED = "This console runs no what-if: it was started without the simulator.";
    private static final Logger LOG = LoggerFactory.getLogger(LocalWhatIfRuns.class);

    /** The simulator and the thread it runs on, as the wiring offered them. */
    private record Offered(WhatIfDays days, Executor runs) {
    }

    private final Clock clock;
    private final Roles roles;
    private final Audit audit;
    private final CommandRunner runner;
    private final LiveSettings settings;
    private volatile Offered offered;

    LocalWhatIfRuns(Clock clock, Roles roles, Audit audit, CommandRunner runner, LiveSettings settings) {
        this.clock = clock;
        this.roles = roles;
        this.audit = audit;
        this.runner = runner;
        this.settings = settings;
    }

    /**
     * Offers what-if runs with {@code days} (the history's reader and the simulator), replayed on {@code runs} (a
     * thread of their own: a replay is CPU work of seconds to minutes); closing the result withdraws them. Any
     * thread; returns at once. Wiring only.
     */
    public AutoCloseable offer(WhatIfDays days, Executor runs) {
        if (days == null || runs == null) {
            throw new IllegalArgumentException("a what-if needs its days and an executor to run on");
        }
        Offered o = new Offered(days, runs);
        offered = o;
        return () -> {
            if (offered == o) {
                offered = null;
            }
        };
    }

    @Override
    public CompletableFuture<CommandResult<WhatIfChoices>> choicesAsync(Principal by) {
        return runner.loopAsync("reading the what-if choices", () -> {
            String refused = refusal(by, "the what-if choices");
            if (refused != null) {
                return CommandResult.failed(refused);
            }
            Offered o = offered;
            if (o == null) {
                return CommandResult.failed(NOT_OFFERED);
            }
            Replayer r = o.days().replayer();
            ControlSettings now = settings.get();
            ReplayPolicy inForce = new ReplayPolicy(now.placementPolicy(), now.migrationPlanner());
            return CommandResult.ok("What-if choices.", new WhatIfChoices(r.placementNames(), r.plannerNames(),
                    inForce, r.standardComparison(inForce)));
        });
    }

    @Override
    public WhatIfRun start(Principal by, WhatIfAsk ask, Consumer<ReplayProgress> progress) {
        LocalRun run = new LocalRun();
        if (ask == null) {
            run.result.complete(CommandResult.failed("No day given; nothing was run."));
            return run;
        }
        Consumer<ReplayProgress> told = progress == null ? p -> { } : progress;
        runner.loopAsync("checking a what-if run", () -> {
            String refused = refusal(by, ask.day().toString());
            return refused == null ? CommandResult.ok("Allowed.", settings.get()) : CommandResult
                    .<ControlSettings>failed(refused);
        }).thenAccept(allowed -> {
            if (!allowed.ok()) {
                run.result.complete(CommandResult.failed(allowed.message()));
            } else {
                replayLater(run, ask, allowed.value(), told);
            }
        });
        return run;
    }

    /** Why {@code by} may not run a what-if now, audited; or {@code null}. */
    private String refusal(Principal by, String subject) {
        String why = roles.why(by, true);
        if (why == null) {
            return null;
        }
        audit.log(clock.millis(), roles.actor(by), roles.desk(by), "whatif.run.refused", subject, why);
        return "Only a supervisor may run a what-if (" + why + "). Nothing was run.";
    }

    /** Hands the run to the offered executor; a console without one, or one closing, refuses it. */
    private void replayLater(LocalRun run, WhatIfAsk ask, ControlSettings inForce, Consumer<ReplayProgress> told) {
        Offered o = offered;
        if (o == null) {
            run.result.complete(CommandResult.failed(NOT_OFFERED));
            return;
        }
        try {
            o.runs().execute(() -> run.result.complete(replay(o.days(), run, ask, inForce, told)));
        } catch (RejectedExecutionException e) {
            run.result.complete(CommandResult.failed("The console is closing; the what-if did not run."));
        }
    }

    /** The run itself, on the offered executor: reads the day, replays it, and words what went wrong. */
    private static CommandResult<ReplayReport> replay(WhatIfDays days, LocalRun run, WhatIfAsk ask,
                                                      ControlSettings inForce, Consumer<ReplayProgress> told) {
        String cancelled = MessageFormat.format(CANCELLED, ask.day().toString());
        if (run.cancelled.get()) {
            return CommandResult.failed(cancelled);
        }
        return CommandRunner.guarded("running a what-if", () -> {
            try {
                long started = System.nanoTime();
                ReplayRequest request = days.request(DayWindow.of(ask.day(), ask.zone()), inForce, ask.policies(),
                        ask.runs(), ask.seed());
                ReplayReport report = days.replayer().replay(request, told, run.cancelled::get);
                long ms = (System.nanoTime() - started) / 1_000_000;
                LOG.info("what-if of {} ({}): {} policies x {} runs in {} ms", ask.day(), ask.zone(),
                        request.replayed().size(), ask.runs(), ms);
                return CommandResult.ok(MessageFormat.format(REPLAYED, ask.day().toString(), report.rows().size() - 1),
                        report);
            } catch (CancellationException e) {
                return CommandResult.failed(cancelled);
            } catch (WhatIfDays.Refused | IllegalArgumentException e) {
                return CommandResult.failed(e.getMessage());
            }
        });
    }

    /** The words of a run done ({@code {0}} the day, {@code {1}} the policies replayed). */
    static final String REPLAYED = "{0} replayed under {1,number,integer} {1,choice,1#policy|1<policies}.";

    /** One run in process: its outcome and the flag its replay checks. */
    private static final class LocalRun implements WhatIfRun {
        private final CompletableFuture<CommandResult<ReplayReport>> result = new CompletableFuture<>();
        private final AtomicBoolean cancelled = new AtomicBoolean();

        @Override
        public CompletableFuture<CommandResult<ReplayReport>> result() {
            return result;
        }

        @Override
        public void cancel() {
            cancelled.set(true);
        }
    }
}
