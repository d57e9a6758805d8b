/**
 * What if: a recorded day of the site replayed under other policies. The records both ends share: the day's
 * trace as the store reads it ({@link org.voddesk.core.whatif.DayTrace}: the requests, the nodes as they were,
 * the sessions the day did not place, the nodes' failures and what really happened), the request to replay it
 * ({@link org.voddesk.core.whatif.ReplayRequest}), the progress of a replay, and its report
 * ({@link org.voddesk.core.whatif.ReplayReport}: the calibration against the recorded day, one row per policy
 * and the {@code lambda} of each over the day). {@link org.voddesk.core.whatif.Replayer} is the simulator's
 * side, handed to whoever runs a replay by the start-up wiring.
 *
 * <p>Units throughout: times are epoch milliseconds, node loads are percent (0-100, ALGORITHMS.md §1 eq. 1),
 * {@code lambda} is the population variance of the node loads (percent squared, eq. 3), latencies are
 * milliseconds, ratios lie in [0, 1]. A figure that is not known is {@link Double#NaN}.
 */
package org.voddesk.core.whatif;
