package org.voddesk.control.state;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.voddesk.control.api.CommandResult;
import org.voddesk.store.StoreException;

/**
 * How {@code Control} and its facets run a command without blocking their caller: on the loop thread
 * ({@link #loopAsync}: queued behind the loop's tasks; at once when already there) or on the work executor
 * ({@link #workAsync}: reads through the store's reader, password hashing, a probe's SSH session). The future is
 * completed on that thread, never exceptionally: a database or internal error becomes a failed
 * {@link CommandResult} (the internal text is logged, not shown). The blocking forms ({@link #onLoop},
 * {@link #await}) are joins on them, for the command line and tests.
 */
public final class CommandRunner {
    private static final Logger LOG = LoggerFactory.getLogger(CommandRunner.class);
    private static final String SHUTTING_DOWN = "The console is shutting down; nothing was done.";

    private final ScheduledExecutorService loopExecutor;
    private final LoopMarker marker;
    private final Executor work;
    /** Loop thread only: commands running at once on the loop thread, whose node calls wait there. */
    private int inline;
    /** Loop thread only: {@link #afterCall}s whose {@code then} has not run yet, and who waits for none to be left. */
    private int outstanding;
    private final List<CompletableFuture<Void>> settling = new ArrayList<>();

    /** @param work runs what must not hold the loop thread nor the caller's (reads, hashing, probes) */
    public CommandRunner(ScheduledExecutorService loopExecutor, LoopMarker marker, Executor work) {
        this.loopExecutor = loopExecutor;
        this.marker = marker;
        this.work = work;
    }

    /** Whether the current thread is this loop's (a blocking command that connects over SSH refuses to run there). */
    public boolean onLoopThread() {
        return marker.onLoop();
    }

    /** Runs {@code body} on the loop thread (at once when already there); the future never completes exceptionally. */
    public <T> CompletableFuture<CommandResult<T>> loopAsync(String what, Supplier<CommandResult<T>> body) {
        if (marker.onLoop()) {
            return CompletableFuture.completedFuture(guarded(what, body));
        }
        return submit(loopExecutor, what, () -> marker.call(() -> guarded(what, body)));
    }

    /** Runs {@code body} on the work executor; the future never completes exceptionally. */
    public <T> CompletableFuture<CommandResult<T>> workAsync(String what, Supplier<CommandResult<T>> body) {
        return submit(work, what, () -> guarded(what, body));
    }

    /**
     * A command that calls a node: {@code prepare} on the loop (checks, placement, reserve, write the intent), then
     * {@code call} off it (the SSH command on the client's command pool), then on the loop {@code release} (what
     * prepare reserved) and {@code finish} (record, publish, raise events), which may ask for another call (a start
     * retried on another node). So the loop thread never waits for a node. Called on the loop thread itself, it runs
     * there at once, waiting for the node (a listener on a same-thread executor). Never completes exceptionally.
     *
     * @param <P> what a call needs (the node, the session)
     * @param <R> what the node answered
     */
    public <P, R, T> CompletableFuture<CommandResult<T>> remote(String what, Supplier<Step<P, T>> prepare,
                                                                Function<P, CompletableFuture<R>> call,
                                                                Consumer<P> release,
                                                                BiFunction<P, R, Step<P, T>> finish) {
        Remote<P, R, T> r = new Remote<>(what, call, release, finish);
        if (marker.onLoop()) {
            return CompletableFuture.completedFuture(r.here(step(what, prepare)));
        }
        stepOnLoop(what, prepare).thenAccept(r::next);
        return r.out;
    }

    /**
     * A command whose later phases call nodes ({@link #afterCall}): {@code body} runs on the loop as in
     * {@link #loopAsync} and returns the future of its result. Called on the loop thread itself, it runs there at
     * once and every call waits for its node there (a listener on a same-thread executor). Never exceptionally.
     */
    public <T> CompletableFuture<CommandResult<T>> loopCompose(String what,
                                                               Supplier<CompletableFuture<CommandResult<T>>> body) {
        if (marker.onLoop()) {
            return waitingHere(() -> composed(what, body));
        }
        CompletableFuture<CompletableFuture<CommandResult<T>>> first = new CompletableFuture<>();
        try {
            loopExecutor.execute(() -> first.complete(marker.call(() -> composed(what, body))));
        } catch (RejectedExecutionException e) {
            return CompletableFuture.completedFuture(CommandResult.failed(SHUTTING_DOWN));
        }
        return first.thenCompose(f -> f);
    }

    /**
     * Runs {@code body} here (on the loop thread) with every node call in it waiting for its node here
     * ({@link #afterCall} at once): a {@link #loopCompose} called on the loop thread itself.
     */
    private <T> T waitingHere(Supplier<T> body) {
        inline++;
        try {
            return body.get();
        } finally {
            inline--;
        }
    }

    private <T> CompletableFuture<CommandResult<T>> composed(String what,
                                                            Supplier<CompletableFuture<CommandResult<T>>> body) {
        CompletableFuture<CommandResult<T>> f;
        try {
            f = body.get();
        } catch (RuntimeException e) {
            return CompletableFuture.completedFuture(guarded(what, () -> {
                throw e;
            }));
        }
        return f.handle((r, e) -> {
            if (e == null) {
                return r;
            }
            Throwable cause = e instanceof java.util.concurrent.CompletionException && e.getCause() != null
                    ? e.getCause() : e;
            return cause instanceof RuntimeException re ? guarded(what, () -> {
                throw re;
            }) : CommandResult.<T>failed(SHUTTING_DOWN);
        });
    }

    /**
     * The loop phase after a node's answer: {@code then} runs on the loop thread once {@code call} (the SSH call,
     * on the command pool) completes, queued behind the loop's tasks, so the loop never waits for the node. Inside
     * a command that runs at once on the loop thread ({@link #loopCompose}) it waits for the node there instead.
     * Must be called on the loop thread; the future completes exceptionally only if {@code then} throws or the loop
     * has shut down.
     */
    public <R, T> CompletableFuture<T> afterCall(CompletableFuture<R> call, Function<R, T> then) {
        if (inline > 0) {
            try {
                return CompletableFuture.completedFuture(then.apply(call.join()));
            } catch (RuntimeException e) {
                return CompletableFuture.failedFuture(e);
            }
        }
        return queued(call, then);
    }

    /**
     * {@code then} on the loop thread as a later loop task once {@code event} completes (an event the loop itself
     * completes, such as {@link LoopState#whenAnswered}: never waited for here); counted by {@link #settledAsync}.
     * Must be called on the loop thread. Inside a command running at once on the loop thread, an event that has
     * happened already is followed at once.
     */
    public <R, T> CompletableFuture<T> afterLoopEvent(CompletableFuture<R> event, Function<R, T> then) {
        if (inline > 0 && event.isDone()) {
            return afterCall(event, then);
        }
        return queued(event, then);
    }

    private <R, T> CompletableFuture<T> queued(CompletableFuture<R> call, Function<R, T> then) {
        outstanding++;
        CompletableFuture<T> out = new CompletableFuture<>();
        Executor onLoop = task -> {
            try {
                loopExecutor.execute(task);
            } catch (RejectedExecutionException e) {
                out.completeExceptionally(e);
            }
        };
        call.whenCompleteAsync((answer, error) -> marker.run(() -> {
            try {
                if (error != null) {
                    out.completeExceptionally(error);
                } else {
                    out.complete(then.apply(answer)); // what depends on it (a plan's next move) runs here
                }
            } catch (RuntimeException e) {
                out.completeExceptionally(e);
            } finally {
                answered();
            }
        }), onLoop);
        return out;
    }

    /** Loop thread: an {@link #afterCall} ran; when none is left, whoever waits for that is told. */
    private void answered() {
        outstanding--;
        if (outstanding == 0 && !settling.isEmpty()) {
            List<CompletableFuture<Void>> waiting = List.copyOf(settling);
            settling.clear();
            waiting.forEach(f -> f.complete(null));
        }
    }

    /**
     * Completes (on the loop thread) once no node call begun by {@link #afterCall} is left unrecorded, including
     * those begun by the recorded ones (a plan's next move): for a caller that must see what the moves and stale
     * stops of a round did (tests, a clean stop).
     */
    public CompletableFuture<Void> settledAsync() {
        CompletableFuture<Void> f = new CompletableFuture<>();
        try {
            loopExecutor.execute(() -> {
                if (outstanding == 0) {
                    f.complete(null);
                } else {
                    settling.add(f);
                }
            });
        } catch (RejectedExecutionException e) {
            f.complete(null);
        }
        return f;
    }

    private final class Remote<P, R, T> {
        final CompletableFuture<CommandResult<T>> out = new CompletableFuture<>();
        final String what;
        final Function<P, CompletableFuture<R>> call;
        final Consumer<P> release;
        final BiFunction<P, R, Step<P, T>> finish;

        Remote(String what, Function<P, CompletableFuture<R>> call, Consumer<P> release,
               BiFunction<P, R, Step<P, T>> finish) {
            this.what = what;
            this.call = call;
            this.release = release;
            this.finish = finish;
        }

        void next(Step<P, T> step) {
            if (step.waitFor() != null) {
                step.waitFor().handle((v, e) -> null).thenCompose(v -> stepOnLoop(what, step.then()))
                        .thenAccept(this::next);
                return;
            }
            if (step.result() != null) {
                out.complete(step.result());
                return;
            }
            P p = step.call();
            start(p).handle((answer, error) -> stepOnLoop(what, () -> finished(p, answer, error)))
                    .thenCompose(f -> f).thenAccept(this::next);
        }

        /** On the loop thread: every call waits for its node here. */
        CommandResult<T> here(Step<P, T> step) {
            while (step.result() == null) {
                P p = step.call();
                R answer = null;
                Throwable error = null;
                try {
                    answer = start(p).join();
                } catch (RuntimeException e) {
                    error = e;
                }
                R a = answer;
                Throwable e = error;
                step = step(what, () -> finished(p, a, e));
            }
            return step.result();
        }

        private CompletableFuture<R> start(P p) {
            try {
                return call.apply(p);
            } catch (RuntimeException e) {
                return CompletableFuture.failedFuture(e);
            }
        }

        private Step<P, T> finished(P p, R answer, Throwable error) {
            release.accept(p);
            if (error != null) {
                LOG.error("internal error while {} (calling the node)", what, error);
                return Step.done(internalError(what));
            }
            return finish.apply(p, answer);
        }
    }

    private <P, T> CompletableFuture<Step<P, T>> stepOnLoop(String what, Supplier<Step<P, T>> body) {
        CompletableFuture<Step<P, T>> f = new CompletableFuture<>();
        try {
            loopExecutor.execute(() -> {
                try {
                    f.complete(marker.call(() -> step(what, body)));
                } catch (Throwable e) { // an Error too: the caller's future must complete
                    LOG.error("internal error while {}", what, e);
                    f.complete(Step.done(internalError(what)));
                }
            });
        } catch (RejectedExecutionException e) {
            f.complete(Step.done(CommandResult.failed(SHUTTING_DOWN)));
        }
        return f;
    }

    private static <P, T> Step<P, T> step(String what, Supplier<Step<P, T>> body) {
        CommandResult<Step<P, T>> r = guarded(what, () -> CommandResult.ok("step", body.get()));
        return r.ok() ? r.value() : Step.done(CommandResult.failed(r.message()));
    }

    /**
     * {@code task} on the work executor, as the call of a {@link #remote} command (password hashing): completes
     * exceptionally if it throws, which {@link #remote} turns into a failed result.
     */
    public <R> CompletableFuture<R> offLoop(Supplier<R> task) {
        return offLoopAfter(0, task);
    }

    /**
     * {@link #offLoop}, started {@code delayMs} of real time from now (a throttled login's wait): no thread is held
     * while it waits.
     */
    public <R> CompletableFuture<R> offLoopAfter(long delayMs, Supplier<R> task) {
        Executor on = delayMs <= 0 ? work : CompletableFuture.delayedExecutor(delayMs, TimeUnit.MILLISECONDS, work);
        try {
            return CompletableFuture.supplyAsync(task, on);
        } catch (RejectedExecutionException e) {
            return CompletableFuture.failedFuture(e);
        }
    }

    /** The blocking form of {@link #loopAsync}: a join on it. */
    public <T> CommandResult<T> onLoop(String what, Supplier<CommandResult<T>> body) {
        return CommandResult.await(what, loopAsync(what, body));
    }

    private static <T> CompletableFuture<CommandResult<T>> submit(Executor on, String what,
                                                                  Supplier<CommandResult<T>> task) {
        CompletableFuture<CommandResult<T>> f = new CompletableFuture<>();
        try {
            on.execute(() -> {
                try {
                    f.complete(task.get());
                } catch (Throwable e) { // an Error too: the caller's future must complete
                    LOG.error("internal error while {}", what, e);
                    f.complete(internalError(what));
                }
            });
        } catch (RejectedExecutionException e) {
            f.complete(CommandResult.failed(SHUTTING_DOWN));
        }
        return f;
    }

    /** Runs {@code body} here; a database or internal error becomes a failed result. */
    public static <T> CommandResult<T> guarded(String what, Supplier<CommandResult<T>> body) {
        try {
            return body.get();
        } catch (StoreException e) {
            LOG.error("database error while {}", what, e);
            return CommandResult.failed("The database failed while " + what + "; try again, and if it persists see"
                    + " the log.");
        } catch (RuntimeException e) {
            LOG.error("internal error while {}", what, e);
            return internalError(what);
        }
    }

    private static <T> CommandResult<T> internalError(String what) {
        return CommandResult.internalError(what);
    }
}
