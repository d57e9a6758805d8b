package org.voddesk.policy.overload;

import java.util.List;
import org.voddesk.core.Ids;

/**
 * The qualities one stream is offered in, best first, with their bit rates (Manakova: several streams of one
 * source in different qualities; surveillance: main stream, then sub stream). Quality {@code 0} is the best;
 * a higher index is a lower quality, and one index step is one unit of quality loss.
 *
 * @param stream      the stream (camera) id
 * @param bitrateMbps bit rate of each quality, strictly decreasing
 */
public record QualityLadder(String stream, List<Double> bitrateMbps) {
    public QualityLadder {
        Ids.require(stream, "stream id");
        bitrateMbps = List.copyOf(bitrateMbps);
        if (bitrateMbps.isEmpty()) {
            throw new IllegalArgumentException("stream " + stream + " needs at least one quality");
        }
        for (int i = 0; i < bitrateMbps.size(); i++) {
            double b = bitrateMbps.get(i);
            if (!(b > 0) || !Double.isFinite(b) || (i > 0 && !(b < bitrateMbps.get(i - 1)))) {
                throw new IllegalArgumentException("bit rates of stream " + stream
                        + " must be positive and strictly decreasing, got " + bitrateMbps);
            }
        }
    }

    /** The number of qualities offered. */
    public int qualities() {
        return bitrateMbps.size();
    }

    /** Bit rate of quality {@code q}. */
    public double bitrate(int q) {
        if (q < 0 || q >= bitrateMbps.size()) {
            throw new IllegalArgumentException("stream " + stream + " has no quality " + q);
        }
        return bitrateMbps.get(q);
    }
}
