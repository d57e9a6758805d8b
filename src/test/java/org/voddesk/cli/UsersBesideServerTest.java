package org.voddesk.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.Principal;
import org.voddesk.control.remote.RemoteSession;
import org.voddesk.core.Role;
import org.voddesk.demo.DemoCluster;
import org.voddesk.demo.DemoClusterConfig;
import org.voddesk.demo.DemoClusterFiles;
import org.voddesk.store.Store;
import org.voddesk.testing.Await;
import org.voddesk.wire.ServerAddress;
import org.voddesk.wire.tls.KnownServers;
import picocli.CommandLine;

/**
 * {@code voddesk users add} beside a running {@code voddesk server} on the same database: it needs no lease, the
 * server keeps its lease and its loop, and the new account logs in at once.
 */
class UsersBesideServerTest {
    @TempDir
    Path dir;
    private DemoCluster cluster;
    private ServerCommand server;
    private CompletableFuture<Integer> serverExit;

    @AfterEach
    void stop() throws Exception {
        if (server != null) {
            server.stop.countDown();
            serverExit.get(30, TimeUnit.SECONDS);
        }
        if (cluster != null) {
            cluster.close();
        }
    }

    @Test
    void theFirstSupervisorAddedBesideAHeadlessServerLogsInAtOnce() throws Exception {
        cluster = DemoCluster.start(DemoClusterConfig.of(1), Clock.systemUTC());
        Path clusterFile = dir.resolve("demo.yaml");
        DemoClusterFiles.write(cluster, clusterFile, DemoClusterFiles.keyDirFor(clusterFile));
        Path db = dir.resolve("voddesk.db");
        Matcher m = serve("--cluster", clusterFile.toString(), "--db", db.toString(), "--listen", "127.0.0.1:0");

        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine cl = Main.newCommandLine();
        ((UsersAddCommand) cl.getSubcommands().get("users").getSubcommands().get("add").getCommand()).passwords =
                "first supervisor"::toCharArray;
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        assertThat(cl.execute("users", "add", "--db", db.toString(), "--user", "ann", "--role", "supervisor"))
                .as(err.toString()).isZero();

        KnownServers known = new KnownServers(dir.resolve("client").resolve("known_servers"));
        try (RemoteSession s = RemoteSession.connect(ServerAddress.parse(m.group(1)), known, true)) {
            CommandResult<Principal> in = s.login("ann", "first supervisor".toCharArray());
            assertThat(in.ok()).as(in.message()).isTrue();
            assertThat(s.whoAmI().value()).isEqualTo(new Principal("ann", Role.SUPERVISOR, "127.0.0.1"));
        }
        assertThat(serverExit).as("the server runs on").isNotDone();
        try (Store store = Store.openReadOnly(db)) {
            assertThat(store.lease().holder()).as("the server holds the lease still").isPresent();
        }
    }

    private Matcher serve(String... args) {
        server = new ServerCommand();
        server.home = dir.resolve("home");
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine cl = new CommandLine(server);
        cl.setExecutionExceptionHandler(new RuntimeFailureHandler());
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        serverExit = CompletableFuture.supplyAsync(() -> cl.execute(args));
        Await.until("server listening", Duration.ofSeconds(60),
                () -> ServerCommandTest.LISTENING.matcher(out.toString()).find() || serverExit.isDone());
        Matcher m = ServerCommandTest.LISTENING.matcher(out.toString());
        assertThat(m.find()).as("listening; stderr: %s", err).isTrue();
        return m;
    }
}
