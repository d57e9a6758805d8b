package org.voddesk.control.alarm;

import java.time.Duration;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.voddesk.control.api.AlarmTransition;
import org.voddesk.control.api.Principal;
import org.voddesk.core.Alarm;
import org.voddesk.core.AuditEntry;
import org.voddesk.store.AlarmRepository;
import org.voddesk.store.Store;
import org.voddesk.store.StoreException;

/**
 * Keeps the alarms (docs/architecture.md, "Alarms"): raises, repeats and clears them from what the control loop
 * sees, stores every change and hands it to {@code changes} (the control layer raises it as an event). One alarm per
 * condition (kind + source) is open at a time; a repeat updates it. Used on the control loop's thread only (the
 * open alarms are kept in memory, loaded from the store at start, so a restart continues the same alarms).
 *
 * <p>Level conditions ({@link #round}) open when they have held for the kind's delay (none, or the overload
 * setting), and clear once absent for {@link #SETTLE}: a node that flaps within that time repeats its alarm (count
 * up) instead of opening a new one each time. One-shot conditions ({@link #occurred}) open or repeat on each
 * occurrence and clear after {@link #QUIET} without one. A store error is logged and the round goes on; the
 * condition is evaluated again on the next round.
 */
public final class AlarmBook {
    /** How long a level condition must stay absent before its alarm clears. */
    public static final Duration SETTLE = Duration.ofSeconds(30);
    /** How long a one-shot alarm stays open without another occurrence. */
    public static final Duration QUIET = Duration.ofMinutes(15);
    private static final Logger LOG = LoggerFactory.getLogger(AlarmBook.class);

    private record Key(String kind, String source) {
    }

    private final Store store;
    private final AlarmRepository alarms;
    private final Consumer<AlarmChange> changes;
    private final Supplier<Duration> overloadAfter;
    private final Map<Key, Alarm> open = new HashMap<>();
    /** Level conditions holding now: since when (without a break). */
    private final Map<Key, Long> presentSince = new HashMap<>();
    /** Open level alarms whose condition is absent: since when. */
    private final Map<Key, Long> absentSince = new HashMap<>();

    /**
     * @param changes       receives every change (on the loop thread)
     * @param overloadAfter how long a node must stay overloaded before its alarm opens (read each round)
     */
    public AlarmBook(Store store, Consumer<AlarmChange> changes, Supplier<Duration> overloadAfter) {
        this.store = store;
        this.alarms = store.alarms();
        this.changes = changes;
        this.overloadAfter = overloadAfter;
        for (Alarm r : alarms.open()) {
            open.put(new Key(r.kind(), r.source()), r);
        }
    }

    /** Step: one round's level conditions; opens, repeats, refreshes and clears against them. */
    public void round(long nowMs, List<Condition> holding) {
        Set<Key> now = new HashSet<>();
        for (Condition c : holding) {
            Key key = new Key(c.kind().word(), c.source());
            now.add(key);
            long since = presentSince.computeIfAbsent(key, k -> nowMs);
            boolean wasSettling = absentSince.remove(key) != null;
            if (nowMs - since >= delay(c.kind()).toMillis()) {
                holds(key, c, wasSettling, nowMs);
            }
        }
        presentSince.keySet().retainAll(now);
        for (Key key : List.copyOf(open.keySet())) {
            AlarmKind kind = AlarmKind.fromWord(key.kind()).orElse(null);
            if (kind != null && kind.oneShot()) {
                if (nowMs - open.get(key).lastSeenMs() >= QUIET.toMillis()) {
                    clear(key, nowMs);
                }
            } else if (!now.contains(key)) {
                long since = absentSince.computeIfAbsent(key, k -> nowMs);
                if (nowMs - since >= SETTLE.toMillis()) {
                    clear(key, nowMs);
                }
            }
        }
    }

    /** Step: a one-shot condition occurred: opens its alarm, or counts the repeat on the open one. */
    public void occurred(AlarmKind kind, String source, String message, long nowMs) {
        if (!kind.oneShot()) {
            throw new IllegalArgumentException(kind + " is a level condition; report it through round()");
        }
        raise(new Key(kind.word(), source), kind, message, nowMs);
    }

    /**
     * A user acknowledges alarm {@code id} with an optional note; stored with its audit line
     * ({@code alarm.acknowledge}) in one transaction.
     *
     * @throws StoreException when there is no such alarm or it was acknowledged already (the message says so)
     */
    public Alarm acknowledge(long id, Principal by, String note, long nowMs) {
        String cleanNote = note == null || note.isBlank() ? null : note.strip();
        Alarm[] acked = new Alarm[1];
        store.atomically("acknowledge alarm " + id, () -> {
            acked[0] = alarms.acknowledge(id, by.name(), cleanNote, nowMs);
            store.audit().append(new AuditEntry(nowMs, by.name(), by.desk(), "alarm.acknowledge", "alarm " + id,
                    acked[0].kind() + " " + acked[0].source() + (cleanNote == null ? "" : ": " + cleanNote)));
        });
        Key key = new Key(acked[0].kind(), acked[0].source());
        if (acked[0].open() && open.containsKey(key)) {
            open.put(key, acked[0]);
        }
        return publish(acked[0], AlarmTransition.ACKNOWLEDGED, nowMs);
    }

    private Duration delay(AlarmKind kind) {
        return kind == AlarmKind.NODE_OVERLOADED ? overloadAfter.get() : Duration.ZERO;
    }

    private void holds(Key key, Condition c, boolean wasSettling, long nowMs) {
        Alarm row = open.get(key);
        if (row == null || wasSettling) {
            raise(key, c.kind(), c.message(), nowMs);
            return;
        }
        try {
            alarms.seen(row.id(), c.message(), nowMs);
            open.put(key, row.seenAgain(c.message(), nowMs));
        } catch (StoreException e) {
            LOG.error("could not refresh alarm {}: {}", row.id(), e.getMessage());
        }
    }

    private void raise(Key key, AlarmKind kind, String message, long nowMs) {
        try {
            AlarmRepository.Raised r = alarms.raise(key.kind(), key.source(), kind.severity().word(), message, nowMs);
            open.put(key, r.row());
            LOG.info("alarm {} {} {}: {}", r.opened() ? "opened" : "repeated", key.kind(), key.source(), message);
            publish(r.row(), r.opened() ? AlarmTransition.OPENED : AlarmTransition.REPEATED, nowMs);
        } catch (StoreException e) {
            LOG.error("could not store alarm {} {} ({}): {}", key.kind(), key.source(), message, e.getMessage());
        }
    }

    private void clear(Key key, long nowMs) {
        Alarm row = open.get(key);
        try {
            alarms.clear(row.id(), nowMs).ifPresent(r -> {
                LOG.info("alarm cleared {} {}", key.kind(), key.source());
                publish(r, AlarmTransition.CLEARED, nowMs);
            });
            open.remove(key);
            absentSince.remove(key);
        } catch (StoreException e) {
            LOG.error("could not clear alarm {}: {}", row.id(), e.getMessage());
        }
    }

    private Alarm publish(Alarm alarm, AlarmTransition transition, long nowMs) {
        changes.accept(new AlarmChange(nowMs, alarm, transition));
        return alarm;
    }
}
