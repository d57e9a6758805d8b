package org.voddesk.server;

import static org.assertj.core.api.Assertions.assertThat;

import io.grpc.ManagedChannel;
import io.grpc.Status;
import io.grpc.inprocess.InProcessChannelBuilder;
import io.grpc.inprocess.InProcessServerBuilder;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.ControlSettings;
import org.voddesk.control.api.Principal;
import org.voddesk.testing.Await;
import org.voddesk.wire.EventEnvelope;
import org.voddesk.wire.EventEnvelope.EventCase;
import org.voddesk.wire.LogoutRequest;

/**
 * The server's event stream on the in-process transport, over a real {@code LocalControl}: the events of settings
 * changes and rounds, numbered and in order; a replay after a cut with exactly the missed events; a snapshot when a
 * replay cannot be had; a slow console's coalesced snapshots and its bounded backlog; the login it needs.
 */
class EventStreamTest {
    @TempDir
    Path dir;
    private final String name = InProcessServerBuilder.generateName();
    private ServerFixture f;
    private ManagedChannel channel;
    private Principal boss;

    private void start(EventLimits limits) throws Exception {
        f = new ServerFixture(dir, InProcessServerBuilder.forName(name), limits);
        channel = newChannel();
        boss = f.control.login("boss", ServerFixture.SUPERVISOR_PASSWORD.clone()).value();
    }

    private ManagedChannel newChannel() {
        return InProcessChannelBuilder.forName(name).build();
    }

    @AfterEach
    void stop() {
        if (channel != null) {
            channel.shutdownNow();
        }
        if (f != null) {
            f.close();
        }
    }

    private String login(ManagedChannel on) {
        return StreamProbe.login(on, "operator", ServerFixture.OPERATOR_PASSWORD.clone());
    }

    /** A supervisor changes the default bit rate: one SettingsChanged. */
    private void bitrate(long bps) {
        ControlSettings next = f.control.settings().withDefaultBitrate(bps);
        CommandResult<ControlSettings> r = f.control.updateSettings(boss, next);
        assertThat(r.ok()).as(r.message()).isTrue();
    }

    private static long bitrateOf(EventEnvelope m) {
        assertThat(m.getEventCase()).isEqualTo(EventCase.SETTINGS_CHANGED);
        return m.getSettingsChanged().getAfter().getDefaultBitrateBps();
    }

    /** The next message that is not a snapshot update (those follow commands, not asked for here). */
    private static EventEnvelope nextEvent(StreamProbe p) throws InterruptedException {
        EventEnvelope m = p.next();
        while (m.getEventCase() == EventCase.SNAPSHOT_UPDATE) {
            m = p.next();
        }
        return m;
    }

    @Test
    void eventsArriveInOrderEachNumberedOneAfterTheOther() throws Exception {
        start(EventLimits.DEFAULT);
        StreamProbe p = StreamProbe.open(channel, login(channel), "", 0, -1);
        EventEnvelope first = p.next();

        bitrate(3_000_001);
        bitrate(3_000_002);
        bitrate(3_000_003);
        f.control.tick();
        List<EventEnvelope> got = List.of(nextEvent(p), nextEvent(p), nextEvent(p), nextEvent(p));

        assertThat(first.getEventCase()).isEqualTo(EventCase.SUBSCRIBED);
        assertThat(first.getEpoch()).isEqualTo(f.server.events().epoch());
        assertThat(got.subList(0, 3)).extracting(EventStreamTest::bitrateOf)
                .containsExactly(3_000_001L, 3_000_002L, 3_000_003L);
        assertThat(got.get(3).getEventCase()).isEqualTo(EventCase.ROUND_FINISHED);
        assertThat(got.get(3).getRoundFinished().getSnapshot().getRound()).isEqualTo(1);
        assertThat(got).extracting(EventEnvelope::getSeq).isSorted().doesNotHaveDuplicates()
                .allSatisfy(seq -> assertThat(seq).isGreaterThan(first.getSeq()));
        assertThat(got.get(0).getSeq()).isEqualTo(first.getSeq() + 1);
    }

    @Test
    void aConsoleSubscribingAfterAChangeSeesItInItsFirstMessage() throws Exception {
        start(EventLimits.DEFAULT);
        bitrate(3_000_007);
        f.control.tick();

        EventEnvelope first = StreamProbe.open(channel, login(channel), "", 0, -1).next();

        assertThat(first.getEventCase()).isEqualTo(EventCase.SUBSCRIBED);
        assertThat(first.getSettings().getSettings().getDefaultBitrateBps()).isEqualTo(3_000_007);
        assertThat(first.getSubscribed().getSnapshot().getRound()).isEqualTo(f.control.snapshot().round())
                .isPositive();
        assertThat(first.hasRecordings()).isTrue();
        assertThat(first.getSeq()).isEqualTo(f.server.events().head());
    }

    @Test
    void aConsoleBackAfterACutGetsExactlyTheEventsItMissed() throws Exception {
        start(EventLimits.DEFAULT);
        ManagedChannel cut = newChannel();
        StreamProbe before = StreamProbe.open(cut, login(cut), "", 0, -1);
        String epoch = before.next().getEpoch();
        bitrate(3_000_001);
        EventEnvelope last = nextEvent(before);
        cut.shutdownNow();
        assertThat(before.end().getCode()).isNotEqualTo(Status.Code.OK);

        bitrate(3_000_002);
        bitrate(3_000_003);
        bitrate(3_000_004);
        StreamProbe after = StreamProbe.open(channel, login(channel), epoch, last.getSeq(), -1);
        EventEnvelope resumed = after.next();
        List<EventEnvelope> missed = List.of(nextEvent(after), nextEvent(after), nextEvent(after));
        bitrate(3_000_005);
        EventEnvelope live = nextEvent(after);

        assertThat(resumed.getEventCase()).isEqualTo(EventCase.RESUMED);
        assertThat(resumed.getSeq()).isEqualTo(last.getSeq());
        assertThat(missed).extracting(EventStreamTest::bitrateOf).containsExactly(3_000_002L, 3_000_003L, 3_000_004L);
        assertThat(missed.get(0).getSeq()).isEqualTo(last.getSeq() + 1);
        assertThat(bitrateOf(live)).isEqualTo(3_000_005L);
        assertThat(live.getSeq()).isGreaterThan(missed.get(2).getSeq());
    }

    @Test
    void anotherEpochANumberNotYetGivenOrEventsNoLongerHeldGetASnapshot() throws Exception {
        start(new EventLimits(3, Duration.ofMinutes(2), 1 << 20, 100, 1 << 20, Duration.ofMillis(200),
                Duration.ofMillis(500)));
        String token = login(channel);
        String epoch = f.server.events().epoch();
        long head = f.server.events().head();
        EventEnvelope otherEpoch = StreamProbe.open(channel, token, UUID.randomUUID().toString(), head, -1).next();
        EventEnvelope ahead = StreamProbe.open(channel, token, epoch, head + 1, -1).next();
        bitrate(3_000_001);
        bitrate(3_000_002);
        bitrate(3_000_003);
        bitrate(3_000_004);
        Await.until("the log numbered the four changes", StreamProbe.WAIT, () -> f.server.events().head() >= head + 4);

        EventEnvelope gone = StreamProbe.open(channel, token, epoch, head, -1).next();

        assertThat(List.of(otherEpoch, ahead, gone)).extracting(EventEnvelope::getEventCase)
                .containsOnly(EventCase.SUBSCRIBED);
        assertThat(gone.getSettings().getSettings().getDefaultBitrateBps()).isEqualTo(3_000_004);
        assertThat(f.server.events().size()).isLessThanOrEqualTo(3);
    }

    @Test
    void theWindowHoldsNoMoreBytesThanItsBound() throws Exception {
        start(new EventLimits(100, Duration.ofMinutes(2), 1_500, 100, 1 << 20, Duration.ofMillis(200),
                Duration.ofMillis(500)));
        long head = f.server.events().head();

        for (int i = 1; i <= 10; i++) {
            bitrate(3_000_000 + i);
        }
        Await.until("the log numbered the ten changes", StreamProbe.WAIT, () -> f.server.events().head() >= head + 10);
        EventEnvelope first = StreamProbe.open(channel, login(channel), f.server.events().epoch(), head + 1, -1).next();

        assertThat(f.server.events().eventBytes()).isPositive().isLessThanOrEqualTo(1_500);
        assertThat(f.server.events().size()).isLessThan(10);
        assertThat(first.getEventCase()).isEqualTo(EventCase.SUBSCRIBED);
    }

    @Test
    void aSlowConsoleGetsOnlyTheLatestSnapshotAndTheServerHoldsOneForIt() throws Exception {
        start(new EventLimits(100, Duration.ofMinutes(2), 1 << 20, 3, 1 << 20, Duration.ofMillis(200),
                Duration.ofMillis(500)));
        StreamProbe p = StreamProbe.open(channel, login(channel), "", 0, 1);
        p.next();
        EventStream stream = f.server.events().openStreams().get(0);

        for (int i = 0; i < 5; i++) {
            f.control.tick();
        }
        Await.until("the fifth round reached the stream", StreamProbe.WAIT,
                () -> f.server.events().head() >= 6 && stream.waiting() == 1);
        int waiting = stream.waiting();
        int snapshots = stream.waitingSnapshots();
        p.request(10);
        EventEnvelope got = p.next();

        assertThat(waiting).isEqualTo(1);
        assertThat(snapshots).isEqualTo(1);
        assertThat(got.getEventCase()).isEqualTo(EventCase.ROUND_FINISHED);
        assertThat(got.getRoundFinished().getSnapshot().getRound()).isEqualTo(5);
        assertThat(p.quietFor(Duration.ofMillis(300))).isTrue();
    }

    @Test
    void aConsoleTooFarBehindIsToldToSubscribeAgain() throws Exception {
        start(new EventLimits(100, Duration.ofMinutes(2), 1 << 20, 3, 1 << 20, Duration.ofMillis(200),
                Duration.ofMillis(500)));
        StreamProbe p = StreamProbe.open(channel, login(channel), "", 0, 1);
        p.next();

        for (int i = 1; i <= 4; i++) {
            bitrate(3_000_000 + i);
        }
        Await.until("the server ended the stream", StreamProbe.WAIT,
                () -> f.server.events().openStreams().isEmpty());
        p.request(100);
        Status ended = p.end();

        assertThat(ended.getCode()).isEqualTo(Status.Code.ABORTED);
        assertThat(ended.getDescription()).isEqualTo(EventStream.FELL_BEHIND);
    }

    @Test
    void aSubscribeWithoutALoginIsRefused() throws Exception {
        start(EventLimits.DEFAULT);

        Status s = StreamProbe.open(channel, null, "", 0, -1).end();

        assertThat(s.getCode()).isEqualTo(Status.Code.UNAUTHENTICATED);
        assertThat(s.getDescription()).isEqualTo(Tokens.MISSING);
    }

    @Test
    void theStreamEndsWithItsLogin() throws Exception {
        start(EventLimits.DEFAULT);
        String token = login(channel);
        StreamProbe p = StreamProbe.open(channel, token, "", 0, -1);
        p.next();

        ServerFixture.stub(channel, token).logout(LogoutRequest.getDefaultInstance());
        Status s = p.end();

        assertThat(s.getCode()).isEqualTo(Status.Code.UNAUTHENTICATED);
        assertThat(s.getDescription()).isEqualTo(Tokens.LOGGED_OUT);
        assertThat(f.server.events().openStreams()).isEmpty();
    }

    @Test
    void aStoppingServerEndsTheStreamsSayingSo() throws Exception {
        start(EventLimits.DEFAULT);
        StreamProbe p = StreamProbe.open(channel, login(channel), "", 0, -1);
        p.next();

        f.server.close();
        Status s = p.end();

        assertThat(s.getCode()).isEqualTo(Status.Code.UNAVAILABLE);
        assertThat(s.getDescription()).isEqualTo(EventLog.STOPPING);
    }
}
