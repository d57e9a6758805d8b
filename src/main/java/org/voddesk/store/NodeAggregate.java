package org.voddesk.store;

import org.voddesk.core.ResourceMeans;

/**
 * One node's samples over one bucket of time (an hour of the daily report).
 *
 * @param node          node name
 * @param bucketStartMs start of the bucket, epoch ms
 * @param polls         rows in the bucket (measured or not)
 * @param measured      rows with a measurement; the means are over these ({@code NaN} when 0)
 * @param means         mean CPU, memory and network %
 * @param meanLoad      mean eq. 1 load
 * @param maxLoad       highest eq. 1 load
 * @param unhealthy     rows whose health was not ok
 */
public record NodeAggregate(String node, long bucketStartMs, int polls, int measured, ResourceMeans means,
                            double meanLoad, double maxLoad, int unhealthy) {
    public double meanCpu() {
        return means.cpu();
    }

    public double meanMem() {
        return means.mem();
    }

    public double meanNet() {
        return means.net();
    }
}
