package org.voddesk.sim.lichen;

/**
 * Everything random about one requested stream, drawn when it is requested (whether or not it is accepted, so
 * that every policy sees the same workload).
 *
 * @param camera     camera index
 * @param segment    segment index; playback begins at the segment start
 * @param watchMs    how long the operator watches (exponential, mean 600 s, capped at 3600 s; at least 1 ms)
 * @param vcrRate    the rate it switches to once (2, 3 or 0.5), or 1 when it stays at 1x
 * @param vcrAfterMs when it switches, after its start (uniform in the first half of the watch time)
 */
record StreamDraw(int camera, int segment, long watchMs, double vcrRate, long vcrAfterMs) {
    boolean switchesRate() {
        return vcrRate != 1.0;
    }
}
