package org.voddesk.policy.rmts;

import org.voddesk.core.Ids;

/**
 * One playing session of the replicated-content model of Li, Ni, Wang &amp; Chen 2015 (RMTS): which item it
 * plays and when it started. Where it runs is given by the {@link ReplicaServer} that holds it, so a hand-over
 * does not change the session itself.
 *
 * @param id          session identifier ({@link Ids})
 * @param item        the item (video, or camera recording) it plays; only a server holding a replica of it can
 *                    serve it
 * @param startedAtMs when it started, epoch ms; failure-time re-homing handles the oldest first
 */
public record ReplicaSession(String id, String item, long startedAtMs) {
    public ReplicaSession {
        Ids.require(id, "session id");
        Ids.require(item, "item id");
    }
}
