package org.voddesk.control.state;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.voddesk.control.api.CommandResult;
import org.voddesk.store.StoreException;

class CommandRunnerTest {
    private final ScheduledExecutorService loop = new ScheduledThreadPoolExecutor(1);
    private final ExecutorService work = Executors.newSingleThreadExecutor();
    private final LoopMarker marker = new LoopMarker();
    private final CommandRunner runner = new CommandRunner(loop, marker, work);

    @AfterEach
    void stop() {
        loop.shutdownNow();
        work.shutdownNow();
    }

    @Test
    void anInternalErrorBecomesAFailedResultWithoutItsText() {
        CompletableFuture<CommandResult<String>> f = runner.loopAsync("doing a thing", () -> {
            throw new IllegalStateException("secret internals");
        });

        CommandResult<String> r = f.join();
        assertThat(f).isCompleted().isNotCompletedExceptionally();
        assertThat(r.ok()).isFalse();
        assertThat(r.message()).isEqualTo("Internal error while doing a thing (see the log).");
    }

    @Test
    void anErrorThrownOnTheWorkExecutorStillCompletesTheFuture() {
        CompletableFuture<CommandResult<String>> f = runner.workAsync("hashing", () -> {
            throw new AssertionError("boom");
        });

        assertThat(f.join().message()).isEqualTo("Internal error while hashing (see the log).");
        assertThat(f).isNotCompletedExceptionally();
    }

    @Test
    void onTheLoopThreadACommandRunsAtOnce() {
        CommandResult<Boolean> r = runner.onLoop("outer", () -> runner.onLoop("inner",
                () -> CommandResult.ok("ran", marker.onLoop())));

        assertThat(r.value()).isTrue();
    }

    @Test
    void aShutDownLoopGivesAFailedResult() {
        loop.shutdown();

        CommandResult<String> r = runner.onLoop("stopping", () -> CommandResult.ok("ran", "x"));

        assertThat(r.ok()).isFalse();
        assertThat(r.message()).contains("shutting down");
    }

    @Test
    void aDatabaseErrorsTextIsNotInTheMessage() {
        CompletableFuture<CommandResult<String>> f = runner.loopAsync("listing users", () -> {
            throw new StoreException("could not read users: [SQLITE_IOERR] disk I/O error");
        });

        CommandResult<String> r = f.join();
        assertThat(r.ok()).isFalse();
        assertThat(r.message()).startsWith("The database failed while listing users").doesNotContain("SQLITE");
    }

    @Test
    void aNodesAnswerIsRecordedOnTheLoopAndTheLoopIsFreeMeanwhile() throws Exception {
        CompletableFuture<String> node = new CompletableFuture<>();
        CompletableFuture<CommandResult<Boolean>> command = runner.loopCompose("moving",
                () -> runner.afterCall(node, answer -> CommandResult.ok(answer, marker.onLoop())));

        CommandResult<String> other = runner.onLoop("another command", () -> CommandResult.ok("ran", "x"));
        assertThat(other.ok()).as("the loop is free while the node has not answered").isTrue();
        assertThat(command).isNotDone();
        node.complete("moved");

        assertThat(command.get(30, java.util.concurrent.TimeUnit.SECONDS).value()).as("recorded on the loop").isTrue();
        assertThat(command.join().message()).isEqualTo("moved");
    }

    @Test
    void settledWaitsForTheCallsThatARecordedAnswerBegins() throws Exception {
        CompletableFuture<String> first = new CompletableFuture<>();
        CompletableFuture<String> second = new CompletableFuture<>();
        CompletableFuture<String> chain = runner.loopCompose("a plan", () -> runner.afterCall(first, a -> a)
                .thenCompose(a -> runner.afterCall(second, b -> a + b)).thenApply(ab -> CommandResult.ok(ab, ab)))
                .thenApply(CommandResult::value);
        runner.onLoop("the plan started", () -> CommandResult.ok("", "")); // the chain's first phase ran

        CompletableFuture<Void> settled = runner.settledAsync();
        first.complete("a");
        runner.onLoop("the first answer recorded", () -> CommandResult.ok("", ""));

        assertThat(settled).as("the second move is in flight").isNotDone();
        second.complete("b");
        settled.get(30, java.util.concurrent.TimeUnit.SECONDS);
        assertThat(chain).isCompletedWithValue("ab");
    }

    @Test
    void onTheLoopThreadACallWaitsForItsNodeThere() {
        CommandResult<Boolean> r = runner.onLoop("outer", () -> runner.loopCompose("a move",
                () -> runner.afterCall(CompletableFuture.supplyAsync(() -> "moved", work),
                        answer -> CommandResult.ok(answer, marker.onLoop()))).join());

        assertThat(r.value()).isTrue();
        assertThat(r.message()).isEqualTo("moved");
    }
}
