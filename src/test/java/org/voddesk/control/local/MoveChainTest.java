package org.voddesk.control.local;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.control.admin.SettingsRules;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.ControlEvent;
import org.voddesk.control.api.PlanStep;
import org.voddesk.control.api.Principal;
import org.voddesk.control.api.ReHomingMode;
import org.voddesk.control.moves.ReHomer;
import org.voddesk.control.moves.ReHomingPlan;
import org.voddesk.core.AuditEntry;
import org.voddesk.core.MoveRecord;
import org.voddesk.core.MoveState;
import org.voddesk.core.NodeHealth;
import org.voddesk.core.PlanKind;
import org.voddesk.core.PlanRecord;
import org.voddesk.core.PlanState;
import org.voddesk.core.Role;
import org.voddesk.core.Session;
import org.voddesk.core.SessionEndReason;

/**
 * Failure re-homing in propose mode along an RMTS path of two hand-overs on a four-node demo cluster: vod-2 fails
 * with one session; vod-3's session goes to vod-4 (link 1), vod-1's to vod-3 (link 2), then the orphan to vod-1
 * (link 3). The links are one plan (kind re-homing, priority 1), approved in that order or as a whole.
 */
class MoveChainTest {
    private static final String ORPHAN = "vod-2-x1";
    private static final String ON_VOD1 = "vod-1-x1";
    private static final String ON_VOD3 = "vod-3-x1";

    /** Scripted, since on the demo cluster every node lists every camera and RMTS finds no path there. */
    private static final ReHomer TWO_HAND_OVERS = (view, failed, orphans, holders, capacity) -> {
        Session onVod3 = view.node("vod-3").orElseThrow().sessions().get(0);
        Session onVod1 = view.node("vod-1").orElseThrow().sessions().get(0);
        ReHomingPlan.Move first = new ReHomingPlan.Move(onVod3, "vod-4", 0, 0, 0, "free a slot on vod-3");
        ReHomingPlan.Move second = new ReHomingPlan.Move(onVod1, "vod-3", 0, 0, 0, "free a slot on vod-1");
        ReHomingPlan.Move orphan = new ReHomingPlan.Move(orphans.get(0), "vod-1", 0, 0, 0, "re-home",
                List.of(first, second));
        return new ReHomingPlan(List.of(orphan), List.of());
    };

    private ControlFixture f;
    private Principal boss;

    @AfterEach
    void stop() {
        if (f != null) {
            f.close();
        }
    }

    /** Starts the cluster, one session on vod-1, vod-2 and vod-3, kills vod-2; returns the three links in order. */
    private List<MoveRecord> chainAfterFailure(Path dir, ReHomingMode mode) throws Exception {
        f = new ControlFixture(dir, 4, SettingsRules.DEFAULT.withReHoming(mode, 0)
                .withIntervals(Duration.ofSeconds(5), Duration.ofHours(1)), TWO_HAND_OVERS);
        boss = f.user("boss", Role.SUPERVISOR);
        f.loadNode("vod-1", 1);
        f.loadNode("vod-2", 1);
        f.loadNode("vod-3", 1);
        f.roundsUntil(s -> s.sessions().size() == 3 && s.nodes().values().stream()
                .allMatch(n -> n.health() == NodeHealth.OK));
        f.cluster.kill("vod-2");
        f.roundsUntil(s -> s.node("vod-2").orElseThrow().health() == NodeHealth.FAILED);
        List<MoveRecord> links = f.store.moves().createdBetween(0, Long.MAX_VALUE);
        assertThat(links).extracting(p -> p.draft().sessionId()).containsExactly(ON_VOD3, ON_VOD1, ORPHAN);
        return links;
    }

    private MoveState state(MoveRecord p) {
        return f.store.moves().find(p.id()).orElseThrow().state();
    }

    private String node(String session) {
        return f.control.snapshot().session(session).map(Session::nodeName).orElse("(ended)");
    }

    @Test
    void theLinksOfAChainAreOnePlanInTheirOrder(@TempDir Path dir) throws Exception {
        List<MoveRecord> links = chainAfterFailure(dir, ReHomingMode.PROPOSE);

        PlanRecord plan = f.store.plans().ofMove(links.get(0).id()).orElseThrow();
        assertThat(plan.moves()).extracting(MoveRecord::id).containsExactlyElementsOf(
                links.stream().map(MoveRecord::id).toList());
        assertThat(plan.draft().kind()).isEqualTo(PlanKind.RE_HOMING);
        assertThat(plan.draft().priority()).isEqualTo(1);
        assertThat(plan.state()).isEqualTo(PlanState.PENDING);
        assertThat(links).allMatch(p -> p.state() == MoveState.PENDING && p.dependsOn() == null);
        assertThat(f.events(ControlEvent.PlanChanged.class)).anyMatch(e -> e.plan().id() == plan.id()
                && e.step() == PlanStep.PROPOSED);
    }

    @Test
    void approvingTheWholePlanMovesEverySessionOfThePathInOrder(@TempDir Path dir) throws Exception {
        List<MoveRecord> links = chainAfterFailure(dir, ReHomingMode.PROPOSE);
        long plan = f.store.plans().ofMove(links.get(0).id()).orElseThrow().id();

        CommandResult<PlanRecord> r = f.control.plans().approve(boss, plan, null);

        assertThat(r.ok()).as(r.message()).isTrue();
        assertThat(r.value().state()).isEqualTo(PlanState.DONE);
        assertThat(r.value().decidedBy()).isEqualTo("boss");
        assertThat(node(ORPHAN)).isEqualTo("vod-1");
        assertThat(f.events(ControlEvent.PlanChanged.class)).filteredOn(e -> e.plan().id() == plan)
                .extracting(ControlEvent.PlanChanged::step).containsExactly(PlanStep.PROPOSED, PlanStep.APPROVED,
                        PlanStep.MOVE_STARTED, PlanStep.MOVE_SUCCEEDED, PlanStep.MOVE_STARTED,
                        PlanStep.MOVE_SUCCEEDED, PlanStep.MOVE_STARTED, PlanStep.MOVE_SUCCEEDED, PlanStep.DONE);
    }

    @Test
    void handOversOfAChainAreNotExpiredForNotLoweringLambda(@TempDir Path dir) throws Exception {
        List<MoveRecord> links = chainAfterFailure(dir, ReHomingMode.PROPOSE);

        f.rounds(3);

        assertThat(links).allSatisfy(p -> assertThat(state(p)).isEqualTo(MoveState.PENDING));
    }

    @Test
    void approvingALaterLinkFirstIsRefusedWithTheReasonAndChangesNothing(@TempDir Path dir) throws Exception {
        List<MoveRecord> links = chainAfterFailure(dir, ReHomingMode.PROPOSE);

        CommandResult<PlanRecord> r = f.control.plans().approveMove(boss, links.get(2).id());

        assertThat(r.ok()).isFalse();
        assertThat(r.message()).contains("follows move " + links.get(0).id(), "which is pending",
                "decide move " + links.get(0).id() + " first");
        assertThat(state(links.get(2))).isEqualTo(MoveState.PENDING);
        assertThat(f.cluster.node("vod-1").sessions()).extracting(Session::id).containsExactly(ON_VOD1);
    }

    @Test
    void aRefusedOutOfOrderApprovalIsAudited(@TempDir Path dir) throws Exception {
        List<MoveRecord> links = chainAfterFailure(dir, ReHomingMode.PROPOSE);

        f.control.plans().approveMove(boss, links.get(1).id());

        assertThat(f.store.audit().recent(100)).extracting(a -> a.entry())
                .filteredOn(e -> e.action().equals("move.approve.refused")).singleElement()
                .satisfies(e -> {
                    assertThat(e.user()).isEqualTo("boss");
                    assertThat(e.subject()).isEqualTo("move " + links.get(1).id());
                    assertThat(e.detail()).contains("follows move " + links.get(0).id());
                });
    }

    @Test
    void aLinkWhosePredecessorIsApprovedButNotDoneIsStillRefused(@TempDir Path dir) throws Exception {
        List<MoveRecord> links = chainAfterFailure(dir, ReHomingMode.PROPOSE);
        f.store.moves().approve(links.get(0).id(), "boss", f.clock.millis(), null);

        CommandResult<PlanRecord> r = f.control.plans().approveMove(boss, links.get(1).id());

        assertThat(r.ok()).isFalse();
        assertThat(r.message()).contains("which is approved");
    }

    @Test
    void approvingTheLinksInOrderMovesEverySessionOfThePath(@TempDir Path dir) throws Exception {
        List<MoveRecord> links = chainAfterFailure(dir, ReHomingMode.PROPOSE);

        for (MoveRecord p : links) {
            CommandResult<PlanRecord> r = f.control.plans().approveMove(boss, p.id());
            assertThat(r.ok()).as(r.message()).isTrue();
        }

        assertThat(node(ON_VOD3)).isEqualTo("vod-4");
        assertThat(node(ON_VOD1)).isEqualTo("vod-3");
        assertThat(node(ORPHAN)).isEqualTo("vod-1");
        assertThat(f.cluster.node("vod-1").sessions()).extracting(Session::id).containsExactly(ORPHAN);
    }

    @Test
    void rejectingALinkRejectsTheLaterLinksWithTheReason(@TempDir Path dir) throws Exception {
        List<MoveRecord> links = chainAfterFailure(dir, ReHomingMode.PROPOSE);

        CommandResult<PlanRecord> r = f.control.plans().rejectMove(boss, links.get(0).id(),
                "vod-4 is for VIPs");

        assertThat(r.ok()).as(r.message()).isTrue();
        for (MoveRecord later : links.subList(1, 3)) {
            MoveRecord now = f.store.moves().find(later.id()).orElseThrow();
            assertThat(now.state()).isEqualTo(MoveState.REJECTED);
            assertThat(now.decidedBy()).isEqualTo("boss");
            assertThat(now.decisionNote()).isEqualTo("follows move " + links.get(0).id()
                    + ", which was rejected by boss: vod-4 is for VIPs");
        }
        assertThat(f.store.audit().recent(100)).extracting(a -> a.entry())
                .filteredOn(e -> e.action().equals("move.reject")).extracting(AuditEntry::subject)
                .containsExactlyInAnyOrder("move " + links.get(0).id(), "move " + links.get(1).id(),
                        "move " + links.get(2).id());
    }

    @Test
    void theOrphanOfARejectedChainEndsWithTheReason(@TempDir Path dir) throws Exception {
        List<MoveRecord> links = chainAfterFailure(dir, ReHomingMode.PROPOSE);

        f.control.plans().rejectMove(boss, links.get(1).id(), null);

        assertThat(state(links.get(0))).isEqualTo(MoveState.PENDING);
        assertThat(node(ORPHAN)).isEqualTo("(ended)");
        assertThat(f.events(ControlEvent.SessionEnded.class)).singleElement().satisfies(e -> {
            assertThat(e.sessionId()).isEqualTo(ORPHAN);
            assertThat(e.reason()).isEqualTo(SessionEndReason.NODE_FAILED);
            assertThat(e.detail()).contains("move " + links.get(1).id(), "was rejected by boss");
        });
    }

    @Test
    void expiryOfALinkExpiresTheLaterLinksWithTheReason(@TempDir Path dir) throws Exception {
        List<MoveRecord> links = chainAfterFailure(dir, ReHomingMode.PROPOSE);
        f.control.stopSession(boss, ON_VOD3);

        f.round();

        assertThat(state(links.get(0))).isEqualTo(MoveState.EXPIRED);
        for (MoveRecord later : links.subList(1, 3)) {
            MoveRecord now = f.store.moves().find(later.id()).orElseThrow();
            assertThat(now.state()).isEqualTo(MoveState.EXPIRED);
            assertThat(now.outcome()).isEqualTo("session " + ON_VOD3 + " no longer runs on vod-3");
        }
        assertThat(node(ORPHAN)).isEqualTo("(ended)");
    }

    @Test
    void aFailedLinkCancelsTheLaterLinks(@TempDir Path dir) throws Exception {
        List<MoveRecord> links = chainAfterFailure(dir, ReHomingMode.PROPOSE);
        f.cluster.kill("vod-4");

        CommandResult<PlanRecord> r = f.control.plans().approveMove(boss, links.get(0).id());

        assertThat(r.ok()).isFalse();
        assertThat(state(links.get(0))).isEqualTo(MoveState.FAILED);
        assertThat(links.subList(1, 3)).allSatisfy(p -> {
            MoveRecord now = f.store.moves().find(p.id()).orElseThrow();
            assertThat(now.state()).isEqualTo(MoveState.CANCELLED);
            assertThat(now.outcome()).contains("move 1 (session " + ON_VOD3 + ") failed");
        });
        assertThat(node(ON_VOD3)).isEqualTo("vod-3");
        assertThat(node(ORPHAN)).isEqualTo("(ended)");
    }

    @Test
    void automaticModeRecordsTheChainAndRunsItInOrder(@TempDir Path dir) throws Exception {
        List<MoveRecord> links = chainAfterFailure(dir, ReHomingMode.AUTOMATIC);

        assertThat(links).allMatch(p -> p.state() == MoveState.DONE);
        PlanRecord plan = f.store.plans().ofMove(links.get(2).id()).orElseThrow();
        assertThat(plan.state()).isEqualTo(PlanState.DONE);
        assertThat(plan.decidedBy()).isEqualTo("system");
        assertThat(plan.automation()).isEqualTo("re-homing automatic");
        assertThat(node(ORPHAN)).isEqualTo("vod-1");
    }
}
