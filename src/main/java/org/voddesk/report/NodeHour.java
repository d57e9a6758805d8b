package org.voddesk.report;

import org.voddesk.core.NodeHealth;
import org.voddesk.core.NodeState;
import org.voddesk.core.ResourceMeans;

/**
 * One node's figures for one hour of the day (a CSV row; docs/report-csv.md).
 *
 * @param node        the node's name
 * @param hourStartMs start of the hour, epoch ms
 * @param hourEndMs   end of the hour (the day's end for a last, shorter hour), epoch ms
 * @param polls       samples recorded
 * @param measured    samples with a load measurement
 * @param means       mean CPU, memory and network over the measured samples
 * @param load        mean, 95th percentile and highest load
 * @param time        time in each load state and health, and time not polled
 */
public record NodeHour(String node, long hourStartMs, long hourEndMs, int polls, int measured, ResourceMeans means,
                       LoadLevels load, StateTimes time) {
    public double meanCpu() {
        return means.cpu();
    }

    public double meanMem() {
        return means.mem();
    }

    public double meanNet() {
        return means.net();
    }

    public double meanLoad() {
        return load.mean();
    }

    public double p95Load() {
        return load.p95();
    }

    public double maxLoad() {
        return load.max();
    }

    public long lightMs() {
        return time.ms(NodeState.LIGHT);
    }

    public long fitMs() {
        return time.ms(NodeState.FIT);
    }

    public long overloadedMs() {
        return time.ms(NodeState.OVERLOADED);
    }

    public long degradedMs() {
        return time.ms(NodeHealth.DEGRADED);
    }

    public long unreachableMs() {
        return time.ms(NodeHealth.UNREACHABLE);
    }

    public long failedMs() {
        return time.ms(NodeHealth.FAILED);
    }

    public long notPolledMs() {
        return time.notPolledMs();
    }
}
