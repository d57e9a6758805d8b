package org.voddesk.ui.common;

import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.slf4j.LoggerFactory;

/**
 * The UI's background work: named daemon threads that log what escapes, failures that reach the screen through
 * {@code then}'s failure branch, and the joining form the view-model tests use. The "UI thread" here is a queue the
 * test drains, so each test sees exactly what was handed to it.
 */
class FxHopTest {
    private final BlockingQueue<Runnable> ui = new LinkedBlockingQueue<>();
    private final FxHop hop = FxHop.on(ui::add, 1);
    private final Logger log = (Logger) LoggerFactory.getLogger(FxHop.class);
    private final ListAppender<ILoggingEvent> logged = new ListAppender<>();

    @BeforeEach
    void listen() {
        logged.start();
        log.addAppender(logged);
    }

    @AfterEach
    void close() {
        log.detachAppender(logged);
        hop.close();
    }

    /** Runs the next action handed to the UI thread. */
    private void nextOnUi() throws InterruptedException {
        Runnable action = ui.poll(5, TimeUnit.SECONDS);
        assertThat(action).as("an action for the UI thread").isNotNull();
        action.run();
    }

    /** An expected answer (a server's key not known yet), which its screen tells the user. */
    private static final class Question extends Exception implements ToldFailure {
        Question() {
            super("unknown server key for 127.0.0.1:7443: SHA256:abc");
        }
    }

    @Test
    void anExpectedAnswerIsLoggedAsOneInfoLineAndStillReachesTheScreen() throws Exception {
        List<Throwable> failed = new ArrayList<>();
        Level was = log.getLevel();
        log.setLevel(Level.INFO);

        hop.then(hop.background("opening the console", () -> {
            throw new Question();
        }), v -> { }, failed::add);
        nextOnUi();
        log.setLevel(was);

        assertThat(failed).singleElement().isInstanceOf(Question.class);
        assertThat(logged.list).singleElement().satisfies(e -> {
            assertThat(e.getLevel()).isEqualTo(Level.INFO);
            assertThat(e.getFormattedMessage()).isEqualTo("opening the console: unknown server key for"
                    + " 127.0.0.1:7443: SHA256:abc");
            assertThat(e.getThrowableProxy()).isNull();
        });
    }

    @Test
    void backgroundWorkRunsOnANamedDaemonThread() throws Exception {
        Thread worker = hop.background("naming", Thread::currentThread).get(5, TimeUnit.SECONDS);

        assertThat(worker.getName()).startsWith("voddesk-ui-task-");
        assertThat(worker.isDaemon()).isTrue();
    }

    @Test
    void anExceptionEscapingOnABackgroundThreadIsLogged() throws Exception {
        Thread worker = hop.background("naming", Thread::currentThread).get(5, TimeUnit.SECONDS);

        worker.getUncaughtExceptionHandler().uncaughtException(worker, new IllegalStateException("escaped"));

        assertThat(logged.list).anySatisfy(e -> {
            assertThat(e.getLevel()).isEqualTo(Level.ERROR);
            assertThat(e.getFormattedMessage()).contains(worker.getName());
            assertThat(e.getThrowableProxy().getMessage()).isEqualTo("escaped");
        });
    }

    @Test
    void aFailureInBackgroundWorkIsLoggedAndReachesTheScreenOnTheUiThread() throws Exception {
        List<Throwable> failed = new ArrayList<>();
        List<Object> done = new ArrayList<>();

        hop.then(hop.background("writing the report", () -> {
            throw new IllegalStateException("disk full");
        }), done::add, failed::add);
        nextOnUi();

        assertThat(done).isEmpty();
        assertThat(failed).singleElement().satisfies(e -> assertThat(e).isInstanceOf(IllegalStateException.class)
                .hasMessage("disk full"));
        assertThat(logged.list).anySatisfy(e -> {
            assertThat(e.getLevel()).isEqualTo(Level.ERROR);
            assertThat(e.getFormattedMessage()).contains("writing the report");
        });
    }

    @Test
    void aResultReachesTheScreenOnTheUiThread() throws Exception {
        List<Thread> on = new ArrayList<>();

        hop.then(hop.background("counting", () -> 42), v -> on.add(Thread.currentThread()));
        assertThat(on).isEmpty();
        nextOnUi();

        assertThat(on).containsExactly(Thread.currentThread());
    }

    @Test
    void aClosedHopRefusesBackgroundWork() {
        hop.close();

        CompletableFuture<Integer> refused = hop.background("too late", () -> 1);

        assertThat(refused).isCompletedExceptionally();
        assertThat(refused.handle((v, e) -> e).join()).isInstanceOf(RejectedExecutionException.class);
    }

    @Test
    void aJoiningHopRunsEverythingAtOnceOnTheCallersThread() {
        FxHop joining = FxHop.joining();
        List<Thread> ran = new ArrayList<>();
        List<Throwable> failed = new ArrayList<>();

        joining.then(joining.background("counting", () -> Thread.currentThread()), ran::add);
        joining.then(joining.background("failing", () -> {
            throw new IllegalStateException("no");
        }), v -> ran.add(null), failed::add);

        assertThat(ran).containsExactly(Thread.currentThread());
        assertThat(failed).singleElement().satisfies(e -> assertThat(e).hasMessage("no"));
    }
}
