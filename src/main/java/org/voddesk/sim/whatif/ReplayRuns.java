package org.voddesk.sim.whatif;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import org.voddesk.core.whatif.ReplayPolicy;
import org.voddesk.core.whatif.ReplayProgress;
import org.voddesk.core.whatif.ReplayRequest;
import org.voddesk.sim.RunSeeds;

/**
 * Runs every (policy, run) of a replay request, one after another on the calling thread, or on an executor with the
 * calling thread watching: it asks for cancellation and tells the progress, so both happen on the caller's thread
 * either way. Run {@code k} of every policy has the same seed (common random numbers).
 */
final class ReplayRuns {
    /** How often the watching thread asks for cancellation and tells the progress, ms. */
    static final long WATCH_EVERY_MS = 100;

    private final ReplayRequest request;
    private final ReplayModel model;
    private final List<ReplayPolicy> policies;
    private final Job[] jobs;
    private volatile boolean stop;

    ReplayRuns(ReplayRequest request, ReplayModel model) {
        this.request = request;
        this.model = model;
        this.policies = request.replayed();
        this.jobs = new Job[policies.size() * request.runs()];
        for (int i = 0; i < jobs.length; i++) {
            jobs[i] = new Job(i / request.runs(), i % request.runs());
        }
    }

    /** One run of one policy, with how far through the day it is. */
    private final class Job {
        final int policy;
        final int run;
        volatile double dayDone;

        Job(int policy, int run) {
            this.policy = policy;
            this.run = run;
        }

        RunOutcome run(BooleanSupplier cancelled, Runnable told) {
            return new DayReplay(request.trace(), PolicyNames.setup(policies.get(policy)), request.times(), model,
                    RunSeeds.of(request.seed(), 0, run), cancelled, f -> {
                        dayDone = f;
                        told.run();
                    }).run();
        }
    }

    /** The outcomes of every policy's runs, by policy in {@link ReplayRequest#replayed()} order, then run. */
    List<List<RunOutcome>> runHere(Consumer<ReplayProgress> progress, BooleanSupplier cancelled) {
        RunOutcome[] outcomes = new RunOutcome[jobs.length];
        for (int i = 0; i < jobs.length; i++) {
            Job job = jobs[i];
            progress.accept(progress(job));
            outcomes[i] = job.run(cancelled, () -> progress.accept(progress(job)));
            job.dayDone = 1;
        }
        return byPolicy(outcomes);
    }

    /** As {@link #runHere}, the runs on {@code executor} and the calling thread watching them. */
    List<List<RunOutcome>> runOn(Executor executor, Consumer<ReplayProgress> progress, BooleanSupplier cancelled) {
        List<CompletableFuture<RunOutcome>> futures = new ArrayList<>();
        for (Job job : jobs) {
            futures.add(CompletableFuture.supplyAsync(() -> {
                RunOutcome outcome = job.run(() -> stop, () -> { });
                job.dayDone = 1;
                return outcome;
            }, executor));
        }
        CompletableFuture<Void> all = CompletableFuture.allOf(futures.toArray(CompletableFuture[]::new));
        try {
            while (true) {
                if (cancelled.getAsBoolean()) {
                    stop = true;
                }
                progress.accept(progress(firstUnfinished()));
                try {
                    all.get(WATCH_EVERY_MS, TimeUnit.MILLISECONDS);
                    break;
                } catch (TimeoutException e) {
                    // still running: ask and tell again
                }
            }
        } catch (InterruptedException e) {
            stop = true;
            Thread.currentThread().interrupt();
            throw new CancellationException("interrupted while replaying");
        } catch (ExecutionException e) {
            stop = true;
            Throwable cause = e.getCause() instanceof CompletionException c ? c.getCause() : e.getCause();
            if (cause instanceof RuntimeException r) {
                throw r;
            }
            throw new IllegalStateException("a replay run failed", cause);
        }
        RunOutcome[] outcomes = new RunOutcome[jobs.length];
        for (int i = 0; i < jobs.length; i++) {
            outcomes[i] = futures.get(i).join();
        }
        return byPolicy(outcomes);
    }

    private Job firstUnfinished() {
        for (Job j : jobs) {
            if (j.dayDone < 1) {
                return j;
            }
        }
        return jobs[jobs.length - 1];
    }

    /** The progress of the whole replay, named after {@code job}. */
    private ReplayProgress progress(Job job) {
        double done = 0;
        for (Job j : jobs) {
            done += j.dayDone;
        }
        ReplayProgress.Stage stage = job.policy == 0 ? ReplayProgress.Stage.CALIBRATING
                : ReplayProgress.Stage.REPLAYING;
        return new ReplayProgress(Math.min(1, done / jobs.length), stage, policies.get(job.policy), job.run + 1,
                request.runs());
    }

    private List<List<RunOutcome>> byPolicy(RunOutcome[] outcomes) {
        List<List<RunOutcome>> result = new ArrayList<>();
        for (int p = 0; p < policies.size(); p++) {
            result.add(List.of(outcomes).subList(p * request.runs(), (p + 1) * request.runs()));
        }
        return result;
    }
}
