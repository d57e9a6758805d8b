package org.voddesk.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.demo.DemoCluster;
import org.voddesk.demo.DemoClusterConfig;
import org.voddesk.demo.DemoClusterFiles;
import org.voddesk.demo.PlayOrder;
import org.voddesk.core.Quality;
import org.voddesk.store.Store;
import picocli.CommandLine;

/** {@code play} and {@code stop} through the control layer against demo nodes. */
class PlayStopCommandTest {
    private static final Pattern PLAYED = Pattern.compile("session=(\\S+) node=(vod-\\d) url=\\S+");

    private DemoCluster cluster;
    private Path clusterFile;
    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    @BeforeEach
    void start(@TempDir Path dir) throws Exception {
        cluster = DemoCluster.start(DemoClusterConfig.of(2), Clock.systemUTC());
        clusterFile = dir.resolve("demo.yaml");
        DemoClusterFiles.write(cluster, clusterFile, DemoClusterFiles.keyDirFor(clusterFile));
    }

    @AfterEach
    void stop() {
        cluster.close();
    }

    private int run(String... args) {
        return runWithPassword(null, args);
    }

    /** Runs a command whose {@code --user} login reads {@code password} (null: none to be had). */
    private int runWithPassword(String password, String... args) {
        out.getBuffer().setLength(0);
        err.getBuffer().setLength(0);
        CommandLine cl = Main.newCommandLine();
        for (String sub : new String[] {"play", "stop"}) {
            LoginOptions login = sub.equals("play") ? ((PlayCommand) cl.getSubcommands().get(sub).getCommand()).login
                    : ((StopCommand) cl.getSubcommands().get(sub).getCommand()).login;
            login.passwords = () -> password == null ? null : password.toCharArray();
        }
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        return cl.execute(args);
    }

    private String threeHoursAgo() {
        return Instant.now().minus(3, ChronoUnit.HOURS).truncatedTo(ChronoUnit.SECONDS).toString();
    }

    @Test
    void playPrintsTheSessionAndStopEndsIt(@TempDir Path dbDir) {
        Path db = dbDir.resolve("h.db");
        assertThat(run("play", "--cluster", clusterFile.toString(), "--camera", "cam-007", "--begin", threeHoursAgo(),
                "--db", db.toString())).as(err.toString()).isZero();
        Matcher m = PLAYED.matcher(out.toString().strip());
        assertThat(m.matches()).as(out.toString()).isTrue();
        assertThat(cluster.node(m.group(2)).sessions()).hasSize(1);

        assertThat(run("stop", "--cluster", clusterFile.toString(), "--session", m.group(1), "--db", db.toString()))
                .as(err.toString()).isZero();

        assertThat(out.toString()).startsWith("stopped session=" + m.group(1) + " node=" + m.group(2));
        assertThat(cluster.node(m.group(2)).sessions()).isEmpty();
        try (Store store = Store.open(db)) {
            assertThat(store.decisions().between(0, Long.MAX_VALUE)).hasSize(1);
            assertThat(store.sessions().find(m.group(1)).orElseThrow().isActive()).isFalse();
        }
    }

    @Test
    void playUsesThePlacementPolicyStoredInTheDatabase(@TempDir Path dbDir) {
        Path db = dbDir.resolve("h.db");
        try (Store store = Store.open(db)) {
            store.settings().putAll(java.util.Map.of("placement.policy", "least-load"), 0, "sue");
        }

        assertThat(run("play", "--cluster", clusterFile.toString(), "--camera", "cam-007", "--begin", threeHoursAgo(),
                "--db", db.toString())).as(err.toString()).isZero();

        try (Store store = Store.open(db)) {
            assertThat(store.decisions().between(0, Long.MAX_VALUE)).singleElement()
                    .satisfies(d -> assertThat(d.entry().policy()).isEqualTo("least-load"));
        }
    }

    @Test
    void playPolicyOptionOverridesTheStoredPolicyWithoutSavingIt(@TempDir Path dbDir) {
        Path db = dbDir.resolve("h.db");
        try (Store store = Store.open(db)) {
            store.settings().putAll(java.util.Map.of("placement.policy", "least-load"), 0, "sue");
        }

        assertThat(run("play", "--cluster", clusterFile.toString(), "--camera", "cam-007", "--begin", threeHoursAgo(),
                "--db", db.toString(), "--policy", "similarity")).as(err.toString()).isZero();

        try (Store store = Store.open(db)) {
            assertThat(store.decisions().between(0, Long.MAX_VALUE)).singleElement()
                    .satisfies(d -> assertThat(d.entry().policy()).isEqualTo("similarity"));
            assertThat(store.settings().all()).containsEntry("placement.policy", "least-load");
        }
    }

    @Test
    void stopFindsASessionStartedOutsideTheConsoleWithoutADatabase() {
        long begin = Instant.now().minus(3, ChronoUnit.HOURS).toEpochMilli();
        cluster.node("vod-2").play(new PlayOrder("outside-1", "cam-007", begin, begin, 1, Quality.MAIN));

        assertThat(run("stop", "--cluster", clusterFile.toString(), "--session", "outside-1")).as(err.toString())
                .isZero();

        assertThat(out.toString()).startsWith("stopped session=outside-1 node=vod-2");
        assertThat(cluster.node("vod-2").sessions()).isEmpty();
    }

    @Test
    void playOfAnUnknownCameraIsARuntimeFailureWithTheReason() {
        assertThat(run("play", "--cluster", clusterFile.toString(), "--camera", "cam-999", "--begin",
                threeHoursAgo())).isEqualTo(1);
        assertThat(err.toString()).contains("no node lists a recording of camera cam-999");
    }

    @Test
    void badBeginIsBadUsage() {
        assertThat(run("play", "--cluster", clusterFile.toString(), "--camera", "cam-1", "--begin", "yesterday"))
                .isEqualTo(2);
    }

    @Test
    void playWithUserLogsInAndTheSessionIsThatUsersWhileAWrongPasswordIsRefused(@TempDir Path dbDir) {
        Path db = dbDir.resolve("h.db");
        try (Store store = Store.open(db)) {
            store.users().create("op1", org.voddesk.core.Role.OPERATOR, "op1 password".toCharArray(), 0);
        }
        String[] play = {"play", "--cluster", clusterFile.toString(), "--camera", "cam-007", "--begin",
                threeHoursAgo(), "--db", db.toString(), "--user", "op1"};

        assertThat(runWithPassword("not it", play)).isEqualTo(1);
        assertThat(err.toString()).contains("Wrong user name or password");
        assertThat(runWithPassword(null, play)).isEqualTo(1);
        assertThat(err.toString()).contains("no password for --user op1: set VODDESK_PASSWORD");
        assertThat(runWithPassword("op1 password", play)).as(err.toString()).isZero();

        Matcher m = PLAYED.matcher(out.toString().strip());
        assertThat(m.matches()).as(out.toString()).isTrue();
        try (Store store = Store.open(db)) {
            assertThat(store.sessions().origin(m.group(1)).orElseThrow().requestedBy()).isEqualTo("op1");
        }
    }
}
