package org.voddesk.sim.whatif;

import java.util.List;
import org.voddesk.core.whatif.ActionFigures;
import org.voddesk.core.whatif.BusiestNode;
import org.voddesk.core.whatif.LambdaFigures;
import org.voddesk.core.whatif.LambdaPoint;
import org.voddesk.core.whatif.LoadProfile;
import org.voddesk.core.whatif.StartupLatency;

/**
 * The figures of one replayed run of one policy over the whole day.
 *
 * @param latency       startup latency of the accepted requests
 * @param lambda        {@code lambda} mean and peak over the load reports
 * @param cacheHitRatio share of accepted requests that found their prefix cached ({@code NaN} when none was accepted)
 * @param actions       moves, plans, refused requests, re-homed sessions
 * @param busiest       the node of the highest load report, and that load
 * @param loads         each node's mean and peak load per hour, {@code lambda} per hour
 * @param series        {@code lambda} per 5 min interval
 */
record RunOutcome(StartupLatency latency, LambdaFigures lambda, double cacheHitRatio, ActionFigures actions,
                  BusiestNode busiest, LoadProfile loads, List<LambdaPoint> series) {
}
