package org.voddesk.bench;

import java.util.ArrayList;
import java.util.List;

/**
 * What {@link FanOut} measured: for each kind of change, over all changes and the other desks, the time from the
 * command sent to its event at the other desk and to that desk's snapshot showing it; per change, the slowest of the
 * other desks; the acknowledgements at the desk that made it; and what each desk's stream did meanwhile.
 */
final class FanOutReport {
    private FanOutReport() {
    }

    static void print(FanOut fanOut, List<FanOut.Change> made, List<Desk> desks) {
        for (FanOut.Kind kind : FanOut.Kind.values()) {
            List<Long> ack = new ArrayList<>();
            List<Long> event = new ArrayList<>();
            List<Long> slowestEvent = new ArrayList<>();
            List<Long> snapshot = new ArrayList<>();
            List<Long> slowestSnapshot = new ArrayList<>();
            int failed = 0;
            int missing = 0;
            for (FanOut.Change c : made) {
                if (c.kind() != kind) {
                    continue;
                }
                if (!c.ok()) {
                    failed++;
                    continue;
                }
                ack.add(c.ackNs() - c.sentNs());
                long slowE = -1;
                long slowS = -1;
                for (Desk d : desks) {
                    if (d == c.from()) {
                        continue;
                    }
                    Long e = FanOut.eventAt(d, c);
                    if (e == null) {
                        missing++;
                    } else {
                        event.add(e - c.sentNs());
                        slowE = Math.max(slowE, e - c.sentNs());
                    }
                    Long s = fanOut.snapshotAt(d, c);
                    if (s != null) {
                        snapshot.add(s - c.sentNs());
                        slowS = Math.max(slowS, s - c.sentNs());
                    }
                }
                if (slowE >= 0) {
                    slowestEvent.add(slowE);
                }
                if (slowS >= 0) {
                    slowestSnapshot.add(slowS);
                }
            }
            String k = kind.name().toLowerCase(java.util.Locale.ROOT);
            System.out.printf("%s: %d failed at their desk, %d (change, other desk) pairs without the event%n", k,
                    failed, missing);
            DeskFanOutBench.line("  " + k + ": sent -> acknowledged at its desk", array(ack));
            DeskFanOutBench.line("  " + k + ": sent -> event at another desk", array(event));
            DeskFanOutBench.line("  " + k + ": sent -> event at the slowest of the other desks", array(slowestEvent));
            if (kind != FanOut.Kind.SETTINGS) {
                DeskFanOutBench.line("  " + k + ": sent -> in another desk's snapshot", array(snapshot));
                DeskFanOutBench.line("  " + k + ": sent -> in the slowest other desk's snapshot",
                        array(slowestSnapshot));
            }
        }
    }

    /** Each desk whose stream broke or started again (a console that fell behind subscribes again). */
    static void streams(List<Desk> desks) {
        int broke = 0;
        for (Desk d : desks) {
            if (d.linkChanges.get() > 0 || d.subscribed.get() != 1) {
                broke++;
                System.out.printf("%s: %d link changes, %d Subscribed (1 expected): its stream broke or fell behind%n",
                        d.name, d.linkChanges.get(), d.subscribed.get());
            }
        }
        System.out.printf("%d of %d desks' streams broke or started again%n", broke, desks.size());
    }

    private static long[] array(List<Long> values) {
        return values.stream().mapToLong(Long::longValue).toArray();
    }
}
