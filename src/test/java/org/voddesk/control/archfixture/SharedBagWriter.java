package org.voddesk.control.archfixture;

/** Assigns another class's field: what ArchitectureTest's field-assignment rule rejects. */
public final class SharedBagWriter {
    public void wire(SharedBag bag) {
        bag.hook = () -> { };
    }
}
