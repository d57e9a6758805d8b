package org.voddesk.demo;

/**
 * A demo session as its node holds it at one instant, for its stream.
 *
 * @param session the session
 * @param nowMs   the node's clock at that instant, epoch ms
 */
record SessionNow(DemoSession session, long nowMs) {
}
