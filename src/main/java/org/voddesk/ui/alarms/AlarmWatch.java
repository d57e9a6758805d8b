package org.voddesk.ui.alarms;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.collections.transformation.FilteredList;
import org.voddesk.control.api.AlarmTransition;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.Control;
import org.voddesk.control.api.ControlEvent;
import org.voddesk.control.api.Principal;
import org.voddesk.core.Alarm;
import org.voddesk.core.Severity;
import org.voddesk.ui.common.Disposer;
import org.voddesk.ui.common.FxHop;
import org.voddesk.ui.common.Pulse;

/**
 * The session's active alarms, kept while the frame shows (not only while the Alarms screen does), in two lists:
 * the <em>open</em> ones that need someone (active, not acknowledged: the frame's badge counts them) and the
 * acknowledged ones whose condition has not ended yet (DESIGN.md, Alarms: an alarm clears itself when its
 * condition ends, so an acknowledgement moves it from the first list to the second, and the clearing moves it out
 * to the history). Alarm events arrive on the UI thread (subscribed with the {@link FxHop}'s executor) and only
 * mark the list stale; on the next beat the list is read again in the background, so a burst of repeats costs one
 * read. Each alarm that OPENED as critical is handed once to the {@link #notifier} on the beat (a repeat, an
 * acknowledgement or a clearing is not news).
 */
public final class AlarmWatch implements AutoCloseable {
    /** How often a stale list is read again and new critical alarms are announced. */
    static final Duration BEAT = Duration.ofSeconds(1);
    /** Most urgent first, then most recently seen. */
    static final Comparator<Alarm> ORDER = Comparator.comparing(Alarm::severity).reversed()
            .thenComparing(Comparator.comparingLong(Alarm::lastSeenMs).reversed());

    private final Control control;
    private final FxHop hop;
    private final Pulse pulse;
    private final Principal user;
    private final Disposer held = new Disposer();
    private final AtomicBoolean stale = new AtomicBoolean(true);
    private final Queue<Alarm> newCritical = new ConcurrentLinkedQueue<>();
    private final ObservableList<Alarm> active = FXCollections.observableArrayList();
    private final ObservableList<Alarm> activeView = FXCollections.unmodifiableObservableList(active);
    private final FilteredList<Alarm> open = new FilteredList<>(active, a -> !a.acknowledged());
    private final FilteredList<Alarm> acknowledged = new FilteredList<>(active, Alarm::acknowledged);
    private final ReadOnlyIntegerWrapper count = new ReadOnlyIntegerWrapper(0);
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper("Loading...");
    private Consumer<Alarm> notifier = a -> { };
    private boolean reading;

    public AlarmWatch(Control control, FxHop hop, Pulse pulse, Principal user) {
        this.control = control;
        this.hop = hop;
        this.pulse = pulse;
        this.user = user;
    }

    /** Subscribes to the alarm events, starts the beat and reads the open alarms; UI thread. */
    public void start() {
        held.add(control.subscribe(this::observe, hop.executor()));
        held.add(pulse.every(BEAT, this::beat));
        beat();
    }

    /** UI thread (subscribed with the hop's executor): marks the list stale, keeps a new critical alarm for the beat. */
    private void observe(ControlEvent e) {
        if (e instanceof ControlEvent.AlarmChanged c) {
            if (c.transition() == AlarmTransition.OPENED && c.alarm().severity() == Severity.CRITICAL) {
                newCritical.add(c.alarm());
            }
            stale.set(true);
        }
    }

    /** UI thread: announces new critical alarms and reads the list again when it is stale. */
    void beat() {
        for (Alarm a = newCritical.poll(); a != null; a = newCritical.poll()) {
            notifier.accept(a);
        }
        if (!reading && stale.getAndSet(false)) {
            reading = true;
            hop.then(control.alarms().openAsync(user), this::apply);
        }
    }

    private void apply(CommandResult<List<Alarm>> r) {
        reading = false;
        if (!r.ok()) {
            message.set(r.message());
            return;
        }
        List<Alarm> sorted = new ArrayList<>(r.value());
        sorted.sort(ORDER);
        active.setAll(sorted);
        count.set(open.size());
        message.set(!open.isEmpty() ? "" : acknowledged.isEmpty() ? "No open alarms."
                : "No open alarms; " + acknowledged.size() + " acknowledged and still active (below).");
    }

    /** Reads the list again now, or after the read in flight (after an acknowledgement). */
    public void refresh() {
        stale.set(true);
        beat();
    }

    /** Told each alarm that opened as critical, once, on the UI thread (the console shows a desktop notification). */
    public void setNotifier(Consumer<Alarm> notifier) {
        this.notifier = notifier == null ? a -> { } : notifier;
    }

    /** The open alarms (active, not acknowledged), most urgent first, then most recently seen. */
    public ObservableList<Alarm> open() {
        return open;
    }

    /** Every active alarm (open or acknowledged), read-only: changes once per read. */
    public ObservableList<Alarm> active() {
        return activeView;
    }

    /** The acknowledged alarms whose condition has not ended, in the same order. */
    public ObservableList<Alarm> acknowledged() {
        return acknowledged;
    }

    /** How many alarms are open and not acknowledged (the frame's badge). */
    public ReadOnlyIntegerProperty countProperty() {
        return count.getReadOnlyProperty();
    }

    /** Why the open list is empty, or that it could not be read; empty when it shows alarms. */
    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }

    /** Stops following the events (log out, window closed). */
    @Override
    public void close() {
        held.closeAll();
        newCritical.clear();
    }
}
