package org.voddesk.ui.reports;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.control.api.Principal;
import org.voddesk.control.local.WhatIfDays;
import org.voddesk.core.Role;
import org.voddesk.core.whatif.PolicyRow;
import org.voddesk.core.whatif.ReplayPolicy;
import org.voddesk.core.whatif.ReplayProgress;
import org.voddesk.testing.Await;
import org.voddesk.testing.HandMadeDay;
import org.voddesk.testing.StandInReplayer;
import org.voddesk.ui.UiFixture;
import org.voddesk.ui.common.FxHop;
import org.voddesk.ui.common.Tone;

/**
 * The Reports screen's What if, its view model over a real control whose simulator is a stand-in (test code) and whose
 * day is made by hand: the standard comparison picked at first, a run's table, calibration and series, the warning of
 * a day the model does not fit, a cancel, an operator, and a policy applied as a settings change.
 */
class WhatIfViewModelTest {
    static final LocalDate DAY = LocalDate.of(2026, 11, 27);
    static final Clock CLOCK = Clock.fixed(Instant.parse("2026-11-28T10:00:00Z"), ZoneOffset.UTC);
    @TempDir
    Path dir;
    private UiFixture f;
    private final StandInReplayer replayer = new StandInReplayer();
    private final ExecutorService runs = Executors.newSingleThreadExecutor();
    private WhatIfViewModel model;

    @BeforeEach
    void start() throws Exception {
        f = new UiFixture(dir, 1);
        f.control.whatIf().offer(new WhatIfDays(day -> HandMadeDay.of(day.date(), day.zone(), 12), replayer), runs);
        model = new WhatIfViewModel(f.control, f.user("boss", Role.SUPERVISOR), FxHop.joining(), CLOCK);
    }

    @AfterEach
    void stop() {
        replayer.release();
        runs.shutdownNow();
        f.close();
    }

    private static String label(PolicyRow r) {
        return r.policy().label();
    }

    @Test
    void theFirstShowingPicksTheStandardComparisonOfThePolicyInForce() {
        model.onShow();

        assertThat(model.dayProperty().get()).isEqualTo(DAY);
        assertThat(model.picks()).extracting(p -> p.policy().label()).containsExactly("prefix-spread-rem",
                "prefix-spread-gain", "similarity-rem", "least-load");
        assertThat(model.picks()).allMatch(p -> p.pickedProperty().get());
        assertThat(model.planners()).first().isEqualTo(WhatIfViewModel.NO_PLANNER);
        assertThat(model.placements()).contains("similarity", "least-load");
    }

    @Test
    void aRunShowsTheCalibrationTheTableRecordedDayFirstAndTheSeries() {
        model.onShow();
        model.picks().get(1).pickedProperty().set(false);

        model.onRun();

        assertThat(model.noticeProperty().get().tone()).as(model.noticeProperty().get().text()).isEqualTo(Tone.GOOD);
        assertThat(model.runningProperty().get()).isFalse();
        assertThat(model.rows()).extracting(PolicyRow::kind).first().isEqualTo(PolicyRow.Kind.RECORDED);
        // the day's decisions named least-load; the planner in force is rem; the unpicked pair is not replayed
        assertThat(model.rows()).extracting(WhatIfViewModelTest::label).containsExactly("least-load-rem",
                "least-load-rem", "prefix-spread-rem", "similarity-rem", "least-load");
        assertThat(model.calibrationProperty().get()).startsWith("calibration of least-load-rem against the"
                + " recorded day: mean node load off by 0.0% (limit 10%)");
        assertThat(model.fitWarningProperty().get()).isEmpty();
        assertThat(model.series()).hasSameSizeAs(model.rows());
    }

    @Test
    void aDayTheModelDoesNotFitIsSaidAboveTheTable() {
        replayer.missing(0.25);
        model.onShow();

        model.onRun();

        assertThat(model.fitWarningProperty().get()).isEqualTo("the model does not fit this day well; treat the"
                + " comparison with care");
        assertThat(model.calibrationProperty().get()).contains("off by 25.0% (limit 10%)");
        assertThat(model.rows()).isNotEmpty();
    }

    @Test
    void aCancelStopsTheRunAndSaysSoWithoutAnError() throws Exception {
        try (FxHop hop = FxHop.on(Runnable::run, 1)) {
            WhatIfViewModel async = new WhatIfViewModel(f.control, f.user("boss2", Role.SUPERVISOR), hop, CLOCK);
            async.onShow();
            Await.until("the choices read", Duration.ofSeconds(10), () -> !async.picks().isEmpty());
            replayer.hold();
            async.onRun();
            replayer.awaitHeld();
            assertThat(async.runningProperty().get()).isTrue();

            async.onCancel();

            Await.until("the run ended", Duration.ofSeconds(10), () -> !async.runningProperty().get());
            assertThat(async.noticeProperty().get().tone()).isEqualTo(Tone.WARNING);
            assertThat(async.noticeProperty().get().text()).isEqualTo("The what-if run of 2026-11-27 was cancelled;"
                    + " nothing of it was kept.");
            assertThat(async.rows()).isEmpty();
            assertThat(replayer.cancels()).isEqualTo(1);
        }
    }

    @Test
    void anOperatorIsToldWhoseItIsAndRunsNothing() {
        Principal olga = f.user("olga", Role.OPERATOR);
        WhatIfViewModel operator = new WhatIfViewModel(f.control, olga, FxHop.joining(), CLOCK);
        operator.onShow();

        operator.onRun();

        assertThat(operator.canRun()).isFalse();
        assertThat(operator.picks()).isEmpty();
        assertThat(operator.noticeProperty().get().text()).isEqualTo(WhatIfViewModel.SUPERVISORS_ONLY);
        assertThat(replayer.replays()).isZero();
    }

    @Test
    void aPairAddedIsPickedAndAPairAddedTwiceIsOneRow() {
        model.onShow();
        model.picks().get(0).pickedProperty().set(false);

        model.onAdd("similarity", "gain");
        model.onAdd("prefix-spread", "rem");
        model.onAdd("least-load", WhatIfViewModel.NO_PLANNER);

        assertThat(model.picks()).extracting(p -> p.policy().label()).containsExactly("prefix-spread-rem",
                "prefix-spread-gain", "similarity-rem", "least-load", "similarity-gain");
        assertThat(model.picks()).allMatch(p -> p.pickedProperty().get());
    }

    @Test
    void onlyAReplayedPairNotInForceMayBeApplied() {
        model.onShow();
        model.onRun();
        List<PolicyRow> rows = model.rows();

        assertThat(model.whyNotApply(rows.get(0))).isEqualTo(WhatIfViewModel.RECORDED_ROW);
        assertThat(model.whyNotApply(row("least-load"))).startsWith("The console always runs a migration planner;"
                + " least-load has none");
        assertThat(model.whyNotApply(row("prefix-spread-rem"))).isEqualTo("prefix-spread-rem is already in force.");
        assertThat(model.whyNotApply(row("similarity-rem"))).isNull();
        assertThat(model.applyQuestion(row("similarity-rem"))).startsWith("Apply similarity-rem? The placement"
                + " policy becomes similarity and the migration planner rem");
    }

    @Test
    void applyingAPolicyIsTheSettingsChangeAudited() {
        model.onShow();
        model.onRun();

        model.onApply(row("similarity-rem"));

        assertThat(model.noticeProperty().get().tone()).as(model.noticeProperty().get().text()).isEqualTo(Tone.GOOD);
        assertThat(f.control.settings().policies()).extracting(p -> p.placement() + "-" + p.planner())
                .isEqualTo("similarity-rem");
        assertThat(f.store.audit().recent(10)).anyMatch(a -> a.entry().action().equals("settings.change")
                && a.entry().user().equals("boss") && a.entry().detail().contains("similarity"));
        assertThat(model.inForceProperty().get().label()).isEqualTo("similarity-rem");
        assertThat(model.whyNotApply(row("similarity-rem"))).isEqualTo("similarity-rem is already in force.");
        assertThat(model.whyNotApply(row("prefix-spread-rem"))).isNull();
        assertThat(model.inForceHint()).isEqualTo("The day's own policy is always replayed first and calibrated"
                + " against what happened; similarity-rem is in force now.");
    }

    @Test
    void progressReadsAsTheStageThePolicyAndTheShareDone() {
        ReplayPolicy p = new ReplayPolicy("similarity", "rem");

        assertThat(WhatIfViewModel.words(new ReplayProgress(0.25, ReplayProgress.Stage.CALIBRATING, p, 1, 1)))
                .isEqualTo("Calibrating against the recorded day: similarity-rem (25%)");
        assertThat(WhatIfViewModel.words(new ReplayProgress(0.5, ReplayProgress.Stage.REPLAYING, p, 2, 3)))
                .isEqualTo("Replaying similarity-rem, run 2 of 3 (50%)");
        assertThat(WhatIfViewModel.words(new ReplayProgress(1, ReplayProgress.Stage.DONE, null, 0, 1)))
                .isEqualTo("Putting the report together...");
    }

    private PolicyRow row(String label) {
        return model.rows().stream().filter(r -> r.kind() != PolicyRow.Kind.RECORDED && label(r).equals(label))
                .findFirst().orElseThrow();
    }
}
