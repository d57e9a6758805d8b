package org.voddesk.demo;

import java.util.concurrent.atomic.AtomicInteger;

/**
 * Faults armed on a simulated node, so that a console's failure handling can be shown and tested: a command hangs
 * (never answers, never exits, until the client gives up or the node goes away), or a reply is garbage. Each arming
 * applies to one command, the next one not yet claimed by an earlier arming; arming is thread-safe.
 */
final class NodeFaults {
    private final AtomicInteger hangs = new AtomicInteger();
    private final AtomicInteger garbage = new AtomicInteger();

    void armHang() {
        hangs.incrementAndGet();
    }

    void armGarbage() {
        garbage.incrementAndGet();
    }

    /** Whether the command now starting must hang; uses up one arming. */
    boolean takeHang() {
        return take(hangs);
    }

    /** Whether the command now starting must answer garbage; uses up one arming. */
    boolean takeGarbage() {
        return take(garbage);
    }

    private static boolean take(AtomicInteger armed) {
        return armed.getAndUpdate(n -> Math.max(0, n - 1)) > 0;
    }
}
