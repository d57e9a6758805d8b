package org.voddesk.control;

import java.time.Clock;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executor;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.function.Supplier;
import java.util.random.RandomGenerator;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.voddesk.core.Quality;
import org.voddesk.core.Session;
import org.voddesk.core.NodeConfig;
import org.voddesk.store.Store;
import org.voddesk.control.admin.Accounts;
import org.voddesk.control.admin.SettingsCommands;
import org.voddesk.control.cluster.ClusterClient;
import org.voddesk.control.state.CommandRunner;
import org.voddesk.control.loop.LoopRounds;
import org.voddesk.control.loop.PollSource;
import org.voddesk.control.moves.ReHomer;
import org.voddesk.control.moves.RmtsReHomer;
import org.voddesk.control.playback.Dispatcher;
import org.voddesk.control.playback.SessionCommands;
import org.voddesk.control.state.LoopMarker;
import org.voddesk.control.state.EventBus;

/**
 * The control layer's API, what the view models call (docs/architecture.md, "Control layer"): the latest
 * {@link ClusterSnapshot} (lock-free), {@link ControlEvent}s to subscribe to, and commands that return a
 * {@link CommandResult} and never throw for what a user can cause.
 *
 * <p>Nothing blocks the caller. Every command, here and on the facets ({@link #plans()}, {@link #alarms()},
 * {@link #cameras()}, {@link #nodeSettings()}, {@link #history()}, {@link #reportExports()}), has a form
 * {@code xxxAsync} that returns at once a {@code CompletableFuture} completed off the caller's thread and never
 * exceptionally (an internal error is a failed result, its text only logged); the blocking form of the same name is a
 * join on it, for the command line and tests. Commands that change the state run on the one injected loop executor
 * (a single thread), so the working state has exactly one writer; reads of the database, password hashing and a
 * probe's SSH session run on the work executor. A round's polling (SSH) runs on the client's pool, so a command waits
 * at most for a fold, never for a poll ({@link LoopRounds}). A command that calls a node (play, stop, rate) runs in
 * three phases: checks, placement and the intent on the loop, the SSH call on the client's command pool, the record
 * on the loop ({@code CommandRunner.remote}), so it never holds the loop thread while the node answers; so do a
 * make-before-break move (approved, or re-homing a failed node's session) and the stop of a stale copy
 * ({@code CommandRunner.afterCall}). Called on the loop thread (a listener on a same-thread event executor), a command
 * runs at once.
 *
 * <p>Synchronous, because they are lock-free reads of memory: {@link #snapshot()}, {@link #settings()},
 * {@link #settingsProblems()}, {@link Cameras#search}, {@link Cameras#find}, {@link Cameras#timeline},
 * {@link ReportExports#schedule()}; and {@link #tick} (tests),
 * {@link #start}, {@link #stop}.
 *
 * <p>Events: {@link #subscribe(ControlListener, Executor)} delivers them in order on the caller's executor,
 * starting with {@link ControlEvent.Subscribed} (the snapshot at that moment); every round ends with
 * {@link ControlEvent.RoundFinished}.
 */
public final class Control implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(Control.class);

    private final ClusterClient client;
    private final ScheduledExecutorService loopExecutor;
    private final Executor events;
    private final ControlParts parts;
    private final LoopMarker marker;
    private final LoopRounds rounds;
    private final Dispatcher dispatcher;
    private final SessionCommands sessions;
    private final Accounts accounts;
    private final UserAccounts userAccounts;
    private final SettingsCommands settingsCommands;
    private final CommandRunner runner;

    /**
     * @param client       the cluster's SSH links, poller and command executor
     * @param store        the database (nodes of the cluster are registered in it; settings changes are saved in it)
     * @param settings     settings in force at start: {@link StoredSettings#load} (the database's), or
     *                     {@link StoredSettings#of} for settings given in code
     * @param loopExecutor a single-thread executor the loop and commands run on (owned by the caller)
     * @param events       delivers events to listeners (owned by the caller)
     * @param random       the planners' random source
     * @param reHomer      failure-time re-homing
     * @param sessionIds   new session ids
     */
    public Control(ClusterClient client, Store store, StoredSettings settings,
                   ScheduledExecutorService loopExecutor, Executor events, Clock clock, RandomGenerator random,
                   ReHomer reHomer, Supplier<String> sessionIds) {
        this(client, store, settings, loopExecutor, ForkJoinPool.commonPool(), events, clock, random, reHomer,
                sessionIds, client.poller()::pollAsync);
    }

    /**
     * As the public constructor, with the work executor given and the poll rounds taken from {@code polls} (tests
     * hold a round mid-flight).
     *
     * @param work runs what must hold neither the loop thread nor the caller's: reads, password hashing, probes
     */
    Control(ClusterClient client, Store store, StoredSettings settings,
            ScheduledExecutorService loopExecutor, Executor work, Executor events, Clock clock,
            RandomGenerator random, ReHomer reHomer, Supplier<String> sessionIds, PollSource polls) {
        this.client = client;
        this.loopExecutor = loopExecutor;
        this.events = events;
        registerNodes(store, client);
        this.parts = new ControlParts(client, store, settings, loopExecutor, work, events, clock, random, reHomer,
                sessionIds, polls);
        this.marker = parts.marker;
        this.rounds = parts.rounds;
        this.runner = parts.runner;
        this.dispatcher = parts.dispatcher;
        this.sessions = parts.sessions;
        this.accounts = parts.accounts;
        this.userAccounts = new UserAccounts(accounts, runner);
        this.settingsCommands = parts.settingsCommands;
    }

    /**
     * With RMTS failure re-homing ({@link RmtsReHomer}), a fresh random source and random UUID session ids.
     *
     * @param work runs reads, password hashing and probes, off the loop thread and the caller's (owned by the caller)
     */
    public static Control create(ClusterClient client, Store store, StoredSettings settings,
                                 ScheduledExecutorService loopExecutor, Executor work, Executor events, Clock clock) {
        return new Control(client, store, settings, loopExecutor, work, events, clock,
                RandomGenerator.of("L64X128MixRandom"), new RmtsReHomer(), () -> UUID.randomUUID().toString(),
                client.poller()::pollAsync);
    }

    /** As {@link #create(ClusterClient, Store, StoredSettings, ScheduledExecutorService, Executor, Executor, Clock)}
     * with the JVM's common pool as the work executor. */
    public static Control create(ClusterClient client, Store store, StoredSettings settings,
                                 ScheduledExecutorService loopExecutor, Executor events, Clock clock) {
        return create(client, store, settings, loopExecutor, ForkJoinPool.commonPool(), events, clock);
    }

    private static void registerNodes(Store store, ClusterClient client) {
        for (NodeConfig n : client.cluster().nodes()) {
            store.nodes().save(n);
        }
    }

    // ---- state and events

    /**
     * The latest snapshot (nodes, sessions, open moves, the last round's time). Any thread; a lock-free read that
     * never blocks and never fails. Role: none (a screen shows it only after a login).
     */
    public ClusterSnapshot snapshot() {
        return parts.state.snapshot();
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
    public Subscription subscribe(ControlListener listener, Executor executor) {
        EventBus.Pending p = parts.bus.open(listener, executor);
        runner.loopAsync("subscribing", () -> {
            p.attach(new ControlEvent.Subscribed(parts.clock.millis(), parts.state.snapshot()));
            return CommandResult.ok("Subscribed.", null);
        }).thenAccept(r -> {
            if (!r.ok()) { // the loop has shut down: nothing will change any more
                p.attach(new ControlEvent.Subscribed(parts.clock.millis(), parts.state.snapshot()));
            }
        });
        return p;
    }

    /**
     * {@link #subscribe(ControlListener, Executor)} on the event executor this console was made with. Same contract.
     */
    public Subscription subscribe(ControlListener listener) {
        return subscribe(listener, events);
    }

    /**
     * The settings in force (the Settings screen's values). Any thread; a lock-free read that never blocks and never
     * fails. Role: none.
     */
    public ControlSettings settings() {
        return parts.settings.get();
    }

    /**
     * Stored settings the console could not use and replaced by their defaults (each names its key and value),
     * for the Settings screen to show; empty when all were readable. A change that rewrites a key clears its
     * problem. Any thread; never blocks, never fails. Role: none.
     */
    public List<SettingProblem> settingsProblems() {
        return settingsCommands.problems();
    }

    // ---- the loop

    /**
     * Runs a round now and then one every poll interval after the previous round's fold, until {@link #stop}. Any
     * thread; returns at once. Wiring only (the command line starts the loop it built); a screen never calls it.
     */
    public synchronized void start() {
        rounds.start();
    }

    /**
     * No further round starts; a poll already in flight is still folded. Any thread; returns at once. Wiring only.
     */
    public synchronized void stop() {
        rounds.stop();
    }

    /**
     * Completes once no move and no stale-copy stop that a round or a decision began is still waiting for its node
     * (their outcomes are recorded after {@link #tick} returns); tests and a headless run's shutdown wait on it.
     * Any thread; returns at once; never completes exceptionally. Wiring and tests only.
     */
    public CompletableFuture<Void> settledAsync() {
        return runner.settledAsync();
    }

    /**
     * One round now; returns when it is folded (tests drive the loop with it). The poll runs off the loop thread,
     * so commands submitted meanwhile run before the fold. If a round is in flight, this waits for that one. Blocks
     * (never on the FX thread); a failed round is logged where it failed and this returns; after {@link #close} it
     * returns at once. Tests and the one-shot commands only.
     */
    public void tick() {
        if (marker.onLoop()) {
            rounds.roundHere();
            return;
        }
        CompletableFuture<CompletableFuture<Void>> begun = new CompletableFuture<>();
        try {
            loopExecutor.execute(() -> marker.run(() -> {
                try {
                    begun.complete(rounds.begin());
                } catch (RuntimeException e) {
                    begun.completeExceptionally(e);
                }
            }));
            begun.thenCompose(f -> f).get();
        } catch (RejectedExecutionException e) {
            LOG.debug("no round: the control loop has shut down");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (ExecutionException e) {
            LOG.debug("the round failed (logged where it failed)", e.getCause());
        }
    }

    // ---- commands: each has a non-blocking form (xxxAsync) and a blocking one that joins it

    /**
     * Places and starts a playback of {@code camera} from {@code beginMs} (Cameras screen): the placement policy
     * picks a node holding the recording, the node is asked to play (off the loop thread), and the decision, the
     * session and the audit line are recorded before the result is ok. A refusal names why: no recording at that
     * time, no node with capacity (also raised as an alarm), an unknown camera, a rate or time out of range, the
     * node's own refusal (tried on the next node first).
     * <p>Any thread; returns at once. Never completes exceptionally: a refusal or an internal error is a failed result
     * whose message says why. Role: any logged-in, enabled user (operator or supervisor).
     */
    public CompletableFuture<CommandResult<PlaybackStarted>> requestPlaybackAsync(Principal user, String camera,
                                                                                 long beginMs, double rate,
                                                                                 Quality quality) {
        return dispatcher.requestPlayback(user, camera, beginMs, rate, quality);
    }

    /**
     * {@link #requestPlaybackAsync}, joined: blocks until it completes, so never on the FX thread; on the loop thread
     * (a same-thread listener) it runs there at once. Same result and role.
     */
    public CommandResult<PlaybackStarted> requestPlayback(Principal user, String camera, long beginMs, double rate,
                                                          Quality quality) {
        return CommandRunner.await("starting a playback", requestPlaybackAsync(user, camera, beginMs, rate, quality));
    }

    /**
     * Stops a live session on its node and records it ended (audited {@code playback.stop}). A refusal names why: no
     * such live session, another user's session, a command to it still waiting for its node.
     *
     * <p>Any thread; returns at once. Never completes exceptionally: a refusal or an internal error is a failed result
     * whose message says why. Role: the user who requested the session, or a supervisor (the command line acts on any
     * session).
     */
    public CompletableFuture<CommandResult<Session>> stopSessionAsync(Principal user, String sessionId) {
        return sessions.stop(user, sessionId);
    }

    /**
     * {@link #stopSessionAsync}, joined: blocks until it completes, so never on the FX thread; on the loop thread (a
     * same-thread listener) it runs there at once. Same result and role.
     */
    public CommandResult<Session> stopSession(Principal user, String sessionId) {
        return CommandRunner.await("stopping a session", stopSessionAsync(user, sessionId));
    }

    /**
     * Changes a live session's speed (VCR) on its node and records it (audited {@code playback.rate}); a rate is
     * rounded to the six decimals the node protocol carries, and one that rounds to zero is refused.
     *
     * <p>Any thread; returns at once. Never completes exceptionally: a refusal or an internal error is a failed result
     * whose message says why. Role: the user who requested the session, or a supervisor (the command line acts on any
     * session).
     */
    public CompletableFuture<CommandResult<Session>> changeRateAsync(Principal user, String sessionId, double rate) {
        return sessions.changeRate(user, sessionId, rate);
    }

    /**
     * {@link #changeRateAsync}, joined: blocks until it completes, so never on the FX thread; on the loop thread (a
     * same-thread listener) it runs there at once. Same result and role.
     */
    public CommandResult<Session> changeRate(Principal user, String sessionId, double rate) {
        return CommandRunner.await("changing a speed", changeRateAsync(user, sessionId, rate));
    }

    /**
     * Migration plans: the open ones, their history, and a supervisor's decisions on a plan or one of its moves. Any
     * thread; the facet itself never blocks; each of its commands says its own contract.
     */
    public MigrationPlans plans() {
        return parts.plans;
    }

    /** The source of logins made at this desk, in process ({@link #loginAsync(String, char[])}). */
    public static final String THIS_DESK = "this desk";

    /**
     * A user logs in at this desk: the principal of the result is the one every later command needs. A wrong
     * password, an unknown name and a disabled user get the same words after the same work; failed attempts make
     * later ones with the same name or from the same desk wait (at most {@code LoginThrottle.MAX_DELAY}), and a right
     * password always gets in after that wait. Clears {@code password}. Any thread; returns at once (the wait and
     * the password check run on no caller's thread). Never completes exceptionally: a wrong name or password is a
     * failed result with the same words for both. Role: none (this is how a principal is had).
     */
    public CompletableFuture<CommandResult<Principal>> loginAsync(String name, char[] password) {
        return loginAsync(name, password, THIS_DESK);
    }

    /**
     * {@link #loginAsync(String, char[])} from {@code source}: a desk or an address, counted by the throttle. Same
     * contract.
     */
    public CompletableFuture<CommandResult<Principal>> loginAsync(String name, char[] password, String source) {
        return parts.logins.login(name, password, source);
    }

    /**
     * {@link #loginAsync(String, char[])}, joined: blocks until it completes, so never on the FX thread; on the loop
     * thread (a same-thread listener) it runs there at once. Same result and role.
     */
    public CommandResult<Principal> login(String name, char[] password) {
        return CommandRunner.await("logging in", loginAsync(name, password));
    }

    /**
     * The principal ends its session: every command refuses it from now on with "your login ended: you logged out"
     * (audited {@code logout}). Any thread; returns at once; never completes exceptionally (a principal that was not
     * logged in is an ok result "Not logged in."). Role: the principal's own.
     */
    public CompletableFuture<CommandResult<Principal>> logoutAsync(Principal user) {
        if (!parts.gate.revoke(user)) {
            return CompletableFuture.completedFuture(CommandResult.ok("Not logged in.", user));
        }
        return runner.loopAsync("logging out", () -> {
            parts.audit.log(parts.clock.millis(), user.name(), "logout", null, null);
            return CommandResult.ok("Logged out.", user);
        });
    }

    /** {@link #logoutAsync}, joined: blocks until the audit line is written; not on the FX thread. */
    public void logout(Principal user) {
        CommandRunner.await("logging out", logoutAsync(user));
    }


    /**
     * The users and their roles: the first supervisor, adding, roles, disabling, passwords, removal, the list. Any
     * thread; the facet itself never blocks; each of its commands says its own contract.
     */
    public UserAccounts accounts() {
        return userAccounts;
    }

    /**
     * A supervisor changes the settings: checked against the user table now (an operator is refused, audited
     * {@code settings.change.refused}); the changed keys and an audit line with each key's before and after commit
     * together; the running loop uses them at once (a new poll interval reschedules the next round, a new
     * placement policy places the next request) and {@link ControlEvent.SettingsChanged} is raised. A value out of
     * range is refused naming the key and the range, and nothing is changed.
     * <p>Any thread; returns at once. Never completes exceptionally: a refusal or an internal error is a failed result
     * whose message says why. Role: an enabled supervisor.
     */
    public CompletableFuture<CommandResult<ControlSettings>> updateSettingsAsync(Principal by, ControlSettings next) {
        return runner.loopAsync("changing settings", () -> settingsCommands.update(by, next));
    }

    /**
     * {@link #updateSettingsAsync}, joined: blocks until it completes, so never on the FX thread; on the loop thread (a
     * same-thread listener) it runs there at once. Same result and role.
     */
    public CommandResult<ControlSettings> updateSettings(Principal by, ControlSettings next) {
        return CommandRunner.await("changing settings", updateSettingsAsync(by, next));
    }

    /**
     * The Alarms screen: open alarms, history, acknowledgement (docs/architecture.md, "Alarms"). Any thread; the facet
     * itself never blocks; each of its commands says its own contract.
     */
    public Alarms alarms() {
        return parts.alarms;
    }

    /**
     * The Cameras screen: search, timelines, CSV import, stream reopening ("Camera catalogue"). Any thread; the facet
     * itself never blocks; each of its commands says its own contract.
     */
    public Cameras cameras() {
        return parts.cameras;
    }

    /**
     * The Reports screen's daily export: its schedule (a supervisor setting) and the check that runs it. Any thread;
     * the facet itself never blocks; each of its commands says its own contract.
     */
    public ReportExports reportExports() {
        return parts.reportExports;
    }

    /**
     * The history screens' read queries (charts, migrations, a camera's sessions, the audit log). Any thread; the facet
     * itself never blocks; each of its commands says its own contract.
     */
    public HistoryQueries history() {
        return parts.history;
    }

    /**
     * The Settings screen's nodes and host keys: list, add, edit, retire, import/export, test, accept keys. Any thread;
     * the facet itself never blocks; each of its commands says its own contract.
     */
    public NodeSettings nodeSettings() {
        return parts.nodeSettings;
    }

    /**
     * Stops the schedule for good: a poll still in flight is dropped when it completes (the executors and the
     * client belong to the caller). Any thread; returns at once. Wiring only. Later commands complete with a failed
     * result once their executor has been shut down by its owner.
     */
    @Override
    public void close() {
        rounds.close();
    }

    ClusterClient client() {
        return client;
    }

    /** The wired parts, for tests of single steps in this package. */
    ControlParts parts() {
        return parts;
    }
}
