package org.voddesk.ui.cluster;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.voddesk.control.api.ControlEvent;
import org.voddesk.control.api.ControlListener;
import org.voddesk.core.Playhead;
import org.voddesk.core.Quality;
import org.voddesk.core.SegmentKey;
import org.voddesk.core.Session;
import org.voddesk.core.StreamProfile;
import org.voddesk.core.StreamSource;

class EventFeedTest {
    private final AtomicReference<ControlListener> listener = new AtomicReference<>();
    private final EventFeed feed = new EventFeed(l -> {
        listener.set(l);
        return () -> listener.set(null);
    });

    private static Session session(String id, String node) {
        return new Session(id, node, new SegmentKey("cam-" + id, 0), Playhead.atBegin(0, 1),
                new StreamProfile(2_000_000, Quality.MAIN, StreamSource.IPSAN), 0);
    }

    private void found(long timeMs, String id, String node) {
        listener.get().onEvent(new ControlEvent.SessionStarted(timeMs, session(id, node), "discovered",
                ControlEvent.SessionStarted.Origin.DISCOVERED));
    }

    @Test
    void thePlaybacksOneRoundFindsShareOneLine() {
        found(5, "1", "vod-1");
        found(5, "2", "vod-1");
        found(5, "3", "vod-2");

        assertThat(feed.lines()).extracting(FeedEntry::text).containsExactly(
                "3 playbacks found playing on 2 nodes (vod-1, vod-2), not started by this console");
    }

    @Test
    void onOneNodeTheLineNamesIt() {
        found(5, "1", "vod-1");
        found(5, "2", "vod-1");

        assertThat(feed.lines()).extracting(FeedEntry::text).containsExactly(
                "2 playbacks found playing on vod-1, not started by this console");
    }

    @Test
    void manyNodesAreNamedUpToThreeAndCounted() {
        for (int i = 1; i <= 200; i++) {
            for (int j = 0; j < 25; j++) {
                found(5, i + "-" + j, "vod-" + i);
            }
        }

        assertThat(feed.lines()).extracting(FeedEntry::text).containsExactly("5000 playbacks found playing on 200"
                + " nodes (vod-1, vod-2, vod-3 and 197 more), not started by this console");
    }

    @Test
    void aSinglePlaybackFoundKeepsItsOwnWords() {
        found(5, "7", "vod-1");

        assertThat(feed.lines()).extracting(FeedEntry::text).containsExactly(
                "Playback of cam-7 found playing on vod-1, not started by this console");
    }

    @Test
    void anotherRoundOrAnotherEventBetweenStartsANewLine() {
        found(5, "1", "vod-1");
        found(5, "2", "vod-1");
        found(10, "3", "vod-2");
        listener.get().onEvent(new ControlEvent.SessionStopped(10, "3", "vod-2", "ann"));
        found(10, "4", "vod-2");

        assertThat(feed.lines()).extracting(FeedEntry::text).containsExactly(
                "Playback of cam-4 found playing on vod-2, not started by this console",
                "Session 3 on vod-2 stopped by ann",
                "Playback of cam-3 found playing on vod-2, not started by this console",
                "2 playbacks found playing on vod-1, not started by this console");
        assertThat(feed.version()).as("each event moves the version, a joined one too").isEqualTo(5);
    }

    @Test
    void closingUnsubscribes() {
        feed.close();

        assertThat(listener.get()).isNull();
    }
}
