package org.voddesk.core;

/**
 * How the console's link to a node stands: {@link #OK}; {@link #DEGRADED} (reachable, but its last reply could
 * not be parsed, so its state is not trusted); {@link #UNREACHABLE} (the last polls failed);
 * {@link #FAILED} (unreachable for several polls in a row: its sessions are re-homed).
 */
public enum NodeHealth {
    OK, DEGRADED, UNREACHABLE, FAILED;

    /** Whether new work may be placed on a node in this health: only an {@link #OK} node is trusted. */
    public boolean acceptsWork() {
        return this == OK;
    }
}
