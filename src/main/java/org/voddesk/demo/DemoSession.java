package org.voddesk.demo;

import org.voddesk.core.Ids;
import org.voddesk.core.Quality;
import org.voddesk.core.Rates;

/**
 * A playback session on a simulated node. The play position moves at the session's rate against the node's clock
 * (VCR drift): {@code position(t) = anchorPosition + rate * (t - anchorTime)}; a rate change re-anchors it so the
 * position is continuous.
 *
 * @param id             session identifier chosen by the console
 * @param cameraId       camera played
 * @param beginMs        where playback began, epoch ms (reported as {@code begin=})
 * @param anchorPosition play position at {@code anchorTime}, epoch ms
 * @param anchorTime     node clock time of the anchor, epoch ms
 * @param rate           playback rate
 * @param quality        stream quality
 * @param bitrateBps     stream bit rate at 1x
 * @param startedAtMs    node clock time the session started
 */
record DemoSession(String id, String cameraId, long beginMs, long anchorPosition, long anchorTime, double rate,
                   Quality quality, long bitrateBps, long startedAtMs) {
    DemoSession {
        Ids.require(id, "session id");
        Ids.require(cameraId, "camera id");
        Rates.require(rate);
    }

    /** The play position at node time {@code nowMs}. */
    long positionAt(long nowMs) {
        return anchorPosition + Math.round(rate * (nowMs - anchorTime));
    }

    /** The session playing at another rate from {@code nowMs} on, its position unchanged at that instant. */
    DemoSession withRate(double newRate, long nowMs) {
        return new DemoSession(id, cameraId, beginMs, positionAt(nowMs), nowMs, newRate, quality, bitrateBps,
                startedAtMs);
    }

    /** Bandwidth of the stream at its rate, bits per second ({@code r * VBR}). */
    double bandwidthBps() {
        return rate * bitrateBps;
    }
}
