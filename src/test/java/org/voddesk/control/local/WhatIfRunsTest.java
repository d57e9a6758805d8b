package org.voddesk.control.local;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.text.MessageFormat;
import java.time.LocalDate;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.control.admin.SettingsRules;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.Principal;
import org.voddesk.control.api.WhatIfAsk;
import org.voddesk.control.api.WhatIfChoices;
import org.voddesk.control.api.WhatIfRun;
import org.voddesk.control.api.WhatIfRuns;
import org.voddesk.core.Role;
import org.voddesk.core.whatif.PolicyRow;
import org.voddesk.core.whatif.ReplayPolicy;
import org.voddesk.core.whatif.ReplayProgress;
import org.voddesk.core.whatif.ReplayReport;
import org.voddesk.testing.HandMadeDay;
import org.voddesk.testing.StandInReplayer;

/**
 * The console's what if in process, over a hand-made day and a stand-in for the simulator: a supervisor's run replays
 * the day off the loop with progress, the policy in force first; an operator is refused and audited; a cancel stops a
 * run under way; a day without sessions, an unknown policy and a console without the simulator are each one sentence.
 */
class WhatIfRunsTest {
    private static final LocalDate DAY = LocalDate.of(2026, 11, 27);
    private static final ZoneId ZONE = ZoneOffset.UTC;
    @TempDir
    Path dir;
    private ControlFixture f;
    private final ExecutorService runs = Executors.newSingleThreadExecutor();
    private final StandInReplayer replayer = new StandInReplayer();
    private final AtomicBoolean readOnTheLoop = new AtomicBoolean();
    private int requests = 12;

    @BeforeEach
    void start() throws Exception {
        f = new ControlFixture(dir, 1, SettingsRules.DEFAULT);
        f.control.whatIf().offer(new WhatIfDays(day -> {
            readOnTheLoop.compareAndSet(false, f.control.parts().runner.onLoopThread());
            return HandMadeDay.of(day.date(), day.zone(), requests);
        }, replayer), runs);
    }

    @AfterEach
    void stop() {
        replayer.release();
        runs.shutdownNow();
        f.close();
    }

    private static CommandResult<ReplayReport> outcome(WhatIfRun run) throws Exception {
        return run.result().get(30, TimeUnit.SECONDS);
    }

    @Test
    void aSupervisorsRunReplaysTheDayUnderTheStandardComparisonWithProgress() throws Exception {
        Principal boss = f.user("boss", Role.SUPERVISOR);
        List<ReplayProgress> told = new CopyOnWriteArrayList<>();

        CommandResult<ReplayReport> r = outcome(f.control.whatIf().start(boss, WhatIfAsk.of(DAY, ZONE, List.of()),
                told::add));

        assertThat(r.ok()).as(r.message()).isTrue();
        assertThat(r.message()).isEqualTo("2026-11-27 replayed under 4 policies.");
        // the day's placement decisions named least-load; the planner is the settings'
        ReplayPolicy inForce = new ReplayPolicy("least-load", SettingsRules.DEFAULT.migrationPlanner());
        assertThat(r.value().rows()).extracting(PolicyRow::kind).startsWith(PolicyRow.Kind.RECORDED,
                PolicyRow.Kind.IN_FORCE);
        assertThat(r.value().rows().get(1).policy()).isEqualTo(inForce);
        assertThat(r.value().rows()).extracting(row -> row.policy().label()).contains("similarity-rem",
                "least-load");
        assertThat(told).isNotEmpty().last().extracting(ReplayProgress::stage).isEqualTo(ReplayProgress.Stage.DONE);
        assertThat(readOnTheLoop).as("the day was read on the loop thread").isFalse();
    }

    @Test
    void theRunFollowsThePoliciesAskedInTheirOrder() throws Exception {
        Principal boss = f.user("boss", Role.SUPERVISOR);
        List<ReplayPolicy> asked = List.of(new ReplayPolicy("similarity", "rem"), new ReplayPolicy("least-load",
                null));

        ReplayReport report = outcome(f.control.whatIf().start(boss, WhatIfAsk.of(DAY, ZONE, asked), null)).value();

        assertThat(report.rows()).extracting(row -> row.policy().label()).containsExactly("least-load-gain",
                "least-load-gain", "similarity-rem", "least-load");
    }

    @Test
    void anOperatorIsRefusedInTheControlsWordsAuditedAndNothingRuns() throws Exception {
        Principal olga = f.user("olga", Role.OPERATOR);

        CommandResult<ReplayReport> r = outcome(f.control.whatIf().start(olga, WhatIfAsk.of(DAY, ZONE, List.of()),
                null));
        CommandResult<WhatIfChoices> choices = f.control.whatIf().choices(olga);

        assertThat(r.ok()).isFalse();
        assertThat(r.message()).startsWith("Only a supervisor may run a what-if (").endsWith("). Nothing was run.");
        assertThat(choices.ok()).isFalse();
        assertThat(choices.message()).isEqualTo(r.message());
        assertThat(f.audited("whatif.run.refused")).isTrue();
        assertThat(replayer.replays()).isZero();
    }

    @Test
    void aCancelStopsARunUnderWayAndKeepsNothing() throws Exception {
        Principal boss = f.user("boss", Role.SUPERVISOR);
        replayer.hold();
        WhatIfRun run = f.control.whatIf().start(boss, WhatIfAsk.of(DAY, ZONE, List.of()), null);
        replayer.awaitHeld();

        run.cancel();
        CommandResult<ReplayReport> r = outcome(run);

        assertThat(r.ok()).isFalse();
        assertThat(r.message()).isEqualTo(MessageFormat.format(WhatIfRuns.CANCELLED, DAY.toString()))
                .isEqualTo("The what-if run of 2026-11-27 was cancelled; nothing of it was kept.");
        assertThat(r.value()).isNull();
        assertThat(replayer.replays()).isZero();
    }

    @Test
    void aDayWithoutSessionsIsOneSentence() throws Exception {
        Principal boss = f.user("boss", Role.SUPERVISOR);
        requests = 0;

        CommandResult<ReplayReport> r = outcome(f.control.whatIf().start(boss, WhatIfAsk.of(DAY, ZONE, List.of()),
                null));

        assertThat(r.ok()).isFalse();
        assertThat(r.message()).isEqualTo("No sessions on 2026-11-27 (Z) in the history; pick a day with playback.");
    }

    @Test
    void anUnknownPolicyIsRefusedNamingIt() throws Exception {
        Principal boss = f.user("boss", Role.SUPERVISOR);

        CommandResult<ReplayReport> r = outcome(f.control.whatIf().start(boss, WhatIfAsk.of(DAY, ZONE,
                List.of(new ReplayPolicy("fastest", null))), null));

        assertThat(r.ok()).isFalse();
        assertThat(r.message()).contains("unknown policy 'fastest'");
    }

    @Test
    void aSupervisorReadsTheChoicesWithTheStandardComparisonOfThePolicyInForce() {
        Principal boss = f.user("boss", Role.SUPERVISOR);

        CommandResult<WhatIfChoices> r = f.control.whatIf().choices(boss);

        assertThat(r.ok()).as(r.message()).isTrue();
        ReplayPolicy now = new ReplayPolicy(SettingsRules.DEFAULT.placementPolicy(),
                SettingsRules.DEFAULT.migrationPlanner());
        assertThat(r.value().inForce()).isEqualTo(now);
        assertThat(r.value().standard()).first().isEqualTo(now);
        assertThat(r.value().placements()).contains("similarity", "least-load");
        assertThat(r.value().planners()).contains("rem");
    }

    @Test
    void aConsoleWithoutTheSimulatorSaysSo() throws Exception {
        try (ControlFixture bare = new ControlFixture(java.nio.file.Files.createDirectories(dir.resolve("bare")), 1,
                SettingsRules.DEFAULT)) {
            Principal boss = bare.user("boss", Role.SUPERVISOR);

            CommandResult<ReplayReport> r = outcome(bare.control.whatIf().start(boss, WhatIfAsk.of(DAY, ZONE,
                    List.of()), null));

            assertThat(r.ok()).isFalse();
            assertThat(r.message()).isEqualTo(LocalWhatIfRuns.NOT_OFFERED);
        }
    }
}
