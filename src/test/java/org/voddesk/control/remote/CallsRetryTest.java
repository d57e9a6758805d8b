package org.voddesk.control.remote;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.Control;
import org.voddesk.control.api.Link;
import org.voddesk.testing.Await;
import org.voddesk.wire.ControlGrpc;
import org.voddesk.wire.StopSessionReply;
import org.voddesk.wire.StopSessionRequest;

/**
 * A command across a lost connection ({@link Calls}), over TLS on loopback through a relay the test cuts. The server's
 * control counts the stops it is asked for and answers each only when the test lets it, so the test can lose the
 * first answer on purpose: the command is sent again with its idempotency key once the login is resumed, and done
 * once. When the link does not come back in time, the result says whether the command may have been done.
 */
class CallsRetryTest {
    private static final Duration WAIT = Duration.ofSeconds(30);

    private final AtomicInteger stops = new AtomicInteger();
    private final CompletableFuture<CommandResult<org.voddesk.core.Session>> answer = new CompletableFuture<>();
    private RelayedServer f;
    private RemoteSession session;

    @BeforeEach
    void start(@TempDir Path dir) throws Exception {
        f = new RelayedServer(dir, this::counting);
        session = f.operatorSession();
    }

    @AfterEach
    void stop() {
        answer.complete(CommandResult.failed("the test ended"));
        session.close();
        f.close();
    }

    /** The control with its stops counted and held until {@link #answer} completes. */
    private Control counting(Control local) {
        return (Control) Proxy.newProxyInstance(Control.class.getClassLoader(), new Class<?>[] {Control.class},
                (proxy, method, args) -> {
                    if (method.getName().equals("stopSessionAsync")) {
                        stops.incrementAndGet();
                        return answer.copy();
                    }
                    try {
                        return method.invoke(local, args);
                    } catch (InvocationTargetException e) {
                        throw e.getCause();
                    }
                });
    }

    private CompletableFuture<CommandResult<String>> stopCommand(Calls calls) {
        return calls.command("stopping a session", ControlGrpc.getStopSessionMethod(),
                StopSessionRequest.newBuilder().setSessionId("s-1").build(),
                (StopSessionReply r) -> r.getOutcome().getOk()
                        ? CommandResult.ok(r.getOutcome().getMessage(), r.getOutcome().getMessage())
                        : CommandResult.failed(r.getOutcome().getMessage()));
    }

    @Test
    void aCommandWhoseAnswerWasLostIsSentAgainWithItsKeyAndDoneOnce() throws Exception {
        int connections = f.proxy.accepted();
        CompletableFuture<CommandResult<String>> result = stopCommand(new Calls(session));
        Await.until("the server's control took the stop", WAIT, () -> stops.get() == 1);

        f.proxy.cut(); // the answer cannot come back on this connection
        Await.until("the desk connected again", WAIT, () -> f.proxy.accepted() > connections);
        answer.complete(CommandResult.ok("Session s-1 stopped.", null));

        CommandResult<String> r = result.get(30, TimeUnit.SECONDS);
        assertThat(r.ok()).isTrue();
        assertThat(r.message()).isEqualTo("Session s-1 stopped.");
        assertThat(stops.get()).isEqualTo(1);
        assertThat(f.audited("login.resume", "operator")).isTrue();
    }

    @Test
    void aCommandThatCannotBeSentInTimeSaysItWasNotSent() throws Exception {
        f.proxy.refuse(true);
        f.proxy.cut();
        Await.until("the desk saw the connection end", WAIT, () -> session.link().state() == Link.State.RECONNECTING);

        CommandResult<String> r = stopCommand(new Calls(session, Duration.ofSeconds(2))).get(30, TimeUnit.SECONDS);

        assertThat(r.ok()).isFalse();
        assertThat(r.message()).isEqualTo("Not sent: the connection to " + f.address() + " is lost. Nothing was done;"
                + " try again once it is back.");
        assertThat(stops.get()).isZero();
    }

    @Test
    void aCommandWhoseAnswerWasLostForGoodSaysItMayHaveBeenDone() throws Exception {
        CompletableFuture<CommandResult<String>> result = stopCommand(new Calls(session, Duration.ofSeconds(3)));
        Await.until("the server's control took the stop", WAIT, () -> stops.get() == 1);

        f.proxy.refuse(true);
        f.proxy.cut();

        CommandResult<String> r = result.get(30, TimeUnit.SECONDS);
        assertThat(r.ok()).isFalse();
        assertThat(r.message()).startsWith("May have been done: the connection to " + f.address() + " was lost"
                + " before the answer came");
        assertThat(stops.get()).isEqualTo(1);
    }

    @Test
    void aCommandOfAnExpiredLoginIsRefusedWithTheServersWordsAndTheLinkAsksForALogin() throws Exception {
        f.serverClock.advance(Duration.ofMinutes(31));

        CommandResult<String> r = stopCommand(new Calls(session)).get(30, TimeUnit.SECONDS);

        assertThat(r.ok()).isFalse();
        assertThat(r.message()).isEqualTo("your login expired after 30 min without a call: log in again");
        assertThat(session.link().state()).isEqualTo(Link.State.LOGIN_NEEDED);
        assertThat(stops.get()).isZero();
    }
}
