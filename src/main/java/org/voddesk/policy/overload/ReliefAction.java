package org.voddesk.policy.overload;

/** One change a relief plan makes to one viewer: a source change or a quality change (Manakova, §4). */
public sealed interface ReliefAction permits ReliefAction.Move, ReliefAction.Downgrade {
    String viewerId();

    /** Source Change: the viewer re-attaches from {@code from} to {@code to} at the same quality. */
    record Move(String viewerId, String from, String to) implements ReliefAction {
    }

    /**
     * Quality Change: the viewer stays on {@code node} and switches to the lower quality {@code toQuality}
     * (surveillance: main stream to sub stream); the loss is {@code toQuality - fromQuality} steps.
     */
    record Downgrade(String viewerId, String node, int fromQuality, int toQuality) implements ReliefAction {
        public Downgrade {
            if (toQuality <= fromQuality) {
                throw new IllegalArgumentException("a downgrade must lower the quality, got " + fromQuality + " -> "
                        + toQuality);
            }
        }

        public int loss() {
            return toQuality - fromQuality;
        }
    }
}
