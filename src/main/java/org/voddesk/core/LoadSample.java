package org.voddesk.core;

/**
 * One measurement of a node's utilisation, in percent, as the poller derives it from two reads of
 * {@code /proc} (or as a simulated node reports it).
 *
 * @param timeMs when it was measured, epoch ms
 * @param cpu    CPU utilisation, 0-100
 * @param mem    memory utilisation, 0-100
 * @param net    network utilisation against the node's streaming bandwidth {@code Bord}, 0-100
 */
public record LoadSample(long timeMs, double cpu, double mem, double net) {
    public LoadSample {
        Percent.require(cpu, "CPU");
        Percent.require(mem, "MEM");
        Percent.require(net, "NET");
    }
}
