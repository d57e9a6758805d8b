package org.voddesk.core;

/**
 * What a session streams and how the node reads it.
 *
 * @param bitrateBps stream bit rate at 1x
 * @param quality    stream quality
 * @param source     whether the node reads it from memory or IPSAN (eq. 2)
 */
public record StreamProfile(long bitrateBps, Quality quality, StreamSource source) {
    public StreamProfile {
        if (bitrateBps <= 0) {
            throw new IllegalArgumentException("bitrate must be positive, got " + bitrateBps);
        }
        if (quality == null || source == null) {
            throw new IllegalArgumentException("quality and source are required");
        }
    }

    public StreamProfile withSource(StreamSource newSource) {
        return new StreamProfile(bitrateBps, quality, newSource);
    }
}
