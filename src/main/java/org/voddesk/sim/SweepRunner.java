package org.voddesk.sim;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.Executor;

/**
 * Runs every (policy, load, run) of a sweep on an injected executor and summarises them per (policy, load).
 * Each run is self-contained and seeded by {@link RunSeeds}, so the result does not depend on how many threads
 * the executor has or in which order the runs finish.
 */
public final class SweepRunner {
    private final Executor executor;

    public SweepRunner(Executor executor) {
        if (executor == null) {
            throw new IllegalArgumentException("an executor is required");
        }
        this.executor = executor;
    }

    /** Runs the sweep; rows come in the order policies x loads of the request. */
    public List<ResultRow> run(SweepRequest request) {
        List<List<CompletableFuture<RunResult>>> cells = new ArrayList<>();
        for (String policy : request.policies()) {
            for (double load : request.loads()) {
                List<CompletableFuture<RunResult>> runs = new ArrayList<>();
                for (int i = 0; i < request.runs(); i++) {
                    RunSpec spec = new RunSpec(policy, load, i, RunSeeds.of(request.seed(), load, i), request.options());
                    runs.add(CompletableFuture.supplyAsync(() -> request.scenario().run(spec), executor));
                }
                cells.add(runs);
            }
        }
        List<ResultRow> rows = new ArrayList<>();
        int cell = 0;
        for (String policy : request.policies()) {
            for (double load : request.loads()) {
                List<RunResult> results = new ArrayList<>();
                for (CompletableFuture<RunResult> f : cells.get(cell)) {
                    results.add(join(f));
                }
                rows.add(ResultRow.of(request.scenario().name(), policy, load, results));
                cell++;
            }
        }
        return rows;
    }

    private static RunResult join(CompletableFuture<RunResult> future) {
        try {
            return future.join();
        } catch (CompletionException e) {
            if (e.getCause() instanceof RuntimeException re) {
                throw re;
            }
            throw e;
        }
    }
}
