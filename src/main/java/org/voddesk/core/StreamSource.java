package org.voddesk.core;

/**
 * Where a node reads a stream from, the two classes of Li &amp; Chen 2014 eq. 2: {@link #MEMORY} (the node's
 * cache holds it; the stream only goes out) or {@link #IPSAN} (read from shared storage; it comes in and goes
 * out, so it costs twice).
 */
public enum StreamSource {
    MEMORY(1), IPSAN(2);

    private final int costFactor;

    StreamSource(int costFactor) {
        this.costFactor = costFactor;
    }

    /** The factor {@code k} of eq. 2: 1 for memory, 2 for IPSAN. */
    public int costFactor() {
        return costFactor;
    }
}
