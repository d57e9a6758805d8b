package org.voddesk.control;

import java.time.Clock;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.function.Supplier;
import java.util.random.RandomGenerator;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.voddesk.core.Quality;
import org.voddesk.core.Role;
import org.voddesk.core.Session;
import org.voddesk.core.NodeConfig;
import org.voddesk.core.AuditRecord;
import org.voddesk.core.PlanRecord;
import org.voddesk.core.ProposalRecord;
import org.voddesk.store.Store;
import org.voddesk.core.UserRecord;
import org.voddesk.control.cluster.ClusterClient;
import org.voddesk.control.state.CommandRunner;
import org.voddesk.control.loop.LoopRounds;
import org.voddesk.control.loop.PollSource;
import org.voddesk.control.moves.ReHomer;
import org.voddesk.control.moves.RmtsReHomer;
import org.voddesk.control.state.LoopMarker;

/**
 * The control layer's API, what the view models call (docs/architecture.md, "Control layer"): the latest
 * {@link ClusterSnapshot} (lock-free), {@link ControlEvent}s to subscribe to, and commands that return a
 * {@link CommandResult} and never throw for what a user can cause.
 *
 * <p>Threads: every command, and every round's fold of a finished poll into the state, runs on the one injected
 * loop executor (a single thread), so the working state has exactly one writer. A round's polling (SSH) runs on the
 * client's pool, not on the loop thread, so a command waits at most for a fold, never for a poll; a command that
 * runs while a poll is in flight acts on the last published state ({@link LoopRounds}). A command called from
 * another thread waits for its turn (callers run it in the background, never on the FX thread); called from the
 * loop thread (a listener on a same-thread event executor) it runs at once. Events are delivered on the injected
 * event executor.
 */
public final class Control implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(Control.class);

    private final ClusterClient client;
    private final ScheduledExecutorService loopExecutor;
    private final ControlParts parts;
    private final LoopMarker marker;
    private final LoopRounds rounds;
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
        this(client, store, settings, loopExecutor, events, clock, random, reHomer, sessionIds,
                client.poller()::pollAsync);
    }

    /** As the public constructor, with the poll rounds taken from {@code polls} (tests hold a round mid-flight). */
    Control(ClusterClient client, Store store, StoredSettings settings,
            ScheduledExecutorService loopExecutor, Executor events, Clock clock, RandomGenerator random,
            ReHomer reHomer, Supplier<String> sessionIds, PollSource polls) {
        this.client = client;
        this.loopExecutor = loopExecutor;
        registerNodes(store, client);
        this.parts = new ControlParts(client, store, settings, loopExecutor, events, clock, random, reHomer,
                sessionIds, polls);
        this.marker = parts.marker;
        this.rounds = parts.rounds;
        this.runner = parts.runner;
    }

    /** With RMTS failure re-homing ({@link RmtsReHomer}), a fresh random source and random UUID session ids. */
    public static Control create(ClusterClient client, Store store, StoredSettings settings,
                                 ScheduledExecutorService loopExecutor, Executor events, Clock clock) {
        return new Control(client, store, settings, loopExecutor, events, clock,
                RandomGenerator.of("L64X128MixRandom"), new RmtsReHomer(), () -> UUID.randomUUID().toString());
    }

    private static void registerNodes(Store store, ClusterClient client) {
        for (NodeConfig n : client.cluster().nodes()) {
            store.nodes().save(n);
        }
    }

    // ---- state and events

    /** The latest snapshot; never blocks. */
    public ClusterSnapshot snapshot() {
        return parts.state.snapshot();
    }

    public Subscription subscribe(ControlListener listener) {
        return parts.bus.subscribe(listener);
    }

    /** The settings in force (the Settings screen's values); never blocks. */
    public ControlSettings settings() {
        return parts.settings.get();
    }

    /**
     * Stored settings the console could not use and replaced by their defaults (each names its key and value),
     * for the Settings screen to show; empty when all were readable. A change that rewrites a key clears its
     * problem. Never blocks.
     */
    public List<SettingProblem> settingsProblems() {
        return parts.settingsCommands.problems();
    }

    // ---- the loop

    /**
     * Runs a round now and then one every poll interval after the previous round's fold, until {@link #stop}.
     */
    public synchronized void start() {
        rounds.start();
    }

    /** No further round starts; a poll already in flight is still folded. */
    public synchronized void stop() {
        rounds.stop();
    }

    /**
     * One round now; returns when it is folded (tests drive the loop with it). The poll runs off the loop thread,
     * so commands submitted meanwhile run before the fold. If a round is in flight, this waits for that one.
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

    // ---- commands

    /** Places and starts a playback (Cameras screen). */
    public CommandResult<PlaybackStarted> requestPlayback(Principal user, String camera, long beginMs, double rate,
                                                          Quality quality) {
        return runner.onLoop("starting a playback",
                () -> parts.dispatcher.requestPlayback(user, camera, beginMs, rate, quality));
    }

    public CommandResult<Session> stopSession(Principal user, String sessionId) {
        return runner.onLoop("stopping a session", () -> parts.sessions.stop(user, sessionId));
    }

    public CommandResult<Session> changeRate(Principal user, String sessionId, double rate) {
        return runner.onLoop("changing a speed", () -> parts.sessions.changeRate(user, sessionId, rate));
    }

    /**
     * A supervisor approves a pending proposal, one move of its plan ({@link MigrationPlans#approveMove}); it is
     * then executed make-before-break. The result carries the move as it ended.
     */
    public CommandResult<ProposalRecord> approveProposal(Principal user, long proposalId) {
        return runner.onLoop("approving a proposal", () -> move(parts.approvals.approveMove(user, proposalId),
                proposalId));
    }

    /** A supervisor rejects a pending proposal, one move of its plan ({@link MigrationPlans#rejectMove}). */
    public CommandResult<ProposalRecord> rejectProposal(Principal user, long proposalId, String why) {
        return runner.onLoop("rejecting a proposal",
                () -> move(parts.approvals.rejectMove(user, proposalId, why), proposalId));
    }

    private static CommandResult<ProposalRecord> move(CommandResult<PlanRecord> r, long id) {
        ProposalRecord m = r.value() == null ? null : r.value().move(id).orElse(null);
        return r.ok() ? CommandResult.ok(r.message(), m) : CommandResult.failed(r.message(), m);
    }

    /** Migration plans: the open ones, their history, and a supervisor's decisions on a plan or one of its moves. */
    public MigrationPlans plans() {
        return parts.plans;
    }

    /** A user logs in: the principal of the result is the one every later command needs. */
    public CommandResult<Principal> login(String name, char[] password) {
        return runner.onLoop("logging in", () -> parts.accounts.login(name, password));
    }

    /** The principal ends its session: every command refuses it from now on (audited {@code logout}). */
    public void logout(Principal user) {
        if (parts.gate.revoke(user)) {
            runner.onLoop("logging out", () -> {
                parts.audit.log(parts.clock.millis(), user.name(), "logout", null, null);
                return CommandResult.ok("Logged out.", null);
            });
        }
    }

    /**
     * The principal of one command-line run ({@code voddesk play}, {@code stop}): there is no login there (the command
     * line runs for whoever holds the cluster's SSH key), so it has an operator's rights only. Audited
     * {@code principal.command_line} with the OS user it names.
     */
    public Principal commandLinePrincipal(String osUser) {
        Principal p = parts.gate.issueCommandLine(osUser);
        runner.onLoop("issuing the command line's principal", () -> {
            parts.audit.log(parts.clock.millis(), p.name(), "principal.command_line", null, "OS user " + osUser);
            return CommandResult.ok("Issued.", p);
        });
        return p;
    }

    /** Whether any user exists (the first start asks for a first supervisor when none does). */
    public boolean hasUsers() {
        return parts.accounts.hasUsers();
    }

    public CommandResult<UserRecord> createFirstSupervisor(String name, char[] password) {
        return runner.onLoop("adding the first supervisor", () -> parts.accounts.createFirstSupervisor(name, password));
    }

    public CommandResult<UserRecord> createUser(Principal by, String name, Role role, char[] password) {
        return runner.onLoop("adding a user", () -> parts.accounts.createUser(by, name, role, password));
    }

    public CommandResult<UserRecord> setRole(Principal by, String name, Role role) {
        return runner.onLoop("changing a role", () -> parts.accounts.setRole(by, name, role));
    }

    public CommandResult<UserRecord> setDisabled(Principal by, String name, boolean disabled) {
        return runner.onLoop("changing a user", () -> parts.accounts.setDisabled(by, name, disabled));
    }

    public CommandResult<UserRecord> changePassword(Principal by, String name, char[] password) {
        return runner.onLoop("changing a password", () -> parts.accounts.changePassword(by, name, password));
    }

    public CommandResult<List<UserRecord>> users(Principal by) {
        return runner.onLoop("listing users", () -> parts.accounts.users(by));
    }

    /** The latest audit lines, newest first (supervisors only). */
    public CommandResult<List<AuditRecord>> recentAudit(Principal by, int limit) {
        return runner.onLoop("reading the audit log", () -> {
            String refused = parts.accounts.refusal(by, "audit.read", null);
            return refused != null ? CommandResult.failed(refused)
                    : CommandResult.ok("Audit.", parts.store.audit().recent(Math.max(1, Math.min(limit, 10_000))));
        });
    }

    /**
     * A supervisor changes the settings: checked against the user table now (an operator is refused, audited
     * {@code settings.change.refused}); the changed keys and an audit line with each key's before and after commit
     * together; the running loop uses them at once (a new poll interval reschedules the next round, a new
     * placement policy places the next request) and {@link ControlEvent.SettingsChanged} is raised.
     */
    public CommandResult<ControlSettings> updateSettings(Principal by, ControlSettings next) {
        return runner.onLoop("changing settings", () -> parts.settingsCommands.update(by, next));
    }

    /** The Alarms screen: open alarms, history, acknowledgement (docs/architecture.md, "Alarms"). */
    public Alarms alarms() {
        return parts.alarms;
    }

    /** The Cameras screen: search, timelines, CSV import, stream reopening ("Camera catalogue"). */
    public Cameras cameras() {
        return parts.cameras;
    }

    /** The Reports screen's daily export: its schedule (a supervisor setting) and the check that runs it. */
    public ReportExports reportExports() {
        return parts.reportExports;
    }

    /** The history screens' read queries (charts, migrations, a camera's sessions, the audit log). */
    public HistoryQueries history() {
        return parts.history;
    }

    /** The Settings screen's nodes and host keys: list, add, edit, retire, import/export, test, accept keys. */
    public NodeSettings nodeSettings() {
        return parts.nodeSettings;
    }

    /**
     * Stops the schedule for good: a poll still in flight is dropped when it completes (the executors and the
     * client belong to the caller).
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
