package org.voddesk.wire.events;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.voddesk.wire.events.Samples.T;

import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.voddesk.control.api.AlarmTransition;
import org.voddesk.control.api.ControlEvent;
import org.voddesk.control.api.Link;
import org.voddesk.control.api.PlanStep;
import org.voddesk.core.NodeHealth;
import org.voddesk.core.NodeState;
import org.voddesk.core.SessionEndReason;
import org.voddesk.wire.EventEnvelope;
import org.voddesk.wire.NodeHealthChangedEvent;
import org.voddesk.wire.ResumedEvent;

class EventMessagesTest {
    /** One of every event that travels, with every part set. */
    static Stream<ControlEvent> everyEvent() {
        return Stream.of(
                new ControlEvent.NodeHealthChanged(T, "vod-1", NodeHealth.OK, NodeHealth.UNREACHABLE, "timed out"),
                new ControlEvent.NodeStateChanged(T, "vod-1", NodeState.FIT, NodeState.OVERLOADED),
                new ControlEvent.NodeGradeChanged(T, "vod-1", 2, 4, 81.25),
                new ControlEvent.SessionStarted(T, Samples.session("s-1", "vod-1", "cam-1"), "operator",
                        ControlEvent.SessionStarted.Origin.RECOVERED),
                new ControlEvent.SessionStopped(T, "s-1", "vod-1", "operator"),
                new ControlEvent.SessionRateChanged(T, "s-1", 0.25, "boss"),
                new ControlEvent.SessionReHomed(T, "s-1", "vod-1", "vod-2"),
                new ControlEvent.SessionEnded(T, "s-1", "vod-2", SessionEndReason.NODE_FAILED, "no node could take it"),
                new ControlEvent.MoveChanged(T, Samples.move(3), "system"),
                new ControlEvent.PlanChanged(T, Samples.plan(), PlanStep.MOVE_FAILED, 2L, "boss", "target refused"),
                new ControlEvent.PlacementRejected(T, "operator", "cam-7", "no node has room", true),
                new ControlEvent.StaleSessionStopped(T, "s-1", "vod-2", "vod-3", "stopped the stale copy"),
                new ControlEvent.StaleSessionStopFailed(T, "s-1", "vod-2", 3, "channel closed"),
                new ControlEvent.HostKeyAlarm(T, "vod-4", true, "SHA256:xyz", "host key changed"),
                new ControlEvent.SettingsChanged(T, "boss", Samples.settings(),
                        Samples.settings().withDefaultBitrate(3_000_000), List.of("default.bitrate")),
                new ControlEvent.AlarmChanged(T, Samples.alarm(), AlarmTransition.ACKNOWLEDGED),
                new ControlEvent.CamerasChanged(T, 7, 3, 77, "boss"));
    }

    /** The same events with every part that may be null set to null. */
    static Stream<ControlEvent> eventsWithNulls() {
        return Stream.of(
                new ControlEvent.NodeHealthChanged(T, "vod-1", NodeHealth.UNREACHABLE, NodeHealth.OK, null),
                new ControlEvent.NodeStateChanged(T, "vod-1", null, NodeState.LIGHT),
                new ControlEvent.SessionStarted(T, Samples.session("s-1", "vod-1", "cam-1"), null),
                new ControlEvent.SessionEnded(T, "s-1", "vod-2", SessionEndReason.LOST, null),
                new ControlEvent.PlanChanged(T, Samples.plan(), PlanStep.PROPOSED, null, null, null),
                new ControlEvent.PlacementRejected(T, null, null, null, false),
                new ControlEvent.StaleSessionStopped(T, "s-1", "vod-2", null, null),
                new ControlEvent.HostKeyAlarm(T, "vod-4", false, null, null),
                new ControlEvent.SettingsChanged(T, "boss", Samples.settings(), Samples.settings(), List.of()));
    }

    private static ControlEvent roundTrip(ControlEvent e) throws Exception {
        EventEnvelope sent = EventMessages.toWire(e).setEpoch("e").setSeq(9).build();
        return EventMessages.fromWire(EventEnvelope.parseFrom(sent.toByteArray()), Samples.snapshot().recordings());
    }

    @ParameterizedTest
    @MethodSource("everyEvent")
    void everyEventComesBackAsItWent(ControlEvent e) throws Exception {
        assertThat(roundTrip(e)).isEqualTo(e);
    }

    @ParameterizedTest
    @MethodSource("eventsWithNulls")
    void anEventsNullPartsComeBackAsNull(ControlEvent e) throws Exception {
        assertThat(roundTrip(e)).isEqualTo(e);
    }

    @Test
    void theSnapshotEventsComeBackWithEveryPartOfTheirSnapshot() throws Exception {
        ControlEvent.Subscribed subscribed = (ControlEvent.Subscribed) roundTrip(
                new ControlEvent.Subscribed(T, Samples.snapshot()));
        ControlEvent.RoundFinished round = (ControlEvent.RoundFinished) roundTrip(
                new ControlEvent.RoundFinished(T + 1, Samples.snapshot(), 1_234_567));

        assertThat(subscribed.timeMs()).isEqualTo(T);
        Samples.assertSameSnapshot(subscribed.snapshot(), Samples.snapshot());
        assertThat(round.timeMs()).isEqualTo(T + 1);
        assertThat(round.foldNanos()).isEqualTo(1_234_567);
        Samples.assertSameSnapshot(round.snapshot(), Samples.snapshot());
    }

    @Test
    void theSamplesCoverEveryKindOfEventThatTravels() {
        Set<Class<?>> covered = Stream.concat(everyEvent(), Stream.of(new ControlEvent.Subscribed(T,
                Samples.snapshot()), new ControlEvent.RoundFinished(T, Samples.snapshot(), 0)))
                .map(Object::getClass).collect(Collectors.toSet());
        Set<Class<?>> kinds = Stream.concat(Arrays.stream(ControlEvent.class.getPermittedSubclasses()),
                        Arrays.stream(ControlEvent.SnapshotEvent.class.getPermittedSubclasses()))
                .filter(c -> !c.isInterface() && c != ControlEvent.LinkChanged.class).collect(Collectors.toSet());

        assertThat(covered).isEqualTo(kinds);
    }

    @Test
    void aConsolesLinkNeverTravels() {
        ControlEvent link = new ControlEvent.LinkChanged(T, Link.THIS_DESK);

        assertThatThrownBy(() -> EventMessages.toWire(link)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("never travels");
    }

    @Test
    void aMessageWithoutAnEventOfTheControlIsRefusedNamingIt() {
        EventEnvelope resumed = EventEnvelope.newBuilder().setSeq(4).setResumed(ResumedEvent.getDefaultInstance())
                .build();

        assertThatThrownBy(() -> EventMessages.fromWire(resumed, null)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("RESUMED");
        assertThatThrownBy(() -> EventMessages.fromWire(EventEnvelope.getDefaultInstance(), null))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("EVENT_NOT_SET");
    }

    @Test
    void aHealthOfANewerServerIsRefusedNamingIt() {
        EventEnvelope newer = EventEnvelope.newBuilder().setNodeHealthChanged(NodeHealthChangedEvent.newBuilder()
                .setNode("vod-1").setFromValue(1).setToValue(99)).build();

        assertThatThrownBy(() -> EventMessages.fromWire(newer, null)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("NodeHealth").hasMessageContaining("UNRECOGNIZED");
    }
}
