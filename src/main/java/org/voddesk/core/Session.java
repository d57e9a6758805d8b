package org.voddesk.core;

/**
 * A playback session running on a node.
 *
 * @param id          session identifier ({@link Ids})
 * @param nodeName    node that serves it
 * @param segment     camera played and the start of the recording segment played ({@code (camera, segment)} identity)
 * @param playhead    where playback began, where it is now and its rate
 * @param stream      bit rate, quality, and whether the node reads it from memory or IPSAN (eq. 2)
 * @param startedAtMs wall-clock time the session started, epoch ms
 */
public record Session(String id, String nodeName, SegmentKey segment, Playhead playhead, StreamProfile stream,
                      long startedAtMs) {
    public Session {
        Ids.require(id, "session id");
        Ids.require(nodeName, "node name");
        if (segment == null || playhead == null || stream == null) {
            throw new IllegalArgumentException("a session needs its segment, playhead and stream");
        }
    }

    /** The stream's bandwidth at its playback rate, bits per second ({@code r_j * VBR_j}). */
    public double bandwidthBps() {
        return playhead.rate() * stream.bitrateBps();
    }

    public Session withNode(String node) {
        return new Session(id, node, segment, playhead, stream, startedAtMs);
    }

    public Session withSource(StreamSource newSource) {
        return new Session(id, nodeName, segment, playhead, stream.withSource(newSource), startedAtMs);
    }

    public Session withRate(double newRate) {
        return new Session(id, nodeName, segment, playhead.withRate(newRate), stream, startedAtMs);
    }

    public Session withPosition(long newPositionMs) {
        return new Session(id, nodeName, segment, playhead.withPosition(newPositionMs), stream, startedAtMs);
    }

    // The parts' figures, read through.

    public String cameraId() {
        return segment.cameraId();
    }

    public long segmentStartMs() {
        return segment.segmentStartMs();
    }

    public long beginMs() {
        return playhead.beginMs();
    }

    public long positionMs() {
        return playhead.positionMs();
    }

    public double rate() {
        return playhead.rate();
    }

    public long bitrateBps() {
        return stream.bitrateBps();
    }

    public Quality quality() {
        return stream.quality();
    }

    public StreamSource source() {
        return stream.source();
    }
}
