package org.voddesk.control.remote;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.voddesk.control.admin.SettingsRules;
import org.voddesk.control.api.AutomationLevel;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.ControlSettings;
import org.voddesk.control.api.NodeStatus;
import org.voddesk.control.api.Page;
import org.voddesk.control.api.PlaybackStarted;
import org.voddesk.control.local.ControlFixture;
import org.voddesk.control.remote.RemoteFixture.Desk;
import org.voddesk.control.remote.RemoteFixture.Side;
import org.voddesk.core.Alarm;
import org.voddesk.core.MoveState;
import org.voddesk.core.NodeHealth;
import org.voddesk.core.PlanRecord;
import org.voddesk.core.PlanState;
import org.voddesk.core.Quality;
import org.voddesk.core.Role;
import org.voddesk.core.Session;
import org.voddesk.core.WallTimes;
import org.voddesk.wire.ControlGrpc;
import org.voddesk.wire.RequestPlaybackRequest;

/**
 * The contract of the control's commands for playback, settings, plans and alarms, checked with the same assertions
 * against the control in process and against the remote control of a server on that control ({@link RemoteFixture}):
 * the same results, refusals in the same words, roles checked where the control is.
 */
class CommandsContractTest {
    @TempDir
    Path dir;
    private RemoteFixture r;
    private ControlFixture f;

    @AfterEach
    void stop() {
        if (r != null) {
            r.close();
        }
    }

    private void start(int nodes) throws Exception {
        f = new ControlFixture(dir, nodes, SettingsRules.DEFAULT.withIntervals(Duration.ofSeconds(5), Duration.ZERO));
        r = new RemoteFixture(f);
        f.roundsUntilAllOk();
    }

    /** A pending plan off a loaded vod-1 (three nodes). */
    private PlanRecord pendingPlan() throws Exception {
        start(3);
        f.loadNode("vod-1", 40);
        f.roundsUntil(s -> !f.store.plans().open().isEmpty());
        PlanRecord p = f.store.plans().open().get(0);
        assertThat(p.state()).isEqualTo(PlanState.PENDING);
        return p;
    }

    private long threeHoursAgo() {
        return f.clock.millis() - 3 * ControlFixture.HOUR;
    }

    @ParameterizedTest
    @EnumSource(Side.class)
    void aPlaybackStartsChangesItsSpeedAndStops(Side side) throws Exception {
        start(2);
        Desk ann = r.desk(side, "ann", Role.OPERATOR);

        CommandResult<PlaybackStarted> started = ann.control().requestPlayback(ann.user(), "cam-007",
                threeHoursAgo(), 1, Quality.MAIN);

        assertThat(started.ok()).as(started.message()).isTrue();
        PlaybackStarted p = started.value();
        String id = p.session().id();
        assertThat(p.session().cameraId()).isEqualTo("cam-007");
        assertThat(p.url()).contains(id);
        assertThat(p.explanation().policy()).isEqualTo(f.control.settings().policies().placement());
        assertThat(p.explanation().candidates()).isNotEmpty();
        assertThat(p.attempts()).isEmpty();
        assertThat(f.control.snapshot().session(id)).contains(p.session());
        assertThat(f.control.snapshot().owners()).containsEntry(id, "ann");

        CommandResult<Session> faster = ann.control().changeRate(ann.user(), id, 2);

        assertThat(faster.ok()).as(faster.message()).isTrue();
        assertThat(faster.message()).isEqualTo("Session " + id + " now plays at 2.0x.");
        assertThat(faster.value().rate()).isEqualTo(2.0);

        CommandResult<Session> stopped = ann.control().stopSession(ann.user(), id);

        assertThat(stopped.ok()).as(stopped.message()).isTrue();
        assertThat(stopped.value().id()).isEqualTo(id);
        assertThat(f.control.snapshot().session(id)).isEmpty();
    }

    @ParameterizedTest
    @EnumSource(Side.class)
    void aRefusalHasTheControlsWordsOnBothSides(Side side) throws Exception {
        start(2);
        Desk ann = r.desk(side, "ann", Role.OPERATOR);
        Desk bob = r.desk(side, "bob", Role.OPERATOR);
        String annsSession = ann.control().requestPlayback(ann.user(), "cam-007", threeHoursAgo(), 1, Quality.MAIN)
                .value().session().id();

        CommandResult<Session> unknown = ann.control().stopSession(ann.user(), "no-such-session");
        CommandResult<Session> notBobs = bob.control().changeRate(bob.user(), annsSession, 4);
        CommandResult<PlaybackStarted> noCamera = ann.control().requestPlayback(ann.user(), "cam-999",
                threeHoursAgo(), 1, Quality.MAIN);

        assertThat(unknown.ok()).isFalse();
        assertThat(unknown.message()).isEqualTo("there is no live session no-such-session");
        assertThat(notBobs.ok()).isFalse();
        assertThat(notBobs.message()).isEqualTo("The speed of session " + annsSession + " was not changed: it was"
                + " started by ann; only that user or a supervisor may change its speed.");
        assertThat(noCamera.ok()).isFalse();
        assertThat(noCamera.message()).startsWith("Not started: ").contains("cam-999");
        assertThat(f.audited("playback.rate.refused")).isTrue();
    }

    @ParameterizedTest
    @EnumSource(Side.class)
    void aSupervisorChangesTheSettingsAndAnOperatorIsRefusedInTheSameWords(Side side) throws Exception {
        start(2);
        Desk op = r.desk(side, "op", Role.OPERATOR);
        Desk boss = r.desk(side, "boss", Role.SUPERVISOR);
        ControlSettings next = f.control.settings().withPlans(f.control.settings().plans()
                .withAutomation(AutomationLevel.PARTIAL, 2));

        CommandResult<ControlSettings> refused = op.control().updateSettings(op.user(), next);

        assertThat(refused.ok()).isFalse();
        assertThat(refused.message()).isEqualTo("Only a supervisor may change settings (op is an operator). Nothing was changed.");
        assertThat(f.control.settings().plans().automation()).isEqualTo(AutomationLevel.MANUAL);

        CommandResult<ControlSettings> changed = boss.control().updateSettings(boss.user(), next);

        assertThat(changed.ok()).as(changed.message()).isTrue();
        assertThat(changed.value()).isEqualTo(next).isEqualTo(f.control.settings());
        assertThat(f.audited("settings.change")).isTrue();
    }

    @ParameterizedTest
    @EnumSource(Side.class)
    void anOperatorCallingASupervisorsMethodIsRefused(Side side) throws Exception {
        PlanRecord p = pendingPlan();
        Desk op = r.desk(side, "op", Role.OPERATOR);
        long move = p.moves().get(0).id();

        List<CommandResult<PlanRecord>> tries = List.of(op.control().plans().approve(op.user(), p.id(), null),
                op.control().plans().reject(op.user(), p.id(), "no"),
                op.control().plans().approveMove(op.user(), move),
                op.control().plans().rejectMove(op.user(), move, "no"));

        assertThat(tries).extracting(CommandResult::message).containsExactly(
                "Only a supervisor may approve migrations (op is an operator). Ask a supervisor.",
                "Only a supervisor may reject migrations (op is an operator). Ask a supervisor.",
                "Only a supervisor may approve migrations (op is an operator). Ask a supervisor.",
                "Only a supervisor may reject migrations (op is an operator). Ask a supervisor.");
        assertThat(tries).noneMatch(CommandResult::ok);
        assertThat(f.store.plans().find(p.id()).orElseThrow().state()).isEqualTo(PlanState.PENDING);
        assertThat(List.of("plan.approve.refused", "plan.reject.refused", "move.approve.refused",
                "move.reject.refused")).allMatch(f::audited);
    }

    @ParameterizedTest
    @EnumSource(Side.class)
    void thePlansAreReadAndTheirMovesDecidedOneByOne(Side side) throws Exception {
        PlanRecord p = pendingPlan();
        Desk boss = r.desk(side, "boss", Role.SUPERVISOR);
        Desk op = r.desk(side, "op", Role.OPERATOR);

        assertThat(op.control().plans().open(op.user()).value()).containsExactlyElementsOf(f.store.plans().open());

        long first = p.moves().get(0).id();
        CommandResult<PlanRecord> approved = boss.control().plans().approveMove(boss.user(), first);

        assertThat(approved.ok()).as(approved.message()).isTrue();
        assertThat(approved.value().move(first).orElseThrow().state()).isEqualTo(MoveState.DONE);
        assertThat(approved.value()).isEqualTo(f.store.plans().find(p.id()).orElseThrow());

        CommandResult<PlanRecord> again = boss.control().plans().rejectMove(boss.user(), first, "changed my mind");

        assertThat(again.ok()).isFalse();
        assertThat(again.message()).isEqualTo("Move " + first + " was not rejected: it was already approved by boss"
                + " at " + WallTimes.stamp(approved.value().move(first).orElseThrow().decidedAtMs()) + ".");
    }

    @ParameterizedTest
    @EnumSource(Side.class)
    void aRejectedPlanLeavesTheOpenOnesForTheHistory(Side side) throws Exception {
        PlanRecord p = pendingPlan();
        Desk boss = r.desk(side, "boss", Role.SUPERVISOR);

        CommandResult<PlanRecord> rejected = boss.control().plans().reject(boss.user(), p.id(), "not now");

        assertThat(rejected.ok()).as(rejected.message()).isTrue();
        assertThat(rejected.message()).isEqualTo("Rejected " + p.moves().size() + " move(s) of plan " + p.id() + ".");
        assertThat(rejected.value().state()).isEqualTo(PlanState.REJECTED);
        assertThat(boss.control().plans().open(boss.user()).value()).isEmpty();
        Page<PlanRecord> history = boss.control().plans().history(boss.user(), 0, f.clock.millis() + 1, 0, 10)
                .value();
        assertThat(history.items()).singleElement().satisfies(h -> {
            assertThat(h).isEqualTo(rejected.value());
            assertThat(h.decidedBy()).isEqualTo("boss");
            assertThat(h.decisionNote()).isEqualTo("not now");
        });
        assertThat(history.hasMore()).isFalse();
        assertThat(boss.control().plans().history(boss.user(), 0, 1, 0, 0).message())
                .isEqualTo("A page is a number from 0 and a size 1-500 over a range whose end is not before its start.");
    }

    @ParameterizedTest
    @EnumSource(Side.class)
    void ofTwoSupervisorsApprovingAPlanAtOnceOneWinsAndTheOtherIsToldWhoAndWhen(Side side) throws Exception {
        PlanRecord p = pendingPlan();
        List<Desk> desks = List.of(r.desk(side, "boss", Role.SUPERVISOR), r.desk(side, "chief", Role.SUPERVISOR));
        ExecutorService both = Executors.newFixedThreadPool(2);
        CountDownLatch go = new CountDownLatch(1);
        try {
            List<CompletableFuture<CommandResult<PlanRecord>>> tries = desks.stream()
                    .map(d -> CompletableFuture.supplyAsync(() -> {
                        awaitQuietly(go);
                        return d.control().plans().approve(d.user(), p.id(), null);
                    }, both)).toList();
            go.countDown();
            List<CommandResult<PlanRecord>> results = tries.stream()
                    .map(t -> t.orTimeout(60, TimeUnit.SECONDS).join()).toList();

            assertThat(results).filteredOn(CommandResult::ok).hasSize(1);
            PlanRecord decided = f.store.plans().find(p.id()).orElseThrow();
            assertThat(results).filteredOn(x -> !x.ok()).singleElement().satisfies(lost ->
                    assertThat(lost.message()).isEqualTo("Plan " + p.id() + " was already approved by "
                            + decided.decidedBy() + " at " + WallTimes.stamp(decided.decidedAtMs())
                            + "; there is nothing left to decide."));
        } finally {
            both.shutdownNow();
        }
    }

    @ParameterizedTest
    @EnumSource(Side.class)
    void anAlarmIsReadInTheListAndTheHistoryAndAcknowledgedOnce(Side side) throws Exception {
        start(2);
        Desk op = r.desk(side, "op", Role.OPERATOR);
        f.cluster.kill("vod-2");
        f.roundsUntil(s -> s.node("vod-2").map(NodeStatus::health).orElseThrow() == NodeHealth.UNREACHABLE);

        List<Alarm> open = op.control().alarms().open(op.user()).value();
        Page<Alarm> history = op.control().alarms().history(op.user(), 0, 10).value();

        Alarm down = open.stream().filter(a -> a.kind().equals("node.unreachable")).findFirst().orElseThrow();
        assertThat(history.items()).contains(down);
        assertThat(history.page()).isZero();
        assertThat(history.pageSize()).isEqualTo(10);

        CommandResult<Alarm> ack = op.control().alarms().acknowledge(op.user(), down.id(), "vendor called");
        CommandResult<Alarm> twice = op.control().alarms().acknowledge(op.user(), down.id(), null);

        assertThat(ack.ok()).as(ack.message()).isTrue();
        assertThat(ack.message()).isEqualTo("Acknowledged alarm " + down.id() + ".");
        assertThat(ack.value().acknowledgedBy()).isEqualTo("op");
        assertThat(ack.value().acknowledgement().note()).isEqualTo("vendor called");
        assertThat(op.control().alarms().open(op.user()).value()).contains(ack.value());
        assertThat(twice.ok()).isFalse();
        assertThat(twice.message()).isEqualTo("Alarm " + down.id() + " was not acknowledged: alarm " + down.id()
                + " was acknowledged already by op.");
        assertThat(op.control().alarms().history(op.user(), 0, 0).message())
                .isEqualTo("A page is a number from 0 and a size of 1 to 1000.");
    }

    @Test
    void aCommandSentTwiceWithOneIdempotencyKeyIsDoneOnce() throws Exception {
        start(2);
        RemoteControl remote = r.connect();
        assertThat(remote.login("ann", ControlFixture.PASSWORD.clone()).ok()).isFalse();
        f.store.users().create("ann", Role.OPERATOR, ControlFixture.PASSWORD.clone(), f.clock.millis());
        assertThat(remote.login("ann", ControlFixture.PASSWORD.clone()).ok()).isTrue();
        Calls calls = new Calls(remote.session());
        RequestPlaybackRequest play = RequestPlaybackRequest.newBuilder().setCamera("cam-007")
                .setBeginMs(threeHoursAgo()).setRate(1).setQuality(Quality.MAIN.wireName()).build();

        List<CommandResult<PlaybackStarted>> sent = List.of(1, 2).stream().map(i -> CommandResult.await("playing",
                calls.call("starting a playback", ControlGrpc.getRequestPlaybackMethod(), play, WireReads::playback,
                        "the-same-key", RemoteSession.CALL_DEADLINE))).toList();

        assertThat(sent).allSatisfy(s -> assertThat(s.ok()).as(s.message()).isTrue());
        assertThat(sent.get(1).value()).isEqualTo(sent.get(0).value());
        assertThat(f.control.snapshot().sessions()).singleElement()
                .satisfies(s -> assertThat(s.id()).isEqualTo(sent.get(0).value().session().id()));
        assertThat(f.store.decisions().between(0, Long.MAX_VALUE)).hasSize(1);
    }

    private static void awaitQuietly(CountDownLatch go) {
        try {
            go.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
