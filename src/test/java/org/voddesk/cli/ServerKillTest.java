package org.voddesk.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.cli.DeskWorkload.Fate;
import org.voddesk.cli.DeskWorkload.Kind;
import org.voddesk.cli.DeskWorkload.Sent;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.ControlEvent;
import org.voddesk.control.api.Link;
import org.voddesk.control.api.Page;
import org.voddesk.control.api.PlaybackStarted;
import org.voddesk.control.api.Principal;
import org.voddesk.control.remote.RemoteControl;
import org.voddesk.core.AuditRecord;
import org.voddesk.core.LoadForecast;
import org.voddesk.core.MigrationDraw;
import org.voddesk.core.MoveDraft;
import org.voddesk.core.MoveGrounds;
import org.voddesk.core.PlanDraft;
import org.voddesk.core.PlanKind;
import org.voddesk.core.PlanRecord;
import org.voddesk.core.PlanState;
import org.voddesk.core.Role;
import org.voddesk.core.Session;
import org.voddesk.core.SessionSimilarity;
import org.voddesk.demo.CommandHold;
import org.voddesk.demo.DemoCluster;
import org.voddesk.demo.DemoClusterConfig;
import org.voddesk.demo.DemoClusterFiles;
import org.voddesk.store.PasswordHasher;
import org.voddesk.store.Store;
import org.voddesk.store.StoreSettings;
import org.voddesk.testing.Await;
import org.voddesk.wire.ServerAddress;
import org.voddesk.wire.tls.KnownServers;

/**
 * A {@code voddesk server} killed with SIGKILL while a desk sends playbacks and plan decisions, and started again on
 * the same database and address: every command the desk got an ok for is in the database (read after the restart
 * through a fresh login), none was done twice, a command whose answer was lost is at most once there, one refused or
 * never sent is not; the desk's link goes RECONNECTING, then LOGIN_NEEDED (a restarted server has forgotten its
 * logins), and after a login its event stream starts with a fresh Subscribed. The two demo nodes run in this JVM, so
 * they outlive the server, as real nodes do.
 */
class ServerKillTest {
    private static final String PASSWORD = "boss password";
    private static final long HOUR = 3_600_000;

    @TempDir
    Path dir;
    private DemoCluster cluster;
    private ServerProcess server;
    private RemoteControl desk;
    private final List<ControlEvent> events = new CopyOnWriteArrayList<>();
    private final List<CommandHold> holds = new ArrayList<>();

    @AfterEach
    void stop() {
        holds.forEach(CommandHold::release);
        if (desk != null) {
            desk.close();
        }
        if (server != null) {
            server.close();
        }
        if (cluster != null) {
            cluster.close();
        }
    }

    @Test
    void noAcknowledgedCommandIsLostNoneIsDoneTwiceAndTheDeskLogsInAgain() throws Exception {
        Path db = room();
        String[] serve = {"--cluster", dir.resolve("demo.yaml").toString(), "--db", db.toString(), "--listen"};
        server = ServerProcess.start(dir, "first", dir.resolve("server-home"), with(serve, "127.0.0.1:0"));
        ServerAddress at = server.address();
        KnownServers known = KnownServers.inHome(dir.resolve("desk-home"));
        desk = RemoteControl.connect(at, known, true, Runnable::run);
        desk.subscribe(events::add, Runnable::run);
        Principal boss = logIn(desk);
        Await.until("both nodes measured", Duration.ofSeconds(60),
                () -> server.output().split("NodeGradeChanged", -1).length > 2);
        DeskWorkload work;
        Sent held;

        try (Store planner = Store.open(db)) {
            work = new DeskWorkload(desk, boss, played -> openPlan(planner, played),
                    System.currentTimeMillis() - 3 * HOUR);
            work.untilAcknowledged(8, 4, Duration.ofSeconds(60));
            held = heldApproval(work, planner);
            work.burst(2); // out when the server dies
            server.kill();
            holds.forEach(CommandHold::release);
            int killed = events.size();
            work.burst(2); // sent while it is down
            server = ServerProcess.start(dir, "again", dir.resolve("server-home"), with(serve, at.toString()));

            Await.until("the desk told to log in again", Duration.ofSeconds(60),
                    () -> linkStates(since(killed)).contains(Link.State.LOGIN_NEEDED));
            assertThat(desk.link().state()).isEqualTo(Link.State.LOGIN_NEEDED);
            assertThat(linkStates(since(killed))).startsWith(Link.State.RECONNECTING)
                    .endsWith(Link.State.LOGIN_NEEDED).doesNotContain(Link.State.CONNECTED);
            int again = events.size();
            logIn(desk);
            Await.until("a fresh Subscribed", Duration.ofSeconds(10),
                    () -> since(again).stream().anyMatch(ControlEvent.Subscribed.class::isInstance));
            assertThat(desk.link().state()).isEqualTo(Link.State.CONNECTED);

            work.untilAcknowledged(4, 2, Duration.ofSeconds(60));
            work.awaitAll(Duration.ofSeconds(90));
        }
        List<Sent> sent = work.sent();
        assertThat(held.fate()).as(held.result().join().message()).isEqualTo(Fate.MAYBE);
        assertThat(sent).filteredOn(s -> s.kind() == Kind.PLAY && s.fate() == Fate.DONE).hasSizeGreaterThan(11);
        assertThat(sent).filteredOn(s -> s.kind() != Kind.PLAY && s.fate() == Fate.DONE).hasSizeGreaterThan(5);

        try (RemoteControl fresh = RemoteControl.connect(at, known, false, Runnable::run)) {
            Principal reader = logIn(fresh);
            // a start whose record the kill cut short is found on its node and adopted, or stopped: none runs unknown
            Await.until("the nodes play exactly the server's live sessions", Duration.ofSeconds(30),
                    () -> played().equals(ids(live(fresh))));
            assertPlaysOnceEach(sent, audit(fresh, reader, "playback.start").stream()
                    .filter(a -> a.entry().action().equals("playback.start")).toList(), live(fresh));
            assertDecisionsKept(sent, plans(fresh, reader), audit(fresh, reader, "plan."));
        }
        assertThat(server.stop()).as("stderr: %s", server.errors()).isZero();
    }

    /** Two demo nodes in this JVM, their cluster file, and a database with a supervisor; returns the database. */
    private Path room() throws Exception {
        cluster = DemoCluster.start(DemoClusterConfig.of(2), Clock.systemUTC());
        Path clusterFile = dir.resolve("demo.yaml");
        DemoClusterFiles.write(cluster, clusterFile, DemoClusterFiles.keyDirFor(clusterFile));
        Path db = dir.resolve("voddesk.db");
        try (Store store = Store.open(db, StoreSettings.DEFAULT.withPasswordIterations(
                PasswordHasher.MIN_ITERATIONS))) {
            store.users().create("boss", Role.SUPERVISOR, PASSWORD.toCharArray(), System.currentTimeMillis());
        }
        return db;
    }

    /**
     * An approval whose decision is committed and whose move waits at a node (held there), so that the kill takes its
     * answer: the desk cannot know it was done, and the database must say it was, once. The hold catches the node's
     * next command, which may be a poll; then the approval ends at once and another one is tried.
     */
    private Sent heldApproval(DeskWorkload work, Store planner) throws Exception {
        for (int i = 0; i < 5; i++) {
            holds.forEach(CommandHold::release);
            holds.clear();
            holds.add(cluster.holdNextCommand("vod-1"));
            holds.add(cluster.holdNextCommand("vod-2"));
            Sent s = work.decideNext(Kind.APPROVE);
            if (s == null) {
                work.untilAcknowledged(1, 0, Duration.ofSeconds(30));
                continue;
            }
            Await.until("plan " + s.planId() + " approved in the database", Duration.ofSeconds(30),
                    () -> s.result().isDone() || planner.plans().find(s.planId()).orElseThrow().state()
                            == PlanState.APPROVED);
            Thread.sleep(1000); // a move that is not held runs in milliseconds
            if (!s.result().isDone()) {
                return s;
            }
        }
        throw new AssertionError("no approval was held at a node in 5 tries");
    }

    /**
     * Each playback acknowledged is started once (one audit line, its session live now); one whose answer was lost at
     * most once; one refused or not sent never.
     */
    private static void assertPlaysOnceEach(List<Sent> sent, List<AuditRecord> starts, List<Session> live) {
        Set<String> liveIds = ids(live);
        assertThat(starts).as("every start is one the desk asked for").allMatch(a -> sent.stream()
                .anyMatch(s -> s.kind() == Kind.PLAY && a.entry().detail().startsWith(s.auditKey())));
        for (Sent s : sent) {
            if (s.kind() != Kind.PLAY) {
                continue;
            }
            List<AuditRecord> lines = starts.stream().filter(a -> a.entry().detail().startsWith(s.auditKey())).toList();
            switch (s.fate()) {
                case DONE -> {
                    String id = ((PlaybackStarted) s.result().join().value()).session().id();
                    assertThat(lines).as("%s, acknowledged", s.auditKey()).singleElement()
                            .satisfies(a -> assertThat(a.entry().subject()).isEqualTo("session " + id));
                    assertThat(liveIds).as("live after the restart").contains(id);
                }
                case MAYBE -> assertThat(lines).as("%s: %s", s.auditKey(), s.result().join().message())
                        .hasSizeLessThanOrEqualTo(1);
                case NOT_DONE -> assertThat(lines).as("%s: %s", s.auditKey(), s.result().join().message()).isEmpty();
            }
        }
    }

    /**
     * Each decision acknowledged is the plan's state now, by this desk's user; a decision refused or not sent left
     * the plan to others; no plan was decided twice.
     */
    private static void assertDecisionsKept(List<Sent> sent, List<PlanRecord> plans, List<AuditRecord> decisions) {
        for (Sent s : sent) {
            if (s.kind() == Kind.PLAY) {
                continue;
            }
            PlanRecord p = plans.stream().filter(x -> x.id() == s.planId()).findFirst().orElseThrow();
            String said = s.result().join().message();
            switch (s.fate()) {
                case DONE -> {
                    assertThat(p.decidedBy()).as("plan %d: %s", p.id(), said).isEqualTo("boss");
                    assertThat(p.state()).as("plan %d: %s", p.id(), said).isIn(s.kind() == Kind.REJECT
                            ? Set.of(PlanState.REJECTED) : Set.of(PlanState.APPROVED, PlanState.DONE,
                            PlanState.FAILED));
                }
                case MAYBE -> { }
                case NOT_DONE -> assertThat(p.decidedBy()).as("plan %d: %s", p.id(), said).isNotEqualTo("boss");
            }
            assertThat(decisions).as("plan %d decided once", p.id())
                    .filteredOn(a -> a.entry().subject().equals("plan " + p.id())
                            && Set.of("plan.approve", "plan.reject").contains(a.entry().action()))
                    .hasSizeLessThanOrEqualTo(1);
        }
    }

    private static Principal logIn(RemoteControl control) {
        CommandResult<Principal> in = control.login("boss", PASSWORD.toCharArray());
        assertThat(in.ok()).as(in.message()).isTrue();
        return in.value();
    }

    /** A re-homing plan of one move, {@code played} to the other node, as the planner records one. */
    private static long openPlan(Store store, PlaybackStarted played) {
        Session s = played.session();
        String to = s.nodeName().equals("vod-1") ? "vod-2" : "vod-1";
        long now = System.currentTimeMillis();
        long expires = now + HOUR;
        return store.plans().create(new PlanDraft(PlanKind.RE_HOMING, "move " + s.id(), 1, 30, 10, now, expires),
                List.of(new MoveDraft(s.id(), new MoveGrounds(s.nodeName(), to, MigrationDraw.CERTAIN,
                        SessionSimilarity.UNKNOWN, new LoadForecast(20, 10, 30, 20), "move it"), now, expires))).id();
    }

    private static List<Session> live(RemoteControl control) {
        return CommandResult.await("reading the live sessions", control.liveSessionsAsync()).value().sessions();
    }

    /** The sessions the demo nodes play now. */
    private Set<String> played() {
        return ids(java.util.stream.Stream.of("vod-1", "vod-2").flatMap(n -> cluster.node(n).sessions().stream())
                .toList());
    }

    private static Set<String> ids(List<Session> sessions) {
        return sessions.stream().map(Session::id).collect(Collectors.toSet());
    }

    /** Every audit line of {@code action} (a prefix), read page by page. */
    private static List<AuditRecord> audit(RemoteControl control, Principal by, String action) {
        return pages(page -> control.history().auditHistory(by, 0, Long.MAX_VALUE, null, action, page, 200));
    }

    /** Every plan, decided (the history) or open. */
    private static List<PlanRecord> plans(RemoteControl control, Principal by) {
        List<PlanRecord> all = new ArrayList<>(pages(page -> control.plans().history(by, 0,
                System.currentTimeMillis() + HOUR, page, 200)));
        all.addAll(control.plans().open(by).value());
        return all;
    }

    private static <T> List<T> pages(Function<Integer, CommandResult<Page<T>>> read) {
        List<T> all = new ArrayList<>();
        for (int page = 0; ; page++) {
            CommandResult<Page<T>> r = read.apply(page);
            assertThat(r.ok()).as(r.message()).isTrue();
            all.addAll(r.value().items());
            if (!r.value().hasMore()) {
                return all;
            }
        }
    }

    /** The desk's events from the {@code from}-th on. */
    private List<ControlEvent> since(int from) {
        List<ControlEvent> all = List.copyOf(events);
        return all.subList(from, all.size());
    }

    private static List<Link.State> linkStates(List<ControlEvent> seen) {
        return seen.stream().filter(ControlEvent.LinkChanged.class::isInstance)
                .map(e -> ((ControlEvent.LinkChanged) e).link().state()).toList();
    }

    private static String[] with(String[] args, String last) {
        String[] all = java.util.Arrays.copyOf(args, args.length + 1);
        all[args.length] = last;
        return all;
    }
}
