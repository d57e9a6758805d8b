package org.voddesk.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.ClusterSnapshot;
import org.voddesk.control.api.PlaybackStarted;
import org.voddesk.control.api.Principal;
import org.voddesk.control.remote.RemoteControl;
import org.voddesk.core.LoadForecast;
import org.voddesk.core.MigrationDraw;
import org.voddesk.core.MoveDraft;
import org.voddesk.core.MoveGrounds;
import org.voddesk.core.PlanDraft;
import org.voddesk.core.PlanKind;
import org.voddesk.core.Quality;
import org.voddesk.core.Role;
import org.voddesk.core.Session;
import org.voddesk.core.SessionSimilarity;
import org.voddesk.demo.DemoCluster;
import org.voddesk.demo.DemoClusterConfig;
import org.voddesk.demo.DemoClusterFiles;
import org.voddesk.store.PasswordHasher;
import org.voddesk.store.Store;
import org.voddesk.store.StoreSettings;
import org.voddesk.testing.Await;
import org.voddesk.wire.ServerAddress;
import org.voddesk.wire.tls.KnownServers;
import picocli.CommandLine;

/**
 * {@code play}, {@code stop}, {@code alarms}, {@code sessions} and {@code plans} as desks of a {@code voddesk server}
 * on loopback (two demo nodes, an operator, a supervisor and one open plan in its database).
 */
class RemoteDeskCommandsTest {
    private static final Pattern PLAYED = Pattern.compile("session=(\\S+) node=(vod-\\d) url=\\S+");
    private static final String OPERATOR = "desk password";
    private static final String SUPERVISOR = "boss password";

    @TempDir
    Path dir;
    private DemoCluster cluster;
    private Path db;
    private ServerCommand server;
    private StringWriter serverOut;
    private CompletableFuture<Integer> serverExit;
    private String address;
    private String fingerprint;
    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    @BeforeEach
    void serve() throws Exception {
        cluster = DemoCluster.start(DemoClusterConfig.of(2), Clock.systemUTC());
        Path clusterFile = dir.resolve("demo.yaml");
        DemoClusterFiles.write(cluster, clusterFile, DemoClusterFiles.keyDirFor(clusterFile));
        db = dir.resolve("voddesk.db");
        try (Store store = Store.open(db, StoreSettings.DEFAULT.withPasswordIterations(PasswordHasher.MIN_ITERATIONS))) {
            long now = System.currentTimeMillis();
            store.users().create("desk", Role.OPERATOR, OPERATOR.toCharArray(), now);
            store.users().create("boss", Role.SUPERVISOR, SUPERVISOR.toCharArray(), now);
        }
        server = new ServerCommand();
        server.home = dir.resolve("server-home");
        serverOut = new StringWriter();
        CommandLine cl = new CommandLine(server);
        cl.setExecutionExceptionHandler(new RuntimeFailureHandler());
        cl.setOut(new PrintWriter(serverOut, true));
        cl.setErr(new PrintWriter(new StringWriter(), true));
        serverExit = CompletableFuture.supplyAsync(() -> cl.execute("--cluster", clusterFile.toString(), "--db",
                db.toString(), "--listen", "127.0.0.1:0"));
        Await.until("server listening", Duration.ofSeconds(60),
                () -> ServerCommandTest.LISTENING.matcher(serverOut.toString()).find() || serverExit.isDone());
        Matcher m = ServerCommandTest.LISTENING.matcher(serverOut.toString());
        assertThat(m.find()).as("listening: %s", serverOut).isTrue();
        address = m.group(1);
        fingerprint = m.group(2);
    }

    @AfterEach
    void stop() throws Exception {
        server.stop.countDown();
        serverExit.get(30, TimeUnit.SECONDS);
        cluster.close();
    }

    /** Runs {@code voddesk args} as a desk whose password is {@code password} (null: none to be had). */
    private int desk(String password, String... args) {
        out.getBuffer().setLength(0);
        err.getBuffer().setLength(0);
        CommandLine cl = Main.newCommandLine();
        for (CommandLine sub : cl.getSubcommands().values()) {
            Object c = sub.getCommand();
            LoginOptions login = c instanceof PlayCommand p ? p.login : c instanceof StopCommand s ? s.login
                    : c instanceof AlarmsCommand a ? a.login : c instanceof SessionsCommand s ? s.login
                    : c instanceof PlansCommand p ? p.login : null;
            RemoteOptions remote = c instanceof PlayCommand p ? p.remote : c instanceof StopCommand s ? s.remote
                    : c instanceof AlarmsCommand a ? a.remote : c instanceof SessionsCommand s ? s.remote
                    : c instanceof PlansCommand p ? p.remote : null;
            if (login != null) {
                login.passwords = () -> password == null ? null : password.toCharArray();
                remote.home = dir.resolve("desk-home");
            }
        }
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        return cl.execute(args);
    }

    private int asOperator(String... args) {
        return desk(OPERATOR, withServer("desk", args));
    }

    private int asSupervisor(String... args) {
        return desk(SUPERVISOR, withServer("boss", args));
    }

    private String[] withServer(String user, String... args) {
        String[] all = new String[args.length + 5];
        System.arraycopy(args, 0, all, 0, args.length);
        System.arraycopy(new String[] {"--server", address, "--user", user, "--accept-new-server-key"}, 0, all,
                args.length, 5);
        return all;
    }

    private static String threeHoursAgo() {
        return Instant.now().minus(3, ChronoUnit.HOURS).truncatedTo(ChronoUnit.SECONDS).toString();
    }

    private void measured() {
        Await.until("the nodes measured", Duration.ofSeconds(60),
                () -> serverOut.toString().split("NodeGradeChanged", -1).length > 2);
    }

    /**
     * An open plan of one move, recorded as the planner records one (the store beside the running server, as
     * another writer of its database): a session played at the server, to the other node.
     */
    private long openPlan() {
        measured();
        assertThat(asOperator("play", "--camera", "cam-007", "--begin", threeHoursAgo())).as(err.toString()).isZero();
        Matcher played = PLAYED.matcher(out.toString().strip());
        assertThat(played.matches()).as(out.toString()).isTrue();
        String from = played.group(2);
        String to = from.equals("vod-1") ? "vod-2" : "vod-1";
        try (Store store = Store.open(db)) {
            long now = System.currentTimeMillis();
            long expires = now + Duration.ofHours(1).toMillis();
            return store.plans().create(new PlanDraft(PlanKind.BALANCE, "one move off " + from, 3, 30, 10, now,
                    expires), List.of(new MoveDraft(played.group(1), new MoveGrounds(from, to, MigrationDraw.CERTAIN,
                    SessionSimilarity.UNKNOWN, new LoadForecast(20, 10, 30, 20), "move it"), now, expires))).id();
        }
    }

    private boolean audited(String action, String user) {
        try (Store store = Store.openReadOnly(db)) {
            return store.audit().recent(1000).stream()
                    .anyMatch(a -> a.entry().action().equals(action) && a.entry().user().equals(user));
        }
    }

    @Test
    void aPlayAtTheServerIsListedBySessionsAndStoppedThere() {
        measured();

        assertThat(asOperator("play", "--camera", "cam-007", "--begin", threeHoursAgo())).as(err.toString()).isZero();
        Matcher played = PLAYED.matcher(out.toString().strip());
        assertThat(played.matches()).as(out.toString()).isTrue();
        assertThat(cluster.node(played.group(2)).sessions()).hasSize(1);

        assertThat(asOperator("sessions")).as(err.toString()).isZero();
        assertThat(out.toString().lines()).singleElement().asString()
                .startsWith("session=" + played.group(1) + " node=" + played.group(2) + " camera=cam-007 ")
                .contains(" quality=main rate=1 ").endsWith(" requester=desk");

        assertThat(asOperator("stop", "--session", played.group(1))).as(err.toString()).isZero();
        assertThat(out.toString().strip()).isEqualTo("stopped session=" + played.group(1) + " node="
                + played.group(2));
        assertThat(cluster.node(played.group(2)).sessions()).isEmpty();
        assertThat(asOperator("sessions")).isZero();
        assertThat(out.toString()).isEmpty();
        assertThat(err.toString().strip()).isEqualTo("no live sessions");
    }

    @Test
    void aPlaybackStartedOverOneConnectionIsSeenOverAnother() throws Exception {
        measured();
        KnownServers known = KnownServers.inHome(dir.resolve("api-home"));
        ServerAddress at = ServerAddress.parse(address);
        try (RemoteControl one = RemoteControl.connect(at, known, true, Runnable::run);
             RemoteControl other = RemoteControl.connect(at, known, true, Runnable::run)) {
            Principal desk = one.login("desk", OPERATOR.toCharArray()).value();
            assertThat(other.login("boss", SUPERVISOR.toCharArray()).ok()).isTrue();

            CommandResult<PlaybackStarted> played = one.requestPlayback(desk, "cam-007",
                    Instant.parse(threeHoursAgo()).toEpochMilli(), 1, Quality.MAIN);
            assertThat(played.ok()).as(played.message()).isTrue();
            ClusterSnapshot.LiveSessions seen = CommandResult.await("reading the live sessions",
                    other.liveSessionsAsync()).value();

            String id = played.value().session().id();
            assertThat(seen.sessions()).extracting(Session::id).containsExactly(id);
            assertThat(seen.owners()).containsEntry(id, "desk");
            assertThat(played.value().explanation().policy()).isNotBlank();
        }
    }

    @Test
    void plansListsTheOpenPlanWithItsMoves() {
        long planId = openPlan();

        assertThat(asOperator("plans")).as(err.toString()).isZero();

        assertThat(out.toString().lines()).filteredOn(l -> l.startsWith("plan=" + planId + " ")).singleElement()
                .asString().startsWith("plan=" + planId + " kind=balance priority=3 state=pending lambda=30->10 ")
                .contains(" moves=").containsPattern(":pending reason=\"one move off vod-\\d\"$");
    }

    @Test
    void anOperatorsApprovalIsRefusedWithOneLineAndAuditedAtTheServer() {
        long planId = openPlan();

        assertThat(asOperator("plans", "--approve", String.valueOf(planId))).isEqualTo(1);

        assertThat(err.toString().lines()).singleElement().asString().startsWith("voddesk plans: ")
                .contains("supervisor");
        assertThat(out.toString()).isEmpty();
        assertThat(audited("plan.approve.refused", "desk")).isTrue();
        assertThat(asOperator("plans")).isZero();
        assertThat(out.toString()).contains("plan=" + planId + " ");
    }

    @Test
    void aSupervisorApprovesAndThePlanLeavesTheOpenList() {
        long planId = openPlan();

        assertThat(asSupervisor("plans", "--approve", String.valueOf(planId), "--note", "looks right"))
                .as(err.toString()).isZero();

        assertThat(out.toString().lines()).singleElement();
        assertThat(audited("plan.approve", "boss")).isTrue();
        Await.until("the plan no longer open", Duration.ofSeconds(30),
                () -> asOperator("plans") == 0 && !out.toString().contains("plan=" + planId + " "));
    }

    @Test
    void aSupervisorRejectsSayingWhy() {
        long planId = openPlan();

        assertThat(asSupervisor("plans", "--reject", String.valueOf(planId), "--why", "not now")).as(err.toString())
                .isZero();

        assertThat(audited("plan.reject", "boss")).isTrue();
        assertThat(asOperator("plans")).isZero();
        assertThat(out.toString()).doesNotContain("plan=" + planId + " ");
    }

    @Test
    void approvingARejectedPlanSaysWhoRejectedItAndWhenAsAnInstant() {
        long planId = openPlan();
        assertThat(asSupervisor("plans", "--reject", String.valueOf(planId), "--why", "not now")).isZero();

        assertThat(asSupervisor("plans", "--approve", String.valueOf(planId))).isEqualTo(1);

        assertThat(err.toString().strip()).matches("voddesk plans: Plan " + planId + " was already rejected by boss at"
                + " \\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d(\\.\\d+)?Z; there is nothing left to decide\\.");
    }

    @Test
    void anUnknownPlanIsOneLineAndExit1() {
        assertThat(asSupervisor("plans", "--approve", "999999")).isEqualTo(1);

        assertThat(err.toString().lines()).singleElement().asString().startsWith("voddesk plans: ");
    }

    @Test
    void aWrongPasswordGetsTheSameWordsAsAnUnknownUser() {
        assertThat(desk("guess", withServer("desk", "sessions"))).isEqualTo(1);
        String wrongPassword = err.toString();
        assertThat(desk("guess", withServer("nobody", "sessions"))).isEqualTo(1);

        assertThat(wrongPassword.lines()).singleElement().asString().startsWith("voddesk sessions: Wrong user name"
                + " or password");
        assertThat(err.toString()).isEqualTo(wrongPassword);
    }

    @Test
    void aChangedServerKeyIsOneLineNamingBothFingerprints() throws Exception {
        String old = "SHA256:" + "Q".repeat(43);
        KnownServers.inHome(dir.resolve("desk-home")).accept(ServerAddress.parse(address), old);

        assertThat(asOperator("alarms")).isEqualTo(1);

        assertThat(err.toString().lines()).singleElement().asString()
                .startsWith("voddesk alarms: SERVER KEY CHANGED for " + address)
                .contains(fingerprint).contains(old);
    }

    @Test
    void alarmsAtTheServerListsItsOpenAlarms() {
        assertThat(asOperator("alarms")).as(err.toString()).isZero();

        assertThat(out.toString().isEmpty() ? err.toString().strip() : out.toString()).isNotEmpty();
    }

    @Test
    void noPasswordToBeHadIsOneLine() {
        assertThat(desk(null, withServer("desk", "sessions"))).isEqualTo(1);

        assertThat(err.toString().strip()).isEqualTo("voddesk sessions: no password for --user desk: set "
                + LoginOptions.PASSWORD_VARIABLE + " or run on a terminal");
    }

    @Test
    void badUsageIsExit2() {
        assertThat(desk(OPERATOR, "sessions", "--server", address)).as("--server without --user").isEqualTo(2);
        assertThat(desk(OPERATOR, "plans", "--server", address)).as("--server without --user").isEqualTo(2);
        assertThat(desk(OPERATOR, "play", "--server", address, "--camera", "cam-007", "--begin", threeHoursAgo()))
                .as("--server without --user").isEqualTo(2);
        assertThat(desk(OPERATOR, "sessions")).as("no --server").isEqualTo(2);
        assertThat(desk(OPERATOR, "plans", "--user", "desk")).as("no --server").isEqualTo(2);
        assertThat(desk(OPERATOR, withServer("desk", "plans", "--reject", "1"))).as("no --why").isEqualTo(2);
        assertThat(desk(OPERATOR, withServer("desk", "plans", "--approve", "1", "--reject", "1", "--why", "x")))
                .isEqualTo(2);
        assertThat(desk(OPERATOR, "sessions", "--server", "7443", "--user", "desk")).as("no host").isEqualTo(2);
        assertThat(desk(OPERATOR, "play", "--camera", "cam-007", "--begin", threeHoursAgo())).as("neither --cluster"
                + " nor --server").isEqualTo(2);
        assertThat(desk(OPERATOR, withServer("desk", "alarms", "--all"))).isEqualTo(2);
        assertThat(desk(OPERATOR, "alarms")).as("neither --db nor --server").isEqualTo(2);
    }
}
