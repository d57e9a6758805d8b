package org.voddesk.control.archfixture;

/** A bag of shared parts with a public mutable hook: what the field rules of ArchitectureTest reject. */
public final class SharedBag {
    public Runnable hook;
}
