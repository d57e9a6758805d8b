package org.voddesk.core;

/**
 * A node's mean utilisations over a period (an hour, a day, a rollup bucket), in percent (NaN when never measured).
 *
 * @param cpu mean CPU
 * @param mem mean memory
 * @param net mean network, percent of the node's bandwidth
 */
public record ResourceMeans(double cpu, double mem, double net) {
    /** A period with no measurement. */
    public static final ResourceMeans NONE = new ResourceMeans(Double.NaN, Double.NaN, Double.NaN);
}
