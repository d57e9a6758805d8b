package org.voddesk.control.moves;

import java.util.List;
import org.voddesk.control.api.RecordingIndex;
import org.voddesk.core.ClusterView;
import org.voddesk.core.Session;

/**
 * Failure-time migration (ALGORITHMS.md §4, passive): decides where each session of a failed node goes, as a pure
 * function of the view, the nodes' recordings (holders) and their capacity. The console uses {@link RmtsReHomer},
 * the RMTS failure-time re-homing of Li, Ni, Wang &amp; Chen 2015.
 */
@FunctionalInterface
public interface ReHomer {
    /**
     * @param view       the cluster; the failed node is in it, marked failed
     * @param failedNode the node that failed
     * @param orphans    its sessions, as recorded
     * @param holders    which nodes list which cameras
     * @param capacity   sessions each node may carry
     */
    ReHomingPlan plan(ClusterView view, String failedNode, List<Session> orphans, RecordingIndex holders,
                      Capacity capacity);

    /**
     * As {@link #plan(ClusterView, String, List, RecordingIndex, Capacity)} for a node that leaves for another
     * {@code cause} ("vod-2 was retired"), which the plan's reasons name; by default the reasons are the plan's own.
     */
    default ReHomingPlan plan(ClusterView view, String node, String cause, List<Session> orphans,
                              RecordingIndex holders, Capacity capacity) {
        return plan(view, node, orphans, holders, capacity);
    }
}
