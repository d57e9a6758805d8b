package org.voddesk.demo;

import java.util.List;
import java.util.Map;
import java.util.Queue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicInteger;
import org.voddesk.node.protocol.ShellWords;

/**
 * Faults armed on a simulated node, so that a console's failure handling can be shown and tested: a command hangs
 * (never answers, never exits, until the client gives up or the node goes away), is held until a test releases
 * it ({@link CommandHold}), or a reply is garbage. Each arming
 * applies to one command, the next one not yet claimed by an earlier arming; arming is thread-safe. A garbled reply
 * can also be aimed at the next command of one kind ({@code stop}, say: the second half of a make-before-break
 * move, which no command before it can be armed for).
 */
final class NodeFaults {
    private final AtomicInteger hangs = new AtomicInteger();
    private final AtomicInteger garbage = new AtomicInteger();
    private final Map<String, AtomicInteger> garbageFor = new ConcurrentHashMap<>();
    private final Queue<CommandHold> holds = new ConcurrentLinkedQueue<>();

    void armHang() {
        hangs.incrementAndGet();
    }

    CommandHold armHold() {
        CommandHold h = new CommandHold();
        holds.add(h);
        return h;
    }

    /** The hold of the command now starting, or null; uses up one arming. */
    CommandHold takeHold() {
        return holds.poll();
    }

    void armGarbage() {
        garbage.incrementAndGet();
    }

    void armGarbageFor(String command) {
        garbageFor.computeIfAbsent(command, k -> new AtomicInteger()).incrementAndGet();
    }

    /** Whether the command now starting must hang; uses up one arming. */
    boolean takeHang() {
        return take(hangs);
    }

    /**
     * Whether the command now starting ({@code commandLine}) must answer garbage; uses up one arming, one aimed at
     * its kind (the agent's sub-command, the line's second word) first.
     */
    boolean takeGarbage(String commandLine) {
        AtomicInteger aimed = garbageFor.get(kindOf(commandLine));
        return aimed != null && take(aimed) || take(garbage);
    }

    /** The agent's sub-command in {@code commandLine} (its second word), or "" when the line does not split. */
    private static String kindOf(String commandLine) {
        try {
            List<String> words = ShellWords.split(commandLine);
            return words.size() > 1 ? words.get(1) : "";
        } catch (IllegalArgumentException e) {
            return "";
        }
    }

    private static boolean take(AtomicInteger armed) {
        return armed.getAndUpdate(n -> Math.max(0, n - 1)) > 0;
    }
}
