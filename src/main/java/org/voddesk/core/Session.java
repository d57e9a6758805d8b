package org.voddesk.core;

/**
 * A playback session running on a node.
 *
 * @param id             session identifier ({@link Ids})
 * @param nodeName       node that serves it
 * @param cameraId       camera played
 * @param segmentStartMs start of the recording segment played ({@code (camera, segment)} identity)
 * @param beginMs        where playback began, epoch ms (the paper's {@code T_s})
 * @param positionMs     current play position, epoch ms
 * @param rate           playback rate
 * @param bitrateBps     stream bit rate at 1x
 * @param quality        stream quality
 * @param source         whether the node reads it from memory or IPSAN (eq. 2)
 * @param startedAtMs    wall-clock time the session started, epoch ms
 */
public record Session(String id, String nodeName, String cameraId, long segmentStartMs, long beginMs,
                      long positionMs, double rate, long bitrateBps, Quality quality, StreamSource source,
                      long startedAtMs) {
    public Session {
        Ids.require(id, "session id");
        Ids.require(nodeName, "node name");
        Ids.require(cameraId, "camera id");
        rate = Rates.carried(rate); // what the protocol carries is what is recorded
        if (bitrateBps <= 0) {
            throw new IllegalArgumentException("bitrate must be positive, got " + bitrateBps);
        }
        if (quality == null || source == null) {
            throw new IllegalArgumentException("quality and source are required");
        }
    }

    /** The stream's bandwidth at its playback rate, bits per second ({@code r_j * VBR_j}). */
    public double bandwidthBps() {
        return rate * bitrateBps;
    }

    public Session withNode(String node) {
        return new Session(id, node, cameraId, segmentStartMs, beginMs, positionMs, rate, bitrateBps, quality,
                source, startedAtMs);
    }

    public Session withSource(StreamSource newSource) {
        return new Session(id, nodeName, cameraId, segmentStartMs, beginMs, positionMs, rate, bitrateBps, quality,
                newSource, startedAtMs);
    }

    public Session withRate(double newRate) {
        return new Session(id, nodeName, cameraId, segmentStartMs, beginMs, positionMs, newRate, bitrateBps,
                quality, source, startedAtMs);
    }

    public Session withPosition(long newPositionMs) {
        return new Session(id, nodeName, cameraId, segmentStartMs, beginMs, newPositionMs, rate, bitrateBps,
                quality, source, startedAtMs);
    }
}
