package org.voddesk.ui.cluster;

import org.voddesk.ui.common.Tone;

/**
 * One line of the event feed.
 *
 * @param timeMs when it happened, epoch ms
 * @param tone   how alarming it is (colour and icon)
 * @param text   what happened, in words
 */
public record FeedEntry(long timeMs, Tone tone, String text) {
}
