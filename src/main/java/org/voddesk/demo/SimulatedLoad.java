package org.voddesk.demo;

/**
 * What a simulated node is doing at one instant, in the units a console measures (ALGORITHMS.md §1, §8.1).
 *
 * @param cpu   CPU utilisation in percent: {@code 5 + 0.3*NET} plus noise
 * @param mem   memory utilisation in percent: {@code 20 + 60 * prefixes/capacity} plus noise
 * @param net   network utilisation in percent of {@code Bord}: eq. 2 of the streams served plus background traffic,
 *              capped at 100 (a link carries no more than its bandwidth)
 * @param txBps bits per second sent (every stream goes out)
 * @param rxBps bits per second received (IPSAN streams come in from shared storage)
 */
public record SimulatedLoad(double cpu, double mem, double net, double txBps, double rxBps) {
    /** The load of a node of bandwidth {@code bordBps} serving streams and holding a prefix cache. */
    static SimulatedLoad of(double streamTxBps, double streamRxBps, double cacheFill, double bordBps, Noise noise) {
        double background = noise.net() / 100 * bordBps;
        double tx = streamTxBps + background / 2;
        double rx = streamRxBps + background / 2;
        double total = tx + rx;
        if (total > bordBps) {
            tx *= bordBps / total;
            rx *= bordBps / total;
        }
        double net = Math.min(100, 100 * (tx + rx) / bordBps);
        double cpu = clamp(5 + 0.3 * net + noise.cpu());
        double mem = clamp(20 + 60 * cacheFill + noise.mem());
        return new SimulatedLoad(cpu, mem, net, tx, rx);
    }

    private static double clamp(double percent) {
        return Math.max(0, Math.min(100, percent));
    }
}
