package org.voddesk.policy.overload;

/**
 * Attaches a new viewer to a node (Manakova, §6: the comparison of Least Connection with Source Change and
 * Quality Change). A pure function of the view; the caller applies the result.
 */
public interface AttachmentPolicy {
    /** The policy's name ({@code least-connection}, {@code source-change}, {@code quality-change}). */
    String name();

    Attachment attach(BroadcastView view, ViewerRequest request);
}
