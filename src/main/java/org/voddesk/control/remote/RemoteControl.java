package org.voddesk.control.remote;

import java.io.IOException;
import java.security.cert.CertificateException;
import java.time.Clock;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.TimeUnit;
import java.util.random.RandomGenerator;
import org.voddesk.control.admin.TextSettingsForm;
import org.voddesk.control.api.Alarms;
import org.voddesk.control.api.Cameras;
import org.voddesk.control.api.ClusterSnapshot;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.Control;
import org.voddesk.control.api.ControlListener;
import org.voddesk.control.api.ControlSettings;
import org.voddesk.control.api.HistoryQueries;
import org.voddesk.control.api.Link;
import org.voddesk.control.api.MigrationPlans;
import org.voddesk.control.api.NodeSettings;
import org.voddesk.control.api.PlaybackStarted;
import org.voddesk.control.api.Principal;
import org.voddesk.control.api.ReportExports;
import org.voddesk.control.api.SettingProblem;
import org.voddesk.control.api.SettingsForm;
import org.voddesk.control.api.Subscription;
import org.voddesk.control.api.UserAccounts;
import org.voddesk.control.api.WhatIfRuns;
import org.voddesk.core.LoadThresholds;
import org.voddesk.core.Quality;
import org.voddesk.core.Session;
import org.voddesk.report.DailyReports;
import org.voddesk.report.ReportWriters;
import org.voddesk.wire.ChangeRateRequest;
import org.voddesk.wire.ControlGrpc;
import org.voddesk.wire.ListSessionsRequest;
import org.voddesk.wire.RequestPlaybackRequest;
import org.voddesk.wire.ServerAddress;
import org.voddesk.wire.StopSessionRequest;
import org.voddesk.wire.UpdateSettingsRequest;
import org.voddesk.wire.model.Settings;
import org.voddesk.wire.tls.KnownServers;
import org.voddesk.wire.tls.ServerKeyException;
import org.voddesk.wire.tls.ServerTrust;

/**
 * The control API over the wire: a {@link Control} whose state and commands are a control server's. A screen holds it
 * as it holds the in-process one, and cannot tell them apart. Its commands are calls of the server's services
 * ({@link Calls}); the server acts as the login's user, whatever principal a command names (roles are the server's to
 * enforce). Its snapshot, settings and events come from the server's event stream.
 */
public final class RemoteControl implements Control {
    private final RemoteSession session;
    private final Calls calls;
    private final Executor events;
    private final MigrationPlans plans;
    private final Alarms alarms;
    private final RemoteAccounts accounts;
    private final RemoteNodeSettings nodeSettings;
    private final RemoteReportExports reportExports;
    private final RemoteReports reports;
    private final RemoteHistory history;
    private final RemoteCameras cameras;
    private final RemoteWhatIf whatIf;
    private final RemoteEvents stream;

    private RemoteControl(RemoteSession session, Executor events) {
        this.session = session;
        this.calls = new Calls(session);
        this.events = events;
        this.plans = new RemotePlans(calls);
        this.alarms = new RemoteAlarms(calls);
        // a desk's own file work (a cluster file or cameras CSV read, a file written, a report's write started) stays
        // off the caller's thread, which may be the FX thread
        Executor files = ForkJoinPool.commonPool();
        this.accounts = new RemoteAccounts(calls);
        this.nodeSettings = new RemoteNodeSettings(calls, files);
        this.reportExports = new RemoteReportExports(calls, files);
        this.reports = new RemoteReports(calls, new ReportWriters(LoadThresholds.DEFAULT, files));
        this.stream = new RemoteEvents(session, Clock.systemUTC(), RandomGenerator.getDefault());
        this.history = new RemoteHistory(calls);
        this.whatIf = new RemoteWhatIf(session, calls);
        this.cameras = new RemoteCameras(calls, this::snapshot, files);
        // the desk's copy of the camera catalogue follows the server's changes (and is read again after a lost link)
        stream.subscribe(cameras::observe, Runnable::run);
    }

    /**
     * Connects to {@code server}, trusting its key as {@link RemoteSession#connect} does; events go to
     * {@code events} unless a subscription names its own executor.
     *
     * @throws ServerKeyException naming the fingerprints, when the key is unknown (and not accepted) or changed
     * @throws IOException        with one line for the user, when the server cannot be reached or does not answer
     */
    public static RemoteControl connect(ServerAddress server, KnownServers known, boolean acceptNewKey,
                                        Executor events) throws ServerKeyException, IOException {
        return new RemoteControl(RemoteSession.connect(server, known, acceptNewKey), events);
    }

    /**
     * Connects to {@code server}, trusting its certificate as {@code trust} says ({@link RemoteSession#connect(
     * ServerAddress, ServerTrust)}); events go to {@code events} unless a subscription names its own executor.
     *
     * @throws CertificateException with one line naming why, when the server's certificate is refused
     * @throws IOException          with one line for the user, when the server cannot be reached or does not answer
     */
    public static RemoteControl connect(ServerAddress server, ServerTrust trust, Executor events)
            throws CertificateException, IOException {
        return new RemoteControl(RemoteSession.connect(server, trust), events);
    }

    /** The control of {@code session}, a connection made by a test on another transport (in process). */
    static RemoteControl over(RemoteSession session, Executor events) {
        return new RemoteControl(session, events);
    }

    /** The connection: the server's address, its fingerprint and version. */
    public RemoteSession session() {
        return session;
    }

    /** The latest snapshot the server's event stream brought (no node before the login's first). */
    @Override
    public ClusterSnapshot snapshot() {
        return stream.snapshot();
    }

    /**
     * The connection to the server: its address, fingerprint and state, the session's ({@link RemoteSession#link}:
     * lost, reconnecting, the login needed) or, while that is connected, the event stream's (each change is also a
     * {@link org.voddesk.control.api.ControlEvent.LinkChanged}).
     */
    @Override
    public Link link() {
        return stream.link();
    }

    /**
     * The server's events, as in process, and this console's
     * {@link org.voddesk.control.api.ControlEvent.LinkChanged}; a subscription made before the login starts with the
     * login's first snapshot.
     */
    @Override
    public Subscription subscribe(ControlListener listener, Executor executor) {
        return stream.subscribe(listener, executor);
    }

    @Override
    public Subscription subscribe(ControlListener listener) {
        return subscribe(listener, events);
    }

    /**
     * The server's settings in force, as its event stream brought them.
     *
     * @throws IllegalStateException before the login (the stream starts with it)
     */
    @Override
    public ControlSettings settings() {
        return stream.settings();
    }

    @Override
    public List<SettingProblem> settingsProblems() {
        return stream.settingsProblems();
    }

    /** The settings' form is code, the same on every desk: the control room's own rules, run here. */
    @Override
    public SettingsForm settingsForm() {
        return TextSettingsForm.INSTANCE;
    }

    /**
     * The live sessions of the server's latest snapshot and who requested each, read at once (not from the event
     * stream: for a command line that does not subscribe). Any thread; returns at once; never completes
     * exceptionally. Role: any login.
     */
    public CompletableFuture<CommandResult<ClusterSnapshot.LiveSessions>> liveSessionsAsync() {
        return calls.read("reading the live sessions", ControlGrpc.getListSessionsMethod(),
                ListSessionsRequest.getDefaultInstance(), WireReads::sessions);
    }

    @Override
    public CompletableFuture<CommandResult<PlaybackStarted>> requestPlaybackAsync(Principal user, String camera,
                                                                                 long beginMs, double rate,
                                                                                 Quality quality) {
        return calls.commandOf("starting a playback", ControlGrpc.getRequestPlaybackMethod(),
                () -> RequestPlaybackRequest.newBuilder().setCamera(camera).setBeginMs(beginMs).setRate(rate)
                        .setQuality(quality.wireName()).build(), WireReads::playback);
    }

    @Override
    public CompletableFuture<CommandResult<Session>> stopSessionAsync(Principal user, String sessionId) {
        return calls.commandOf("stopping a session", ControlGrpc.getStopSessionMethod(),
                () -> StopSessionRequest.newBuilder().setSessionId(sessionId).build(), WireReads::stopped);
    }

    @Override
    public CompletableFuture<CommandResult<Session>> changeRateAsync(Principal user, String sessionId, double rate) {
        return calls.commandOf("changing a speed", ControlGrpc.getChangeRateMethod(),
                () -> ChangeRateRequest.newBuilder().setSessionId(sessionId).setRate(rate).build(), WireReads::rate);
    }

    @Override
    public MigrationPlans plans() {
        return plans;
    }

    /** A desk carries no other desk's login: refused (the server resumes its own desks' logins). */
    @Override
    public CompletableFuture<CommandResult<Principal>> resumeAsync(Principal login, String source) {
        return CompletableFuture.completedFuture(CommandResult.failed("A desk of a control server resumes no"
                + " login: its server does."));
    }

    /** A desk refuses no call of another: refused (its server records the calls it refuses). */
    @Override
    public CompletableFuture<CommandResult<Void>> recordRefusedCallAsync(Principal user, String call, String why) {
        return CompletableFuture.completedFuture(CommandResult.failed("A desk of a control server records no"
                + " refused call: its server does."));
    }

    /**
     * The server's login for a one-shot command (the command line's {@code play}, {@code plans}, ...): the same login,
     * without the event stream, whose first message costs a whole snapshot (about 1 MB on 200 nodes).
     * {@link #snapshot()} then stays empty, {@link #settings()} unknown and {@code reportExports().schedule()} unread;
     * every command and facet works. Blocks, so
     * never on the FX thread; never throws: a refusal is a failed result with the server's words.
     */
    public CommandResult<Principal> loginForCommands(String name, char[] password) {
        return session.login(name, password);
    }

    /**
     * The server's login, as this desk ({@code source} is the server's to tell: the connection's address); once logged
     * in, the desk reads what it keeps for reads that do not wait (the daily export's schedule), and its event stream
     * starts: once the server's state (snapshot, settings) is here, the desk reads its copy of the camera catalogue
     * (a change after the stream began comes as an event), then the result comes. When the state does not come within
     * {@link RemoteSession#CALL_DEADLINE}, the login is ended and the result says why.
     */
    @Override
    public CompletableFuture<CommandResult<Principal>> loginAsync(String name, char[] password, String source) {
        return CompletableFuture.supplyAsync(() -> session.login(name, password))
                .thenCompose(r -> !r.ok() ? CompletableFuture.completedFuture(r)
                        : reportExports.refresh().thenCompose(read -> withState(r))
                        .thenCompose(in -> !in.ok() ? CompletableFuture.completedFuture(in)
                                : cameras.refresh().thenApply(read -> in)));
    }

    private CompletableFuture<CommandResult<Principal>> withState(CommandResult<Principal> login) {
        return stream.start().orTimeout(RemoteSession.CALL_DEADLINE.toMillis(), TimeUnit.MILLISECONDS)
                .handleAsync((ok, e) -> {
                    if (e == null) {
                        return login;
                    }
                    String why = stream.link().detail();
                    stream.stop();
                    session.logout();
                    return CommandResult.failed("Logged in, but the server's state did not arrive within "
                            + RemoteSession.CALL_DEADLINE.toSeconds() + " s" + (why.isEmpty() ? "" : ": " + why)
                            + ". Try again.");
                });
    }

    /** Ends the event stream, then the login at the server. */
    @Override
    public CompletableFuture<CommandResult<Principal>> logoutAsync(Principal user) {
        return CompletableFuture.supplyAsync(() -> {
            stream.stop();
            CommandResult<Void> r = session.logout();
            return r.ok() ? CommandResult.ok(r.message(), user) : CommandResult.failed(r.message());
        });
    }

    @Override
    public UserAccounts accounts() {
        return accounts;
    }

    @Override
    public CompletableFuture<CommandResult<ControlSettings>> updateSettingsAsync(Principal by, ControlSettings next) {
        return calls.commandOf("changing settings", ControlGrpc.getUpdateSettingsMethod(),
                () -> next == null ? UpdateSettingsRequest.getDefaultInstance()
                        : UpdateSettingsRequest.newBuilder().setSettings(Settings.toWire(next)).build(),
                WireReads::settings);
    }

    @Override
    public Alarms alarms() {
        return alarms;
    }

    @Override
    public Cameras cameras() {
        return cameras;
    }

    @Override
    public ReportExports reportExports() {
        return reportExports;
    }

    /**
     * The daily reports of the server's history, for this desk's Reports screen: a day's report is loaded from the
     * server (any login may load one; a day without data fails with the server's words, as in process), and written
     * as PDF or CSV here at the desk. The PDF's load charts draw {@link LoadThresholds#DEFAULT}, the boundaries every
     * report is made with. Any thread; returns at once.
     */
    public DailyReports reports() {
        return reports;
    }

    @Override
    public WhatIfRuns whatIf() {
        return whatIf;
    }

    @Override
    public HistoryQueries history() {
        return history;
    }

    @Override
    public NodeSettings nodeSettings() {
        return nodeSettings;
    }

    /** Ends the event stream and closes the connection; the server ends its login with it. */
    @Override
    public void close() {
        stream.close();
        session.close();
    }
}
