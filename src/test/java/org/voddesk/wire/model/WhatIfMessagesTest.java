package org.voddesk.wire.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.LocalDate;
import java.time.ZoneId;
import java.util.List;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.Test;
import org.voddesk.control.api.WhatIfAsk;
import org.voddesk.control.api.WhatIfChoices;
import org.voddesk.core.whatif.DayTrace;
import org.voddesk.core.whatif.LoopTimes;
import org.voddesk.core.whatif.ReplayPolicy;
import org.voddesk.core.whatif.ReplayProgress;
import org.voddesk.core.whatif.ReplayReport;
import org.voddesk.core.whatif.ReplayRequest;
import org.voddesk.testing.HandMadeDay;
import org.voddesk.report.WhatIfSection;
import org.voddesk.testing.StandInReplayer;
import org.voddesk.wire.ReplayPolicyData;
import org.voddesk.wire.ReplayProgressData;
import org.voddesk.wire.ReplayReportData;
import org.voddesk.wire.ReplayStageMessage;
import org.voddesk.wire.WhatIfChoicesReply;
import org.voddesk.wire.WhatIfRunRequest;
import org.voddesk.wire.WhatIfSectionData;

/** A what-if run's ask, choices, progress and report survive the wire as they are, NaN figures included. */
class WhatIfMessagesTest {
    private static final LocalDate DAY = LocalDate.of(2026, 3, 29);
    private static final ZoneId BERLIN = ZoneId.of("Europe/Berlin");
    private static final BooleanSupplier NEVER = () -> false;

    @Test
    void anAskRoundTripsWithItsPoliciesRunsAndSeed() throws Exception {
        WhatIfAsk ask = new WhatIfAsk(DAY, BERLIN, List.of(new ReplayPolicy("similarity", "rem"),
                new ReplayPolicy("least-load", null)), 3, -42);

        WhatIfAsk back = WhatIfMessages.ask(WhatIfRunRequest.parseFrom(WhatIfMessages.ask(ask).toByteArray()));

        assertThat(back).isEqualTo(ask);
        assertThat(back.policies().get(1).planner()).isNull();
    }

    @Test
    void anAskOutOfItsBoundsIsRefusedNamingTheBound() {
        WhatIfRunRequest tooMany = WhatIfMessages.ask(WhatIfAsk.of(DAY, BERLIN, List.of())).toBuilder()
                .setRuns(WhatIfAsk.MAX_RUNS + 1).build();
        WhatIfRunRequest noZone = WhatIfMessages.ask(WhatIfAsk.of(DAY, BERLIN, List.of())).toBuilder()
                .setZone("Mars/Olympus").build();

        assertThatThrownBy(() -> WhatIfMessages.ask(tooMany)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("1 to " + WhatIfAsk.MAX_RUNS + " runs");
        assertThatThrownBy(() -> WhatIfMessages.ask(noZone)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("Mars/Olympus");
    }

    @Test
    void choicesRoundTrip() throws Exception {
        ReplayPolicy inForce = new ReplayPolicy("prefix-spread", "gain");
        WhatIfChoices c = new WhatIfChoices(List.of("least-load", "similarity"), List.of("rem", "gain"), inForce,
                List.of(inForce, new ReplayPolicy("least-load", null)));

        WhatIfChoices back = WhatIfMessages.choices(WhatIfChoicesReply.parseFrom(WhatIfMessages.choices(c).build()
                .toByteArray()));

        assertThat(back).isEqualTo(c);
    }

    @Test
    void progressRoundTripsWithAndWithoutItsPolicy() throws Exception {
        ReplayProgress replaying = new ReplayProgress(0.375, ReplayProgress.Stage.REPLAYING,
                new ReplayPolicy("similarity", "rem"), 2, 3);
        ReplayProgress done = new ReplayProgress(1, ReplayProgress.Stage.DONE, null, 0, 3);

        for (ReplayProgress p : List.of(replaying, done)) {
            assertThat(WhatIfMessages.progress(ReplayProgressData.parseFrom(WhatIfMessages.progress(p)
                    .toByteArray()))).isEqualTo(p);
        }
    }

    @Test
    void aStageFromANewerPeerIsRefusedNamingIt() {
        ReplayProgressData unknown = ReplayProgressData.newBuilder()
                .setStage(ReplayStageMessage.REPLAY_STAGE_UNSPECIFIED).build();

        assertThatThrownBy(() -> WhatIfMessages.progress(unknown)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("stage");
    }

    @Test
    void aPolicyWithoutItsPlacementIsRefused() {
        assertThatThrownBy(() -> WhatIfMessages.policy(ReplayPolicyData.getDefaultInstance()))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("placement");
    }

    @Test
    void aWholeReportRoundTripsEqualNaNFiguresIncluded() throws Exception {
        ReplayReport report = report();
        assertThat(report.rows().get(0).latency().meanMs()).as("the recorded row's unknown latency").isNaN();

        ReplayReport back = ReplayReports.fromWire(ReplayReportData.parseFrom(ReplayReports.toWire(report)
                .toByteArray()));

        assertThat(back).isEqualTo(report);
    }

    @Test
    void aReportWithoutItsCalibrationIsRefusedNamingIt() {
        ReplayReportData noCalibration = ReplayReports.toWire(report()).toBuilder().clearCalibration().build();

        assertThatThrownBy(() -> ReplayReports.fromWire(noCalibration)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("calibration");
    }

    @Test
    void aDailyReportsWhatIfSectionRoundTripsMadeOrNot() throws Exception {
        for (WhatIfSection section : List.of(WhatIfSection.of(report()), WhatIfSection.notMade("too slow"))) {
            WhatIfSectionData wire = WhatIfSectionData.parseFrom(ReportMessages.whatIf(section).toByteArray());

            assertThat(ReportMessages.whatIf(wire)).isEqualTo(section);
        }
    }

    @Test
    void aSectionWithNeitherReplayNorNoteIsRefused() {
        assertThatThrownBy(() -> ReportMessages.whatIf(WhatIfSectionData.getDefaultInstance()))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("What if");
    }

    /** A report of a clock-change day (23 hours) over a hand-made trace, with unmeasured hours (NaN). */
    private static ReplayReport report() {
        DayTrace trace = HandMadeDay.of(DAY, BERLIN, 5);
        ReplayPolicy inForce = new ReplayPolicy("least-load", "gain");
        ReplayRequest request = new ReplayRequest(trace, inForce, List.of(new ReplayPolicy("similarity", "rem")),
                LoopTimes.DEFAULT, 2, 7);
        return new StandInReplayer().replay(request, p -> { }, NEVER);
    }
}
