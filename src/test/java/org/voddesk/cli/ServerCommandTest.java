package org.voddesk.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
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
import org.voddesk.control.api.Principal;
import org.voddesk.control.remote.RemoteControl;
import org.voddesk.control.remote.RemoteSession;
import org.voddesk.core.Role;
import org.voddesk.demo.DemoCluster;
import org.voddesk.demo.DemoClusterConfig;
import org.voddesk.demo.DemoClusterFiles;
import org.voddesk.report.DailyReport;
import org.voddesk.report.sample.CommittedSample;
import org.voddesk.store.PasswordHasher;
import org.voddesk.store.Store;
import org.voddesk.store.StoreSettings;
import org.voddesk.testing.Await;
import org.voddesk.wire.ServerAddress;
import org.voddesk.wire.tls.KnownServers;
import org.voddesk.wire.tls.ServerIdentity;
import picocli.CommandLine;

/** {@code voddesk server}: the loop of {@code run}, served with TLS; its usage, its first line, its files. */
class ServerCommandTest {
    static final Pattern LISTENING = Pattern.compile(
            "server listening on (127\\.0\\.0\\.1:\\d+) fingerprint (SHA256:[A-Za-z0-9+/]{43})");
    @TempDir
    Path dir;
    private DemoCluster cluster;
    private Path clusterFile;
    private Path db;
    private final List<Running> running = new ArrayList<>();

    @BeforeEach
    void start() throws Exception {
        cluster = DemoCluster.start(DemoClusterConfig.of(1), Clock.systemUTC());
        clusterFile = dir.resolve("demo.yaml");
        DemoClusterFiles.write(cluster, clusterFile, DemoClusterFiles.keyDirFor(clusterFile));
        db = dir.resolve("voddesk.db");
    }

    @AfterEach
    void stop() throws Exception {
        for (Running r : running) {
            r.command.stop.countDown();
            r.exit.get(30, TimeUnit.SECONDS);
        }
        cluster.close();
    }

    private record Running(ServerCommand command, StringWriter out, StringWriter err, CompletableFuture<Integer> exit) {
    }

    private static CommandLine commandLine(ServerCommand command, StringWriter out, StringWriter err) {
        CommandLine cl = new CommandLine(command);
        cl.setExecutionExceptionHandler(new RuntimeFailureHandler());
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        return cl;
    }

    /** A server in the background, returned once it listens (its address and fingerprint in {@code m}). */
    private Matcher serve(String... args) {
        ServerCommand command = new ServerCommand();
        command.home = dir.resolve("home");
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine cl = commandLine(command, out, err);
        Running r = new Running(command, out, err, CompletableFuture.supplyAsync(() -> cl.execute(args)));
        running.add(r);
        Await.until("server listening", Duration.ofSeconds(60),
                () -> LISTENING.matcher(out.toString()).find() || r.exit.isDone());
        Matcher m = LISTENING.matcher(out.toString());
        assertThat(m.find()).as("listening; stderr: %s", err).isTrue();
        return m;
    }

    private int usage(String... args) {
        return commandLine(new ServerCommand(), new StringWriter(), new StringWriter()).execute(args);
    }

    @Test
    void optionsThatDoNotFitTogetherAreBadUsage() {
        assertThat(usage("--demo", "--cluster", clusterFile.toString())).isEqualTo(2);
        assertThat(usage("--cluster", clusterFile.toString())).as("no --db").isEqualTo(2);
        assertThat(usage()).as("neither --cluster nor --demo").isEqualTo(2);
        assertThat(usage("--demo", "--tls-cert", "x.crt")).as("a certificate without its key").isEqualTo(2);
        assertThat(usage("--demo", "--listen", "7443")).as("no host").isEqualTo(2);
    }

    @Test
    void itServesTheLoopsControlWithItsOwnKeyBesideTheDatabaseAndPrintsItsEvents() throws Exception {
        try (Store store = Store.open(db, StoreSettings.DEFAULT.withPasswordIterations(PasswordHasher.MIN_ITERATIONS))) {
            store.users().create("desk", Role.OPERATOR, "desk password".toCharArray(), System.currentTimeMillis());
        }

        Matcher m = serve("--cluster", clusterFile.toString(), "--db", db.toString(), "--listen", "127.0.0.1:0");

        assertThat(m.group(2)).isEqualTo(ServerIdentity.besideDatabase(db, Clock.systemUTC()).fingerprint());
        assertThat(dir.resolve("voddesk.db.tls.key")).exists();
        KnownServers known = new KnownServers(dir.resolve("client").resolve("known_servers"));
        try (RemoteSession s = RemoteSession.connect(ServerAddress.parse(m.group(1)), known, true)) {
            CommandResult<Principal> in = s.login("desk", "desk password".toCharArray());
            assertThat(in.ok()).as(in.message()).isTrue();
            assertThat(s.whoAmI().value()).isEqualTo(new Principal("desk", Role.OPERATOR, "127.0.0.1"));
        }
        Running r = running.get(0);
        Await.until("the node graded", Duration.ofSeconds(60), () -> r.out.toString().contains("NodeGradeChanged"));
        r.command.stop.countDown();
        assertThat(r.exit.get(30, TimeUnit.SECONDS)).isZero();
        assertThat(r.out.toString().lines().findFirst()).get().asString().matches(LISTENING);
        assertThat(r.out.toString()).contains(" LoopStarted db=" + db).contains(" LoopStopped db=" + db);
        running.clear();
    }

    @Test
    void itServesTheDayReportsOfItsOwnHistoryToADesk() throws Exception {
        CommittedSample.copyTo(db);
        StoreSettings fastHashes = StoreSettings.DEFAULT.withPasswordIterations(PasswordHasher.MIN_ITERATIONS);
        try (Store store = Store.open(db, fastHashes)) {
            store.users().create("desk", Role.OPERATOR, "desk password".toCharArray(), System.currentTimeMillis());
        }

        Matcher m = serve("--cluster", clusterFile.toString(), "--db", db.toString(), "--listen", "127.0.0.1:0");

        KnownServers known = new KnownServers(dir.resolve("client").resolve("known_servers"));
        try (RemoteControl desk = RemoteControl.connect(ServerAddress.parse(m.group(1)), known, true, Runnable::run)) {
            CommandResult<Principal> in = desk.login("desk", "desk password".toCharArray());
            assertThat(in.ok()).as(in.message()).isTrue();
            DailyReport day = desk.reports().load(CommittedSample.DAY, CommittedSample.ZONE).get(60, TimeUnit.SECONDS);

            assertThat(day.clusterName()).isEqualTo("cluster demo.yaml, 1 node");
            assertThat(day.nodes()).hasSize(5);
            assertThat(day.cluster().requests().accepted()).isGreaterThan(1000);
        }
    }

    @Test
    void aSitesCertificateIsPresentedInsteadOfAKeyOfItsOwn() throws Exception {
        Path site = dir.resolve("site.db");
        String siteFingerprint = ServerIdentity.besideDatabase(site, Clock.systemUTC()).fingerprint();

        Matcher m = serve("--cluster", clusterFile.toString(), "--db", db.toString(), "--listen", "127.0.0.1:0",
                "--tls-cert", ServerIdentity.certificateFileOf(site).toString(),
                "--tls-key", ServerIdentity.keyFileOf(site).toString());

        assertThat(m.group(2)).isEqualTo(siteFingerprint);
        assertThat(dir.resolve("voddesk.db.tls.key")).doesNotExist();
        KnownServers known = new KnownServers(dir.resolve("client").resolve("known_servers"));
        try (RemoteSession s = RemoteSession.connect(ServerAddress.parse(m.group(1)), known, true)) {
            assertThat(s.fingerprint()).isEqualTo(siteFingerprint);
        }
    }

    @Test
    void anAddressInUseEndsTheRunWithOneLine() throws Exception {
        try (java.net.ServerSocket taken = new java.net.ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            StringWriter err = new StringWriter();
            ServerCommand command = new ServerCommand();

            int code = commandLine(command, new StringWriter(), err).execute("--cluster", clusterFile.toString(),
                    "--db", db.toString(), "--listen", "127.0.0.1:" + taken.getLocalPort());

            assertThat(code).isEqualTo(1);
            assertThat(err.toString()).startsWith("voddesk server: cannot listen on 127.0.0.1:" + taken.getLocalPort());
        }
        try (Store store = Store.open(db)) {
            assertThat(store.lease().holder()).as("the lease was given up").isEmpty();
        }
        assertThat(Files.exists(db)).isTrue();
    }
}
