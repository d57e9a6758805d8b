package org.voddesk.store;

import org.voddesk.core.NodeHealth;
import org.voddesk.core.NodeState;

/**
 * How long one node spent in one health and load state, with its load in one whole-percent bin, within one bucket
 * of a day ({@link SampleRepository#stateTimes}). Each sample stands for the time until the node's next sample, at
 * most the gap the query was given and never past the range's end.
 *
 * @param node          the node's name
 * @param bucketStartMs start of the bucket, epoch ms
 * @param health        the samples' health
 * @param loadState     light, fit or overloaded by the thresholds given, or {@code null} for samples without a
 *                      measurement
 * @param loadBin       {@code floor(load)} of the samples, or {@code -1} for samples without a measurement
 * @param ms            the time these samples stand for
 * @param samples       how many samples
 */
public record StateTime(String node, long bucketStartMs, NodeHealth health, NodeState loadState, int loadBin,
                        long ms, int samples) {
    /** Whether these samples carry a measured load. */
    public boolean measured() {
        return loadState != null;
    }
}
