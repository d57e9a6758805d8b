package org.voddesk.bench;

import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicBoolean;
import org.voddesk.control.api.ClusterSnapshot;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.ControlSettings;
import org.voddesk.control.api.PlaybackStarted;
import org.voddesk.core.Quality;

/**
 * Changes made at one desk and seen at the others: step {@code k} is made at desk {@code k mod n}, in turn a playback
 * started, the session started one step before stopped, and a settings change (the overload alarm's delay set to
 * {@code 300 + k} s, so that each change is told apart), one step every {@code pace}. For each change and each other
 * desk it measures, from the moment the first desk sent the command: its {@code ControlEvent} arriving there, and (a
 * start or stop) that desk's snapshot holding the session or no longer holding it, seen by a watcher that looks at
 * each desk's snapshot every 2 ms. It also keeps the first desk's acknowledgement of each playback request.
 */
final class FanOut {
    enum Kind { START, STOP, SETTINGS }

    /** A change: made at {@code from}, sent and acknowledged at those times; {@code key} names it in the events. */
    record Change(Kind kind, Desk from, String key, long sentNs, long ackNs, boolean ok) {
    }

    private final List<Desk> desks;
    private final Clock clock = Clock.systemUTC();
    /** Per desk, when its snapshot first held a session id (started) or first no longer held it (stopped). */
    private final Map<Desk, Map<String, Long>> inSnapshot = new IdentityHashMap<>();
    private final Map<Desk, Map<String, Long>> outOfSnapshot = new IdentityHashMap<>();
    private final List<Change> changes = new ArrayList<>();

    FanOut(List<Desk> desks) {
        this.desks = desks;
        desks.forEach(d -> {
            inSnapshot.put(d, new ConcurrentHashMap<>());
            outOfSnapshot.put(d, new ConcurrentHashMap<>());
        });
    }

    /** Makes {@code steps} changes, one every {@code pace}, then waits {@code settle} for the last to arrive. */
    List<Change> run(int steps, Duration pace, Duration settle) throws InterruptedException {
        AtomicBoolean watching = new AtomicBoolean(true);
        Thread watcher = new Thread(() -> watch(watching), "fan-out-watcher");
        watcher.setDaemon(true);
        watcher.start();
        String lastStarted = null;
        for (int k = 0; k < steps; k++) {
            Desk from = desks.get(k % desks.size());
            Change c = switch (k % 3) {
                case 0 -> start(from, k);
                case 1 -> stop(from, lastStarted);
                default -> settings(from, k);
            };
            if (c != null) {
                synchronized (changes) {
                    changes.add(c);
                }
                if (c.kind() == Kind.START) {
                    lastStarted = c.ok() ? c.key() : null;
                }
            }
            Thread.sleep(pace.toMillis());
        }
        Thread.sleep(settle.toMillis());
        watching.set(false);
        watcher.join();
        synchronized (changes) {
            return List.copyOf(changes);
        }
    }

    private Change start(Desk from, int k) {
        String camera = String.format(Locale.ROOT, "cam-%03d", 1 + k % 80);
        long begin = clock.millis() - Duration.ofHours(3).toMillis() - k * 1_000L;
        long sent = System.nanoTime();
        CommandResult<PlaybackStarted> r = from.control().requestPlaybackAsync(from.user(), camera, begin, 1,
                Quality.MAIN).join();
        long ack = System.nanoTime();
        if (!r.ok()) {
            System.out.println("  not started: " + r.message());
        }
        return new Change(Kind.START, from, r.ok() ? r.value().session().id() : "", sent, ack, r.ok());
    }

    private Change stop(Desk from, String sessionId) {
        if (sessionId == null) {
            return null;
        }
        long sent = System.nanoTime();
        CommandResult<?> r = from.control().stopSessionAsync(from.user(), sessionId).join();
        long ack = System.nanoTime();
        if (!r.ok()) {
            System.out.println("  not stopped: " + r.message());
        }
        return new Change(Kind.STOP, from, sessionId, sent, ack, r.ok());
    }

    private Change settings(Desk from, int k) {
        ControlSettings next = from.control().settings().withOverloadAlarmAfter(Duration.ofSeconds(300 + k));
        long sent = System.nanoTime();
        CommandResult<ControlSettings> r = from.control().updateSettingsAsync(from.user(), next).join();
        long ack = System.nanoTime();
        if (!r.ok()) {
            System.out.println("  settings not changed: " + r.message());
        }
        return new Change(Kind.SETTINGS, from, Long.toString(300 + k), sent, ack, r.ok());
    }

    /** Looks at each desk's snapshot every 2 ms; a snapshot it has looked at already is skipped. */
    private void watch(AtomicBoolean watching) {
        Map<Desk, ClusterSnapshot> seen = new IdentityHashMap<>();
        int known = 0;
        while (watching.get()) {
            List<Change> now;
            synchronized (changes) {
                now = List.copyOf(changes);
            }
            if (now.size() != known) { // a snapshot looked at before its change was known is looked at again
                known = now.size();
                seen.clear();
            }
            for (Desk d : desks) {
                ClusterSnapshot s = d.snapshot();
                if (s == seen.get(d)) {
                    continue;
                }
                seen.put(d, s);
                long t = System.nanoTime();
                for (Change c : now) {
                    if (!c.ok() || c.kind() == Kind.SETTINGS) {
                        continue;
                    }
                    boolean holds = s.owners().containsKey(c.key());
                    if (holds) {
                        inSnapshot.get(d).putIfAbsent(c.key(), t);
                    } else if (c.kind() == Kind.STOP && inSnapshot.get(d).containsKey(c.key())) {
                        outOfSnapshot.get(d).putIfAbsent(c.key(), t);
                    }
                }
            }
            try {
                Thread.sleep(2);
            } catch (InterruptedException e) {
                return;
            }
        }
    }

    /** When {@code d}'s event of change {@code c} arrived ({@link System#nanoTime}), or null when it did not. */
    static Long eventAt(Desk d, Change c) {
        return switch (c.kind()) {
            case START -> d.started.get(c.key());
            case STOP -> d.stopped.get(c.key());
            case SETTINGS -> d.settings.get(Long.parseLong(c.key()));
        };
    }

    /** When {@code d}'s snapshot showed change {@code c}, or null (a settings change is not in the snapshot). */
    Long snapshotAt(Desk d, Change c) {
        return switch (c.kind()) {
            case START -> inSnapshot.get(d).get(c.key());
            case STOP -> outOfSnapshot.get(d).get(c.key());
            case SETTINGS -> null;
        };
    }
}
