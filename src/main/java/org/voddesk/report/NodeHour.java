package org.voddesk.report;

/**
 * One node's figures for one hour of the day (a CSV row; docs/report-csv.md).
 *
 * @param node          the node's name
 * @param hourStartMs   start of the hour, epoch ms
 * @param hourEndMs     end of the hour (the day's end for a last, shorter hour), epoch ms
 * @param polls         samples recorded
 * @param measured      samples with a load measurement
 * @param meanCpu       mean CPU over the measured samples, percent (NaN when none)
 * @param meanMem       mean memory, percent (NaN when none)
 * @param meanNet       mean network, percent of the node's bandwidth (NaN when none)
 * @param meanLoad      mean load, percent (NaN when none)
 * @param p95Load       95th percentile of the load over measured time, to the whole percent above (NaN when none)
 * @param maxLoad       highest load, percent (NaN when none)
 * @param lightMs       time measured light
 * @param fitMs         time measured fit
 * @param overloadedMs  time measured overloaded
 * @param degradedMs    time degraded
 * @param unreachableMs time unreachable
 * @param failedMs      time failed
 * @param notPolledMs   time of the hour no sample stands for
 */
public record NodeHour(String node, long hourStartMs, long hourEndMs, int polls, int measured, double meanCpu,
                       double meanMem, double meanNet, double meanLoad, double p95Load, double maxLoad, long lightMs,
                       long fitMs, long overloadedMs, long degradedMs, long unreachableMs, long failedMs,
                       long notPolledMs) {
}
