package org.voddesk.control.remote;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalDate;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.voddesk.control.admin.SettingsRules;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.WhatIfAsk;
import org.voddesk.control.api.WhatIfChoices;
import org.voddesk.control.api.WhatIfRun;
import org.voddesk.control.local.ControlFixture;
import org.voddesk.control.local.WhatIfDays;
import org.voddesk.control.remote.RemoteFixture.Desk;
import org.voddesk.control.remote.RemoteFixture.Side;
import org.voddesk.core.Role;
import org.voddesk.core.whatif.ReplayProgress;
import org.voddesk.core.whatif.ReplayReport;
import org.voddesk.report.sample.CommittedSample;
import org.voddesk.sim.whatif.TraceReplayer;
import org.voddesk.store.Store;
import org.voddesk.testing.Await;
import org.voddesk.testing.HandMadeDay;
import org.voddesk.testing.StandInReplayer;

/**
 * The what if is the same in process and on a desk of the server ({@link Side}): a supervisor's run gives the same
 * report with its progress, an operator and a day without sessions are refused in the same words, and a cancel stops
 * the run where it runs (on the server, over the wire). The day and the simulator are stand-ins: this is the
 * contract of the facet and its wire, not of the replay.
 */
class WhatIfContractTest {
    private static final LocalDate DAY = LocalDate.of(2026, 11, 27);
    private static final LocalDate EMPTY = DAY.minusDays(1);
    private static final ZoneId ZONE = ZoneOffset.UTC;
    @TempDir
    Path dir;
    private RemoteFixture r;
    private final StandInReplayer replayer = new StandInReplayer();
    private final ExecutorService runs = Executors.newSingleThreadExecutor();

    @BeforeEach
    void start() throws Exception {
        r = new RemoteFixture(new ControlFixture(dir, 1, SettingsRules.DEFAULT));
        r.local().control.whatIf().offer(new WhatIfDays(day -> HandMadeDay.of(day.date(), day.zone(),
                day.date().equals(EMPTY) ? 0 : 12), replayer), runs);
    }

    @AfterEach
    void stop() {
        replayer.release();
        r.close();
        runs.shutdownNow();
    }

    private static <T> CommandResult<T> done(java.util.concurrent.CompletableFuture<CommandResult<T>> f)
            throws Exception {
        return f.get(60, TimeUnit.SECONDS);
    }

    @ParameterizedTest
    @EnumSource(Side.class)
    void aSupervisorsRunGivesTheSameReportWithItsProgressOnEverySide(Side side) throws Exception {
        Desk boss = r.desk(side, "boss", Role.SUPERVISOR);
        Desk here = r.desk(Side.IN_PROCESS, "here", Role.SUPERVISOR);
        List<ReplayProgress> told = new CopyOnWriteArrayList<>();

        CommandResult<ReplayReport> run = done(boss.control().whatIf().start(boss.user(), WhatIfAsk.of(DAY, ZONE,
                List.of()), told::add).result());
        CommandResult<ReplayReport> inProcess = done(here.control().whatIf().start(here.user(), WhatIfAsk.of(DAY,
                ZONE, List.of()), null).result());

        assertThat(run.ok()).as(run.message()).isTrue();
        assertThat(run.message()).isEqualTo(inProcess.message());
        assertThat(run.value()).isEqualTo(inProcess.value());
        assertThat(told).isNotEmpty().last().extracting(ReplayProgress::stage).isEqualTo(ReplayProgress.Stage.DONE);
    }

    @ParameterizedTest
    @EnumSource(Side.class)
    void aSupervisorReadsTheSameChoicesOnEverySide(Side side) throws Exception {
        Desk boss = r.desk(side, "boss", Role.SUPERVISOR);
        Desk here = r.desk(Side.IN_PROCESS, "here", Role.SUPERVISOR);

        CommandResult<WhatIfChoices> choices = done(boss.control().whatIf().choicesAsync(boss.user()));

        assertThat(choices.ok()).as(choices.message()).isTrue();
        assertThat(choices.value()).isEqualTo(here.control().whatIf().choices(here.user()).value());
    }

    @ParameterizedTest
    @EnumSource(Side.class)
    void anOperatorIsRefusedInTheControlsWordsOnEverySide(Side side) throws Exception {
        Desk olga = r.desk(side, "olga", Role.OPERATOR);

        CommandResult<ReplayReport> run = done(olga.control().whatIf().start(olga.user(), WhatIfAsk.of(DAY, ZONE,
                List.of()), null).result());
        CommandResult<WhatIfChoices> choices = done(olga.control().whatIf().choicesAsync(olga.user()));

        assertThat(run.ok()).isFalse();
        assertThat(run.message()).isEqualTo("Only a supervisor may run a what-if (olga is an operator). Nothing was"
                + " run.");
        assertThat(choices.message()).isEqualTo(run.message());
        assertThat(r.audited("whatif.run.refused", "olga")).isTrue();
        assertThat(replayer.replays()).isZero();
    }

    @ParameterizedTest
    @EnumSource(Side.class)
    void aDayWithoutSessionsIsRefusedInTheSameWordsOnEverySide(Side side) throws Exception {
        Desk boss = r.desk(side, "boss", Role.SUPERVISOR);

        CommandResult<ReplayReport> run = done(boss.control().whatIf().start(boss.user(), WhatIfAsk.of(EMPTY, ZONE,
                List.of()), null).result());

        assertThat(run.ok()).isFalse();
        assertThat(run.message()).isEqualTo("No sessions on 2026-11-26 (Z) in the history; pick a day with"
                + " playback.");
    }

    @ParameterizedTest
    @EnumSource(Side.class)
    void aCancelStopsTheRunWhereItRuns(Side side) throws Exception {
        Desk boss = r.desk(side, "boss", Role.SUPERVISOR);
        replayer.hold();
        WhatIfRun run = boss.control().whatIf().start(boss.user(), WhatIfAsk.of(DAY, ZONE, List.of()), null);
        replayer.awaitHeld();

        run.cancel();
        CommandResult<ReplayReport> outcome = done(run.result());

        assertThat(outcome.ok()).isFalse();
        assertThat(outcome.message()).isEqualTo("The what-if run of 2026-11-27 was cancelled; nothing of it was"
                + " kept.");
        Await.until("the replay stopped where it runs", Duration.ofSeconds(10), () -> replayer.cancels() == 1);
        assertThat(replayer.replays()).isZero();
    }

    /** The committed sample's day replayed by the simulator itself: the same report in process and over TLS. */
    @Test
    void theSampleDayReplayedByTheSimulatorIsTheSameInProcessAndOverTls() throws Exception {
        r.close();
        Path sample = dir.resolve("sample");
        CommittedSample.copyTo(java.nio.file.Files.createDirectories(sample).resolve("voddesk.db"));
        r = new RemoteFixture(new ControlFixture(sample, 1, SettingsRules.DEFAULT));
        Path db = r.local().store.file();
        r.local().control.whatIf().offer(new WhatIfDays(day -> {
            try (Store readOnly = Store.openReadOnly(db)) {
                return readOnly.dayTraces().read(day);
            }
        }, new TraceReplayer()), runs);
        Desk desk = r.desk(Side.OVER_TLS, "boss", Role.SUPERVISOR);
        Desk here = r.desk(Side.IN_PROCESS, "here", Role.SUPERVISOR);
        WhatIfAsk ask = WhatIfAsk.of(CommittedSample.DAY, CommittedSample.ZONE, List.of());

        CommandResult<ReplayReport> remote = done(desk.control().whatIf().start(desk.user(), ask, null).result());
        CommandResult<ReplayReport> local = done(here.control().whatIf().start(here.user(), ask, null).result());

        assertThat(remote.ok()).as(remote.message()).isTrue();
        assertThat(remote.value()).isEqualTo(local.value());
        assertThat(remote.value().rows()).hasSizeGreaterThanOrEqualTo(4).first().extracting(
                org.voddesk.core.whatif.PolicyRow::kind).isEqualTo(org.voddesk.core.whatif.PolicyRow.Kind.RECORDED);
    }

    @Test
    void aDeskThatHasNotLoggedInRunsNothing() throws Exception {
        RemoteControl anonymous = r.connect();

        CommandResult<ReplayReport> run = done(anonymous.whatIf().start(null, WhatIfAsk.of(DAY, ZONE, List.of()),
                null).result());

        assertThat(run.ok()).isFalse();
        assertThat(run.message()).containsIgnoringCase("log in");
        assertThat(replayer.replays()).isZero();
    }
}
