package org.voddesk.demo;

import java.util.concurrent.atomic.AtomicBoolean;

/**
 * One-shot faults armed on a simulated node, so that a console's failure handling can be shown and tested: the
 * next command hangs (never answers, never exits, until the client gives up or the node goes away), or the next
 * reply is garbage. Each fault fires once; arming is thread-safe.
 */
final class NodeFaults {
    private final AtomicBoolean hangNext = new AtomicBoolean();
    private final AtomicBoolean garbleNext = new AtomicBoolean();

    void armHang() {
        hangNext.set(true);
    }

    void armGarbage() {
        garbleNext.set(true);
    }

    /** Whether the command now starting must hang; disarms the fault. */
    boolean takeHang() {
        return hangNext.getAndSet(false);
    }

    /** Whether the command now starting must answer garbage; disarms the fault. */
    boolean takeGarbage() {
        return garbleNext.getAndSet(false);
    }
}
