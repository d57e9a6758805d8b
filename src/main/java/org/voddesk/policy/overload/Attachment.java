package org.voddesk.policy.overload;

/** The outcome of attaching a new viewer: {@link Attached} or {@link Refused}. */
public sealed interface Attachment permits Attachment.Attached, Attachment.Refused {
    /**
     * The viewer is attached as {@code viewer}, after which {@code plan} (possibly empty) is applied; the plan may
     * move or downgrade the new viewer too.
     */
    record Attached(Viewer viewer, ReliefPlan plan) implements Attachment {
    }

    /** No node can take the viewer; {@code reason} says why. */
    record Refused(String reason, ReliefPlan plan) implements Attachment {
    }
}
