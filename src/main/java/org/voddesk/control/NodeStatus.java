package org.voddesk.control;

import org.voddesk.core.LoadSample;
import org.voddesk.core.NodeHealth;
import org.voddesk.core.NodeState;
import org.voddesk.node.ssh.NodeException;

/**
 * One node as a screen shows it after the last poll.
 *
 * @param name               node name
 * @param health             link health
 * @param reason             why it is not OK (parse error, connect failure, ...), {@code null} when OK
 * @param failure            the class of a failure to reach it, {@code null} when it replied
 * @param hostKeyFingerprint SHA256 fingerprint of a refused host key, else {@code null}
 * @param state              light / fit / overloaded / unreachable / failed
 * @param load               eq. 1 load (measured, plus the estimates of decisions made since)
 * @param lastSample         the last measurement, {@code null} before the first
 * @param sessions           sessions it serves
 */
public record NodeStatus(String name, NodeHealth health, String reason, NodeException.Kind failure,
                         String hostKeyFingerprint, NodeState state, double load, LoadSample lastSample,
                         int sessions) {
}
