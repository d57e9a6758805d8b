package org.voddesk.ui.cameras;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.time.LocalTime;
import java.time.ZoneOffset;
import java.util.List;
import javafx.beans.property.SimpleLongProperty;
import javafx.geometry.Bounds;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.voddesk.control.api.CameraTimeline;

/** The timeline's axis: each tick's label stands over its own time, the last one too. */
@ExtendWith(ApplicationExtension.class)
class TimelinePaneTest {
    /** Just under a day, as the demo's recordings: ticks every 4 h, written "HH:mm". */
    static final long START = Instant.parse("2026-12-01T09:40:00Z").toEpochMilli();
    static final long END = Instant.parse("2026-12-02T09:33:00Z").toEpochMilli();

    TimelinePane pane;

    @Start
    void start(Stage stage) {
        pane = new TimelinePane(new SimpleLongProperty(-1), ZoneOffset.UTC, t -> { });
        pane.timelineProperty().set(new CameraTimeline("cam-001",
                List.of(new CameraTimeline.Span("vod-1", START, END)), List.of(), List.of()));
        stage.setScene(new Scene(new StackPane(pane), 1056, 200));
        stage.show();
    }

    @Test
    void eachTickLabelStandsOverItsTimeInsideThePane(FxRobot robot) {
        List<Label> labels = robot.lookup(".timeline-tick").queryAllAs(Label.class).stream().toList();

        assertThat(labels).hasSizeGreaterThanOrEqualTo(4);
        for (Label l : labels) {
            Bounds b = l.getBoundsInParent();
            double x = xOf(timeOf(l.getText()));
            assertThat(b.getMinX()).as("left of " + l.getText()).isLessThanOrEqualTo(x);
            assertThat(b.getMaxX()).as("right of " + l.getText()).isGreaterThanOrEqualTo(x);
            assertThat(b.getMaxX()).as(l.getText() + " inside the pane").isLessThanOrEqualTo(pane.getWidth());
        }
    }

    /** Where the pane draws {@code ms}: its lanes run from the gutter to 8 px before its right edge. */
    private double xOf(long ms) {
        return TimelinePane.GUTTER + (ms - START) / (double) (END - START)
                * (pane.getWidth() - TimelinePane.GUTTER - 8);
    }

    /** The instant in [START, END] that a label "HH:mm" names (the span is under a day: there is one). */
    private static long timeOf(String hhmm) {
        Instant day = Instant.ofEpochMilli(START).atZone(ZoneOffset.UTC).toLocalDate()
                .atTime(LocalTime.parse(hhmm)).toInstant(ZoneOffset.UTC);
        long ms = day.toEpochMilli();
        return ms < START ? ms + 86_400_000L : ms;
    }
}
