package org.voddesk.ui.alarms;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.control.api.Alarms;
import org.voddesk.control.api.NodeStatus;
import org.voddesk.control.api.Principal;
import org.voddesk.core.Alarm;
import org.voddesk.core.NodeHealth;
import org.voddesk.core.Role;
import org.voddesk.core.Severity;
import org.voddesk.ui.UiFixture;
import org.voddesk.ui.common.Formats;
import org.voddesk.ui.common.FxHop;
import org.voddesk.ui.common.ManualPulse;
import org.voddesk.ui.common.Tone;

/**
 * The Alarms screen's view model and the session's {@link AlarmWatch} against a real Control on demo nodes: a node
 * that goes down opens an alarm the badge counts, its failure is announced once as critical, and an operator
 * acknowledges it with a note.
 */
class AlarmsViewModelTest {
    private static final String NODE = "vod-2";
    private UiFixture f;
    private final ManualPulse pulse = new ManualPulse();
    private final List<Alarm> notified = new ArrayList<>();
    private AlarmWatch watch;
    private AlarmsViewModel model;
    private Principal op;

    @BeforeEach
    void start(@TempDir Path dir) throws Exception {
        f = new UiFixture(dir, 2);
        f.roundsUntilAllOk();
        op = f.user("op", Role.OPERATOR);
        FxHop hop = FxHop.joining();
        watch = new AlarmWatch(f.control, hop, pulse, op);
        watch.setNotifier(notified::add);
        watch.start();
        model = new AlarmsViewModel(f.control, watch, hop, f.clock, op);
        model.onShow();
    }

    @AfterEach
    void stop() {
        watch.close();
        f.close();
    }

    private void nodeBecomes(NodeHealth health) {
        f.roundsUntil(s -> s.node(NODE).map(NodeStatus::health).orElseThrow() == health);
        pulse.fire();
    }

    private Alarm openAlarm(String kind) {
        return model.open().stream().filter(a -> a.kind().equals(kind)).findFirst().orElseThrow();
    }

    @Test
    void aNodeDownIsCountedListedAndItsFailureAnnouncedOnce() {
        assertThat(watch.countProperty().get()).isZero();
        assertThat(watch.messageProperty().get()).isEqualTo("No open alarms.");

        f.cluster.kill(NODE);
        nodeBecomes(NodeHealth.UNREACHABLE);

        assertThat(openAlarm("node.unreachable").severity()).isEqualTo(Severity.MAJOR);
        assertThat(watch.countProperty().get()).isEqualTo(model.open().size()).isPositive();
        assertThat(notified).as("a major alarm is not a desktop notification").isEmpty();

        nodeBecomes(NodeHealth.FAILED);
        f.round();
        pulse.fire();
        pulse.fire();

        assertThat(model.open().get(0).severity()).as("most urgent first").isEqualTo(Severity.CRITICAL);
        assertThat(notified).filteredOn(a -> a.kind().equals("node.failed")).singleElement()
                .extracting(Alarm::source).isEqualTo(NODE);
        assertThat(notified).allMatch(a -> a.severity() == Severity.CRITICAL);
        assertThat(model.history().items()).extracting(Alarm::kind).contains("node.unreachable", "node.failed");
    }

    @Test
    void anOperatorAcknowledgesWithANoteAndCannotTwice() {
        f.cluster.kill(NODE);
        nodeBecomes(NodeHealth.UNREACHABLE);
        model.selectedProperty().set(openAlarm("node.unreachable"));
        model.noteProperty().set("  vendor called  ");

        model.onAcknowledge();

        assertThat(model.noticeProperty().get().tone()).as(model.noticeProperty().get().text()).isEqualTo(Tone.GOOD);
        assertThat(model.noteProperty().get()).isEmpty();
        assertThat(model.open()).noneMatch(a -> a.kind().equals("node.unreachable"));
        Alarm acked = model.acknowledged().stream().filter(a -> a.kind().equals("node.unreachable")).findFirst()
                .orElseThrow();
        assertThat(acked.acknowledgedBy()).isEqualTo("op");
        assertThat(acked.note()).isEqualTo("vendor called");
        assertThat(AlarmsViewModel.state(acked)).isEqualTo("acknowledged");
        assertThat(model.acknowledgement(acked)).as("the cell: day and minute")
                .isEqualTo("op at " + Formats.dayTime(acked.acknowledgedAtMs(), model.zone()) + ": vendor called");
        assertThat(model.details(acked)).as("the row's tooltip: the whole message, times and note a column cuts")
                .startsWith(acked.message() + "\nFirst seen " + Formats.dateTime(acked.firstSeenMs(), model.zone()))
                .endsWith("\nAcknowledged by op at " + Formats.dateTime(acked.acknowledgedAtMs(), model.zone())
                        + ": vendor called");
        assertThat(model.history().items()).filteredOn(a -> a.id() == acked.id())
                .singleElement().extracting(Alarm::note).isEqualTo("vendor called");

        model.selectedProperty().set(acked);
        model.onAcknowledge();
        assertThat(model.noticeProperty().get().isError()).isTrue();
        assertThat(model.noticeProperty().get().text()).contains("acknowledged already by op");
    }

    @Test
    void nothingSelectedOrANoteTooLongIsRefusedAndNothingChanges() {
        model.onAcknowledge();
        assertThat(model.noticeProperty().get().text()).isEqualTo("Select an open alarm first.");

        f.cluster.kill(NODE);
        nodeBecomes(NodeHealth.UNREACHABLE);
        model.selectedProperty().set(openAlarm("node.unreachable"));
        model.noteProperty().set("x".repeat(Alarms.MAX_NOTE + 1));
        model.onAcknowledge();

        assertThat(model.noticeProperty().get().isError()).isTrue();
        assertThat(openAlarm("node.unreachable").acknowledged()).isFalse();
        assertThat(model.noteProperty().get()).hasSize(Alarms.MAX_NOTE + 1);
    }

    @Test
    void severityShowsAsToneAndClosingTheWatchStopsItsBeat() {
        assertThat(AlarmsViewModel.tone(Severity.CRITICAL)).isEqualTo(Tone.DANGER);
        assertThat(AlarmsViewModel.tone(Severity.MAJOR)).isEqualTo(Tone.WARNING);
        assertThat(AlarmsViewModel.tone(Severity.WARNING)).isEqualTo(Tone.INFO);
        assertThat(pulse.live()).isEqualTo(1);
        model.onHide();
        watch.close();
        assertThat(pulse.live()).isZero();
    }
}
