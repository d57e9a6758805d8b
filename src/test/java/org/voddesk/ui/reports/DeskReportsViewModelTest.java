package org.voddesk.ui.reports;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Clock;
import java.time.LocalDate;
import java.time.ZonedDateTime;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.control.admin.SettingsRules;
import org.voddesk.control.local.ControlFixture;
import org.voddesk.control.remote.RemoteControl;
import org.voddesk.control.remote.RemoteFixture;
import org.voddesk.control.remote.RemoteFixture.Desk;
import org.voddesk.control.remote.RemoteFixture.Side;
import org.voddesk.core.Role;
import org.voddesk.report.sample.CommittedSample;
import org.voddesk.ui.common.FxHop;
import org.voddesk.ui.common.Tone;

/**
 * The Reports screen's view model on a desk of a control server (the server's store a copy of the committed sample):
 * it previews the server's day, and a day without data warns in the server's words, as on the server machine.
 */
class DeskReportsViewModelTest {
    /** The desk's clock: the morning after the sample's day, in its zone. */
    private static final Clock MORNING_AFTER = Clock.fixed(ZonedDateTime.of(CommittedSample.DAY.plusDays(1)
            .atTime(8, 0), CommittedSample.ZONE).toInstant(), CommittedSample.ZONE);
    @TempDir
    Path dir;
    private RemoteFixture r;
    private ReportsViewModel desk;

    @BeforeEach
    void start() throws Exception {
        CommittedSample.copyTo(dir.resolve("voddesk.db"));
        r = new RemoteFixture(new ControlFixture(dir, 1, SettingsRules.DEFAULT));
        Desk operator = r.desk(Side.OVER_THE_WIRE, "desk-operator", Role.OPERATOR);
        desk = new ReportsViewModel(((RemoteControl) operator.control()).reports(),
                operator.control().reportExports(), operator.user(), FxHop.joining(), MORNING_AFTER);
    }

    @AfterEach
    void stop() {
        r.close();
    }

    @Test
    void theFirstShowingPreviewsTheServersYesterday() {
        desk.onShow();

        assertThat(desk.noticeProperty().get().tone()).as(desk.noticeProperty().get().text()).isEqualTo(Tone.GOOD);
        assertThat(desk.noticeProperty().get().text()).isEqualTo("Report of " + CommittedSample.DAY
                + " (Europe/Berlin).");
        assertThat(desk.nodes()).hasSize(5);
        assertThat(desk.hours()).hasSize(24);
        assertThat(desk.summary()).contains("5 nodes were polled for the whole day.");
    }

    @Test
    void aDayWithoutDataIsAnErrorInTheServersWords() throws Exception {
        LocalDate empty = CommittedSample.DAY.minusDays(5);
        String serverMachine = r.reports().load(empty, CommittedSample.ZONE).handle((x, e) -> e.getCause()
                .getMessage()).get();
        desk.dayProperty().set(empty);

        desk.onLoad();

        assertThat(desk.noticeProperty().get().isError()).isTrue();
        assertThat(desk.noticeProperty().get().text()).isEqualTo("No report of " + empty + ": " + serverMachine);
        assertThat(desk.reportProperty().get()).isNull();
    }
}
