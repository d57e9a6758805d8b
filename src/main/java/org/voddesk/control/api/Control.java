package org.voddesk.control.api;

import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import org.voddesk.core.Quality;
import org.voddesk.core.Session;

/**
 * The control API: what a screen, the command line or a remote client holds of a control room. The latest
 * {@link ClusterSnapshot}, {@link ControlEvent}s to subscribe to, commands that return a {@link CommandResult} and
 * never throw for what a user can cause, and the facets of the screens ({@link #plans()}, {@link #alarms()},
 * {@link #cameras()}, {@link #nodeSettings()}, {@link #history()}, {@link #reportExports()}, {@link #whatIf()},
 * {@link #accounts()}).
 *
 * <p>Every method's Javadoc is its contract: the thread it may be called from, whether it blocks, what it returns or
 * throws on failure, and the role it needs. Nothing blocks the caller but the joins: every command has a form
 * {@code xxxAsync} that returns at once a {@code CompletableFuture} completed off the caller's thread and never
 * exceptionally (an internal error is a failed result, its text only logged); the blocking form of the same name is a
 * join on it, for the command line and tests, never for the FX thread. Synchronous, because they are lock-free reads
 * of memory: {@link #snapshot()}, {@link #settings()}, {@link #settingsProblems()}, {@link #settingsForm()},
 * {@link Cameras#search}, {@link Cameras#find}, {@link Cameras#timeline}, {@link ReportExports#schedule()}.
 *
 * <p>Events: {@link #subscribe(ControlListener, Executor)} delivers them in order on the caller's executor, starting
 * with {@link ControlEvent.Subscribed} (the snapshot at that moment); every round ends with
 * {@link ControlEvent.RoundFinished}.
 */
public interface Control extends AutoCloseable {
    /** The source of logins made at this desk, in process ({@link #loginAsync(String, char[])}). */
    String THIS_DESK = "this desk";

    /**
     * The latest snapshot (nodes, sessions, open moves, the last round's time). Any thread; a lock-free read that
     * never blocks and never fails. Role: none (a screen shows it only after a login).
     */
    ClusterSnapshot snapshot();

    /**
     * Where this console's control room is and whether it is reachable now ({@link Link}): {@link Link#THIS_DESK} in
     * process; a server's address, fingerprint and connection state over the wire (each change is also a
     * {@link ControlEvent.LinkChanged}). Any thread; a lock-free read that never blocks and never fails. Role: none.
     */
    default Link link() {
        return Link.THIS_DESK;
    }

    /**
     * Delivers this console's events to {@code listener} on {@code executor} (the FX thread for a screen), in order.
     * The first is {@link ControlEvent.Subscribed} with the snapshot of that moment (taken on the loop thread
     * between two of its tasks), so no change falls between reading a snapshot and subscribing; every round then ends
     * with {@link ControlEvent.RoundFinished}. Any thread; returns at once; a listener that throws is logged and
     * keeps its subscription; after {@link #close} no further round is reported. Role: none (events carry no
     * secret a logged-in screen could not read; a screen subscribes after its login). Close the subscription when the
     * screen goes.
     */
    Subscription subscribe(ControlListener listener, Executor executor);

    /**
     * {@link #subscribe(ControlListener, Executor)} on the event executor this console was made with. Same contract.
     */
    Subscription subscribe(ControlListener listener);

    /**
     * The settings in force (the Settings screen's values). Any thread; a lock-free read that never blocks and never
     * fails. Role: none.
     */
    ControlSettings settings();

    /**
     * Stored settings the console could not use and replaced by their defaults (each names its key and value),
     * for the Settings screen to show; empty when all were readable. A change that rewrites a key clears its
     * problem. Any thread; never blocks, never fails. Role: none.
     */
    List<SettingProblem> settingsProblems();

    /**
     * The settings as the Settings screen's text form: each key's value, the check of a typed value, the choices of
     * the policy keys. Any thread; never blocks, never fails. Role: none.
     */
    SettingsForm settingsForm();

    /**
     * Places and starts a playback of {@code camera} from {@code beginMs} (Cameras screen): the placement policy
     * picks a node holding the recording, the node is asked to play (off the loop thread), and the decision, the
     * session and the audit line are recorded before the result is ok. A refusal names why: no recording at that
     * time, no node with capacity (also raised as an alarm), an unknown camera, a rate or time out of range, the
     * node's own refusal (tried on the next node first).
     * <p>Any thread; returns at once. Never completes exceptionally: a refusal or an internal error is a failed result
     * whose message says why. Role: any logged-in, enabled user (operator or supervisor).
     */
    CompletableFuture<CommandResult<PlaybackStarted>> requestPlaybackAsync(Principal user, String camera,
                                                                                 long beginMs, double rate,
                                                                                 Quality quality);

    /**
     * {@link #requestPlaybackAsync}, joined: blocks until it completes, so never on the FX thread; on the loop thread
     * (a same-thread listener) it runs there at once. Same result and role.
     */
    default CommandResult<PlaybackStarted> requestPlayback(Principal user, String camera, long beginMs, double rate,
                                                          Quality quality) {
        return CommandResult.await("starting a playback", requestPlaybackAsync(user, camera, beginMs, rate, quality));
    }

    /**
     * Stops a live session on its node and records it ended (audited {@code playback.stop}). A refusal names why: no
     * such live session, another user's session, a command to it still waiting for its node.
     *
     * <p>Any thread; returns at once. Never completes exceptionally: a refusal or an internal error is a failed result
     * whose message says why. Role: the user who requested the session, or a supervisor (the command line acts on any
     * session).
     */
    CompletableFuture<CommandResult<Session>> stopSessionAsync(Principal user, String sessionId);

    /**
     * {@link #stopSessionAsync}, joined: blocks until it completes, so never on the FX thread; on the loop thread (a
     * same-thread listener) it runs there at once. Same result and role.
     */
    default CommandResult<Session> stopSession(Principal user, String sessionId) {
        return CommandResult.await("stopping a session", stopSessionAsync(user, sessionId));
    }

    /**
     * Changes a live session's speed (VCR) on its node and records it (audited {@code playback.rate}); a rate is
     * rounded to the six decimals the node protocol carries, and one that rounds to zero is refused.
     *
     * <p>Any thread; returns at once. Never completes exceptionally: a refusal or an internal error is a failed result
     * whose message says why. Role: the user who requested the session, or a supervisor (the command line acts on any
     * session).
     */
    CompletableFuture<CommandResult<Session>> changeRateAsync(Principal user, String sessionId, double rate);

    /**
     * {@link #changeRateAsync}, joined: blocks until it completes, so never on the FX thread; on the loop thread (a
     * same-thread listener) it runs there at once. Same result and role.
     */
    default CommandResult<Session> changeRate(Principal user, String sessionId, double rate) {
        return CommandResult.await("changing a speed", changeRateAsync(user, sessionId, rate));
    }

    /**
     * Migration plans: the open ones, their history, and a supervisor's decisions on a plan or one of its moves. Any
     * thread; the facet itself never blocks and never fails; each of its commands says its own contract. Role:
     * none.
     */
    MigrationPlans plans();

    /**
     * A user logs in at this desk: the principal of the result is the one every later command needs. A wrong
     * password, an unknown name and a disabled user get the same words after the same work; failed attempts make
     * later ones with the same name or from the same desk wait (at most {@code LoginThrottle.MAX_DELAY}), and a right
     * password always gets in after that wait. Clears {@code password}. Any thread; returns at once (the wait and
     * the password check run on no caller's thread). Never completes exceptionally: a wrong name or password is a
     * failed result with the same words for both. Role: none (this is how a principal is had).
     */
    default CompletableFuture<CommandResult<Principal>> loginAsync(String name, char[] password) {
        return loginAsync(name, password, THIS_DESK);
    }

    /**
     * {@link #loginAsync(String, char[])} from {@code source}: a desk or an address, counted by the throttle. Same
     * contract.
     */
    CompletableFuture<CommandResult<Principal>> loginAsync(String name, char[] password, String source);

    /**
     * {@link #loginAsync(String, char[])}, joined: blocks until it completes, so never on the FX thread; on the loop
     * thread (a same-thread listener) it runs there at once. Same result and role.
     */
    default CommandResult<Principal> login(String name, char[] password) {
        return CommandResult.await("logging in", loginAsync(name, password));
    }

    /**
     * A control server carries {@code login} over to a new connection of the desk that held it (the desk lost its
     * connection and came back with the resume secret the server gave it; the server checks the secret, the control
     * the rest). The attempt is counted and waits as a login from {@code source} does, then the principal must still
     * be live (not logged out, its user there and enabled): the result holds that same principal, audited
     * {@code login.resume}. {@code login} {@code null} is a resume whose secret the server does not know (unknown,
     * used or expired): counted as a failed login from {@code source}, audited {@code login.resume.fail}. Any thread;
     * returns at once. Never completes exceptionally: a refusal is a failed result whose message says to log in
     * again. Role: none (a control server calls it for a desk that held the login; a desk's own control refuses).
     */
    CompletableFuture<CommandResult<Principal>> resumeAsync(Principal login, String source);

    /**
     * Records a call of {@code user}'s login that the control server refused before it reached this control: its
     * request was not a message of its type (audited {@code call.refused} under the user, or under the name for an
     * unknown caller when this control did not issue the principal; {@code call} the method, {@code why} the
     * server's words). Any thread; returns at once. Never completes exceptionally: an error is a failed result.
     * Role: none (a control server calls it for a call it refused; a desk's own control refuses).
     */
    CompletableFuture<CommandResult<Void>> recordRefusedCallAsync(Principal user, String call, String why);

    /**
     * The principal ends its session: every command refuses it from now on with "your login ended: you logged out"
     * (audited {@code logout}). Any thread; returns at once; never completes exceptionally (a principal that was not
     * logged in is an ok result "Not logged in."). Role: the principal's own.
     */
    CompletableFuture<CommandResult<Principal>> logoutAsync(Principal user);

    /**
     * {@link #logoutAsync}, joined: blocks until the audit line is written, so never on the FX thread. Same result and
     * role.
     */
    default void logout(Principal user) {
        CommandResult.await("logging out", logoutAsync(user));
    }

    /**
     * The users and their roles: the first supervisor, adding, roles, disabling, passwords, removal, the list. Any
     * thread; the facet itself never blocks and never fails; each of its commands says its own contract. Role:
     * none.
     */
    UserAccounts accounts();

    /**
     * A supervisor changes the settings: checked against the user table now (an operator is refused, audited
     * {@code settings.change.refused}); the changed keys and an audit line with each key's before and after commit
     * together; the running loop uses them at once (a new poll interval reschedules the next round, a new
     * placement policy places the next request) and {@link ControlEvent.SettingsChanged} is raised. A value out of
     * range is refused naming the key and the range, and nothing is changed.
     * <p>Any thread; returns at once. Never completes exceptionally: a refusal or an internal error is a failed result
     * whose message says why. Role: an enabled supervisor.
     */
    CompletableFuture<CommandResult<ControlSettings>> updateSettingsAsync(Principal by, ControlSettings next);

    /**
     * {@link #updateSettingsAsync}, joined: blocks until it completes, so never on the FX thread; on the loop thread (a
     * same-thread listener) it runs there at once. Same result and role.
     */
    default CommandResult<ControlSettings> updateSettings(Principal by, ControlSettings next) {
        return CommandResult.await("changing settings", updateSettingsAsync(by, next));
    }

    /**
     * The Alarms screen: open alarms, history, acknowledgement. Any thread; the facet itself never blocks and never
     * fails; each of its commands says its own contract. Role: none.
     */
    Alarms alarms();

    /**
     * The Cameras screen: search, timelines, CSV import, stream reopening. Any thread; the facet itself never blocks
     * and never fails; each of its commands says its own contract. Role: none.
     */
    Cameras cameras();

    /**
     * The Reports screen's daily export: its schedule (a supervisor setting), the last export, a report to a file. Any
     * thread; the facet itself never blocks and never fails; each of its commands says its own contract. Role: none.
     */
    ReportExports reportExports();

    /**
     * The Reports screen's what if: a recorded day replayed under other policies, calibrated against what happened.
     * Any thread; the facet itself never blocks and never fails; each of its commands says its own contract. Role:
     * none.
     */
    WhatIfRuns whatIf();

    /**
     * The history screens' read queries (charts, migrations, a camera's sessions, the audit log). Any thread; the facet
     * itself never blocks and never fails; each of its commands says its own contract. Role: none.
     */
    HistoryQueries history();

    /**
     * The Settings screen's nodes and host keys: list, add, edit, retire, import/export, test, accept keys. Any thread;
     * the facet itself never blocks and never fails; each of its commands says its own contract. Role: none.
     */
    NodeSettings nodeSettings();

    /**
     * Lets go of the control room. In process, stops the loop's schedule for good: a poll still in flight is dropped
     * when it completes, later commands complete with a failed result once their executor has been shut down by its
     * owner. Any thread; returns at once; never throws. Role: none; wiring only: the command line that made the control
     * closes it.
     */
    @Override
    void close();
}
