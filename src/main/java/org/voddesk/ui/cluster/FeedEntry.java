package org.voddesk.ui.cluster;

import java.time.ZoneId;
import org.voddesk.core.WallTimes;
import org.voddesk.ui.common.Tone;

/**
 * One line of the event feed.
 *
 * @param timeMs when it happened, epoch ms
 * @param tone   how alarming it is (colour and icon)
 * @param text   what happened, in words
 */
public record FeedEntry(long timeMs, Tone tone, String text) {
    public FeedEntry {
        text = WallTimes.localized(text, ZoneId.systemDefault()); // a stamped time reads as the tables write it
    }
}
