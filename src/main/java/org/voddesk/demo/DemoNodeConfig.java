package org.voddesk.demo;

import org.voddesk.core.Ids;

/**
 * The fixed properties of one simulated node.
 *
 * @param name           node name
 * @param bandwidthBps   streaming bandwidth {@code Bord}, bits per second
 * @param cpus           CPUs shown in {@code /proc/stat}
 * @param memTotalKb     {@code MemTotal} of {@code /proc/meminfo}
 * @param prefixCapacity segment prefixes the node's cache holds (ALGORITHMS.md §8.1: 128)
 * @param seed           seed of the node's noise and boot-time counters
 * @param noise          whether background noise is added (tests of the exact model switch it off)
 */
public record DemoNodeConfig(String name, double bandwidthBps, int cpus, long memTotalKb, int prefixCapacity,
                             long seed, boolean noise) {
    /** {@code Bord} of a demo node: 600 Mb/s, as the nodes of ALGORITHMS.md §8.1. */
    public static final double DEFAULT_BANDWIDTH_BPS = 600e6;

    public DemoNodeConfig {
        Ids.require(name, "node name");
        if (!(bandwidthBps > 0) || cpus < 1 || memTotalKb < 1024 || prefixCapacity < 1) {
            throw new IllegalArgumentException("node " + name + ": bandwidth, cpus, memory and cache must be positive");
        }
    }

    /** A node with the defaults: 600 Mb/s, 4 CPUs, 16 GiB, 128 prefixes, with noise. */
    public static DemoNodeConfig standard(String name, long seed) {
        return new DemoNodeConfig(name, DEFAULT_BANDWIDTH_BPS, 4, 16L * 1024 * 1024, 128, seed, true);
    }

    public DemoNodeConfig withoutNoise() {
        return new DemoNodeConfig(name, bandwidthBps, cpus, memTotalKb, prefixCapacity, seed, false);
    }
}
