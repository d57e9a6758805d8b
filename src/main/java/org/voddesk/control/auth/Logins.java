package org.voddesk.control.auth;

import java.time.Clock;
import java.util.Arrays;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.Principal;
import org.voddesk.control.state.Audit;
import org.voddesk.control.state.CommandRunner;
import org.voddesk.control.state.Step;
import org.voddesk.core.Ids;
import org.voddesk.core.UserRecord;
import org.voddesk.store.PasswordCheck;
import org.voddesk.store.Store;
import org.voddesk.store.StoreException;

/**
 * Logins: a user name and password become a principal this console issued ({@link PrincipalGate}). An attempt is
 * counted by the {@link LoginThrottle} on the loop before anything else, waits the delay its count earned (on no
 * thread), has its password checked (PBKDF2) on the work executor, and is admitted, audited and issued on the loop:
 * a login never holds the loop thread for its wait or its hashing. A wrong password, an unknown name and a disabled
 * user get the same words and the same work.
 */
public final class Logins {
    static final String WRONG = "Wrong user name or password (or the account is disabled). Check both and try"
            + " again; a supervisor can reset your password in Settings > Users and roles.";

    /** The throttle's name for a resume whose secret the server did not know. */
    static final String UNKNOWN_RESUME = "(unknown resume)";
    static final String RESUME_REFUSED = "This desk's login could not be resumed (%s): log in again.";

    private final Store store;
    private final Clock clock;
    private final Audit audit;
    private final PrincipalGate gate;
    private final CommandRunner runner;
    private final LoginThrottle throttle;

    public Logins(Store store, Clock clock, Audit audit, PrincipalGate gate, CommandRunner runner) {
        this.store = store;
        this.clock = clock;
        this.audit = audit;
        this.gate = gate;
        this.runner = runner;
        this.throttle = new LoginThrottle(store.loginAttempts());
    }

    /**
     * Logs {@code name} in from {@code source} (the desk or address the attempt came from; the throttle counts per
     * source too). Clears {@code password}. Never refuses a right password for the throttle: it only waits.
     */
    public CompletableFuture<CommandResult<Principal>> login(String name, char[] password, String source) {
        return runner.remote("logging in", () -> counted(name, source, password),
                a -> runner.offLoopAfter(a.delayMs(), () -> checked(name, password)), a -> { },
                (a, check) -> Step.done(admitted(name, a, check)));
    }

    /**
     * Carries {@code login} over to a new connection of a control server's desk (its resume): counted and delayed
     * as a login by the principal's name and {@code source}, then admitted while the principal is still live and its
     * user enabled. {@code login} null is a resume whose secret the server did not know: counted under the name
     * {@value #UNKNOWN_RESUME} and refused. Audited {@code login.resume} or {@code login.resume.fail}.
     */
    public CompletableFuture<CommandResult<Principal>> resume(Principal login, String source) {
        String name = login == null ? UNKNOWN_RESUME : login.name();
        return runner.remote("resuming a login", () -> counted(name, source, null),
                a -> runner.offLoopAfter(a.delayMs(), () -> login == null ? "the server does not know its secret"
                        : gate.why(login, false)), a -> { },
                (a, why) -> Step.done(resumed(login, a, why)));
    }

    private CommandResult<Principal> resumed(Principal login, LoginThrottle.Attempt a, String why) {
        long now = clock.millis();
        String count = countDetail(a);
        if (why != null) {
            throttle.failed(now);
            audit.log(now, login == null ? "?" : login.name(), desk(a), "login.resume.fail", null,
                    "from " + a.source() + ": " + why + (count == null ? "" : "; " + count));
            return CommandResult.failed(RESUME_REFUSED.formatted(why));
        }
        throttle.succeeded(a);
        audit.log(now, login.name(), desk(a), "login.resume", null, "from " + a.source()
                + (count == null ? "" : "; " + count));
        return CommandResult.ok("Login of " + login.name() + " resumed on a new connection.", login);
    }

    private Step<LoginThrottle.Attempt, Principal> counted(String name, String source, char[] password) {
        try {
            return Step.call(throttle.attempt(name, source, clock.millis()));
        } catch (StoreException e) {
            clear(password);
            return Step.done(CommandResult.failed("Could not log in: the database could not count the attempt ("
                    + e.getMessage() + "). Try again; if it persists, check the database file."));
        }
    }

    private PasswordCheck checked(String name, char[] password) {
        try {
            return Ids.isValid(name) ? store.users().check(name, password) : PasswordCheck.WRONG;
        } finally {
            clear(password);
        }
    }

    private CommandResult<Principal> admitted(String name, LoginThrottle.Attempt a, PasswordCheck check) {
        long now = clock.millis();
        Optional<UserRecord> u = Ids.isValid(name) ? store.users().admit(name, check, now) : Optional.empty();
        if (u.isEmpty()) {
            throttle.failed(now);
            audit.log(now, Ids.isValid(name) ? name : "?", desk(a), "login.fail", null, countDetail(a));
            return CommandResult.failed(WRONG);
        }
        throttle.succeeded(a);
        String detail = u.get().role().word() + (a.delayMs() > 0 ? "; " + countDetail(a) : "");
        audit.log(now, name, desk(a), "login", null, detail);
        return CommandResult.ok("Logged in as " + name + " (" + u.get().role().word() + ").",
                gate.issue(name, u.get().role(), desk(a)));
    }

    /**
     * The desk an attempt came from, as its lines and its principal name it: its source ({@code this desk}, a desk's
     * address), or {@code null} when it gave none.
     */
    private static String desk(LoginThrottle.Attempt a) {
        return a.source().isBlank() ? null : a.source();
    }

    /** The audit detail of an attempt's count, or null when it was free and the name had no earlier failure. */
    private static String countDetail(LoginThrottle.Attempt a) {
        if (a.delayMs() == 0 && a.counts().account() <= 1) {
            return null;
        }
        return "attempt " + a.counts().account() + " with this name in a row, " + a.counts().source() + " from "
                + a.source() + "; waited " + a.delayMs() + " ms";
    }

    private static void clear(char[] password) {
        if (password != null) {
            Arrays.fill(password, '\0');
        }
    }
}
