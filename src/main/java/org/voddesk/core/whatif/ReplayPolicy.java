package org.voddesk.core.whatif;

/**
 * A policy pair a replay runs: a placement policy and, optionally, a migration planner, named as the policy
 * registry names them ({@code similarity}, {@code least-load}, {@code prefix-spread}; {@code rem}, {@code gain},
 * {@code balance}). Whether the names are known is the {@link Replayer}'s to check ({@link Replayer#policy}).
 *
 * @param placement the placement policy's name
 * @param planner   the migration planner's name, or {@code null} for none (requests are placed, nothing is moved)
 */
public record ReplayPolicy(String placement, String planner) {
    public ReplayPolicy {
        if (placement == null || placement.isBlank()) {
            throw new IllegalArgumentException("a replayed policy needs its placement policy");
        }
        if (planner != null && planner.isBlank()) {
            planner = null;
        }
    }

    /** Whether a planner runs. */
    public boolean plans() {
        return planner != null;
    }

    /**
     * The name {@code voddesk simulate} and {@code voddesk whatif} use: {@code <placement>} alone or
     * {@code <placement>-<planner>} ({@code similarity-rem}).
     */
    public String label() {
        return planner == null ? placement : placement + "-" + planner;
    }
}
