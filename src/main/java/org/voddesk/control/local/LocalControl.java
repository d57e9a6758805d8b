package org.voddesk.control.local;

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
import org.voddesk.control.admin.Accounts;
import org.voddesk.control.admin.SettingsCommands;
import org.voddesk.control.admin.TextSettingsForm;
import org.voddesk.control.api.Alarms;
import org.voddesk.control.api.Cameras;
import org.voddesk.control.api.ClusterSnapshot;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.Control;
import org.voddesk.control.api.ControlEvent;
import org.voddesk.control.api.ControlListener;
import org.voddesk.control.api.ControlSettings;
import org.voddesk.control.api.HistoryQueries;
import org.voddesk.control.api.MigrationPlans;
import org.voddesk.control.api.NodeSettings;
import org.voddesk.control.api.PlaybackStarted;
import org.voddesk.control.api.Principal;
import org.voddesk.control.api.SettingProblem;
import org.voddesk.control.api.SettingsForm;
import org.voddesk.control.api.Subscription;
import org.voddesk.control.api.UserAccounts;
import org.voddesk.control.cluster.ClusterClient;
import org.voddesk.control.loop.LoopRounds;
import org.voddesk.control.loop.PollSource;
import org.voddesk.control.moves.ReHomer;
import org.voddesk.control.moves.RmtsReHomer;
import org.voddesk.control.playback.Dispatcher;
import org.voddesk.control.playback.SessionCommands;
import org.voddesk.control.state.CommandRunner;
import org.voddesk.control.state.EventBus;
import org.voddesk.control.state.LoopMarker;
import org.voddesk.core.NodeConfig;
import org.voddesk.core.Quality;
import org.voddesk.core.Session;
import org.voddesk.store.Store;

/**
 * The control API in process: one control loop over the cluster's SSH links and the database, and the rooms that
 * serve the API's commands, wired together by {@link ControlParts}. Commands that change the state run on the one
 * injected loop executor (a single thread), so the working state has exactly one writer; reads of the database,
 * password hashing and a probe's SSH session run on the work executor. A round's polling (SSH) runs on the client's
 * pool, so a command waits at most for a fold, never for a poll ({@link LoopRounds}). A command that calls a node
 * (play, stop, rate) runs in three phases: checks, placement and the intent on the loop, the SSH call on the
 * client's command pool, the record on the loop ({@code CommandRunner.remote}), so it never holds the loop thread
 * while the node answers; so do a make-before-break move and the stop of a stale copy. Called on the loop thread (a
 * listener on a same-thread event executor), a command runs at once.
 *
 * <p>Beyond the API, the wiring's own methods: {@link #start}, {@link #stop}, {@link #settledAsync} and {@link #tick}.
 */
public final class LocalControl implements Control {
    private static final Logger LOG = LoggerFactory.getLogger(LocalControl.class);

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
    public LocalControl(ClusterClient client, Store store, StoredSettings settings,
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
    LocalControl(ClusterClient client, Store store, StoredSettings settings,
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
        this.userAccounts = new LocalUserAccounts(accounts, runner);
        this.settingsCommands = parts.settingsCommands;
    }

    /**
     * With RMTS failure re-homing ({@link RmtsReHomer}), a fresh random source and random UUID session ids.
     *
     * @param work runs reads, password hashing and probes, off the loop thread and the caller's (owned by the caller)
     */
    public static LocalControl create(ClusterClient client, Store store, StoredSettings settings,
                                 ScheduledExecutorService loopExecutor, Executor work, Executor events, Clock clock) {
        return new LocalControl(client, store, settings, loopExecutor, work, events, clock,
                RandomGenerator.of("L64X128MixRandom"), new RmtsReHomer(), () -> UUID.randomUUID().toString(),
                client.poller()::pollAsync);
    }

    /** As {@link #create(ClusterClient, Store, StoredSettings, ScheduledExecutorService, Executor, Executor, Clock)}
     * with the JVM's common pool as the work executor. */
    public static LocalControl create(ClusterClient client, Store store, StoredSettings settings,
                                 ScheduledExecutorService loopExecutor, Executor events, Clock clock) {
        return create(client, store, settings, loopExecutor, ForkJoinPool.commonPool(), events, clock);
    }

    private static void registerNodes(Store store, ClusterClient client) {
        for (NodeConfig n : client.cluster().nodes()) {
            store.nodes().save(n);
        }
    }

    // ---- state and events

    @Override
    public ClusterSnapshot snapshot() {
        return parts.state.snapshot();
    }

    @Override
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

    @Override
    public Subscription subscribe(ControlListener listener) {
        return subscribe(listener, events);
    }

    @Override
    public ControlSettings settings() {
        return parts.settings.get();
    }

    @Override
    public List<SettingProblem> settingsProblems() {
        return settingsCommands.problems();
    }

    @Override
    public SettingsForm settingsForm() {
        return TextSettingsForm.INSTANCE;
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

    @Override
    public CompletableFuture<CommandResult<PlaybackStarted>> requestPlaybackAsync(Principal user, String camera,
                                                                                 long beginMs, double rate,
                                                                                 Quality quality) {
        return dispatcher.requestPlayback(user, camera, beginMs, rate, quality);
    }

    @Override
    public CompletableFuture<CommandResult<Session>> stopSessionAsync(Principal user, String sessionId) {
        return sessions.stop(user, sessionId);
    }

    @Override
    public CompletableFuture<CommandResult<Session>> changeRateAsync(Principal user, String sessionId, double rate) {
        return sessions.changeRate(user, sessionId, rate);
    }

    @Override
    public MigrationPlans plans() {
        return parts.plans;
    }

    @Override
    public CompletableFuture<CommandResult<Principal>> loginAsync(String name, char[] password, String source) {
        return parts.logins.login(name, password, source);
    }

    @Override
    public CompletableFuture<CommandResult<Principal>> resumeAsync(Principal login, String source) {
        return parts.logins.resume(login, source);
    }

    @Override
    public CompletableFuture<CommandResult<Void>> recordRefusedCallAsync(Principal user, String call, String why) {
        return runner.loopAsync("recording a refused call", () -> {
            parts.audit.log(parts.clock.millis(), parts.gate.actor(user), parts.gate.desk(user), "call.refused", call,
                    why);
            return CommandResult.ok("Recorded the refused call " + call + ".", null);
        });
    }

    @Override
    public CompletableFuture<CommandResult<Principal>> logoutAsync(Principal user) {
        if (!parts.gate.revoke(user)) {
            return CompletableFuture.completedFuture(CommandResult.ok("Not logged in.", user));
        }
        return runner.loopAsync("logging out", () -> {
            parts.audit.log(parts.clock.millis(), user, "logout", null, null);
            return CommandResult.ok("Logged out.", user);
        });
    }


    @Override
    public UserAccounts accounts() {
        return userAccounts;
    }

    @Override
    public CompletableFuture<CommandResult<ControlSettings>> updateSettingsAsync(Principal by, ControlSettings next) {
        return runner.loopAsync("changing settings", () -> settingsCommands.update(by, next));
    }

    @Override
    public Alarms alarms() {
        return parts.alarms;
    }

    @Override
    public Cameras cameras() {
        return parts.cameras;
    }

    @Override
    public LocalReportExports reportExports() {
        return parts.reportExports;
    }

    /** The what-if runs; until the wiring offers the simulator ({@link LocalWhatIfRuns#offer}), refused. */
    @Override
    public LocalWhatIfRuns whatIf() {
        return parts.whatIf;
    }

    @Override
    public HistoryQueries history() {
        return parts.history;
    }

    @Override
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
