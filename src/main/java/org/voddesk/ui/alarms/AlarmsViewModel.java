package org.voddesk.ui.alarms;

import java.time.Clock;
import java.time.ZoneId;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;
import org.voddesk.control.api.Alarms;
import org.voddesk.control.api.Control;
import org.voddesk.control.api.Principal;
import org.voddesk.core.Alarm;
import org.voddesk.core.Severity;
import org.voddesk.ui.common.Disposer;
import org.voddesk.ui.common.Formats;
import org.voddesk.ui.common.FxHop;
import org.voddesk.ui.common.Notice;
import org.voddesk.ui.common.Pager;
import org.voddesk.ui.common.Tone;

/**
 * Screen 5, Alarms: the open alarms that need someone and, apart, the acknowledged ones still active (both from the
 * session's {@link AlarmWatch}, live), acknowledgement of the selected open one with an optional note (any
 * logged-in user), and the paged history of every alarm, read again whenever the active alarms change while the
 * screen shows.
 */
public final class AlarmsViewModel {
    static final int PAGE_SIZE = 50;

    private final Control control;
    private final AlarmWatch watch;
    private final FxHop hop;
    private final Principal user;
    private final ZoneId zone;
    private final ObjectProperty<Alarm> selected = new SimpleObjectProperty<>();
    private final StringProperty note = new SimpleStringProperty("");
    private final ReadOnlyObjectWrapper<Notice> notice = new ReadOnlyObjectWrapper<>(Notice.NONE);
    private final Pager<Alarm> history;
    private final Disposer showing = new Disposer();

    public AlarmsViewModel(Control control, AlarmWatch watch, FxHop hop, Clock clock, Principal user) {
        this.control = control;
        this.watch = watch;
        this.hop = hop;
        this.user = user;
        this.zone = clock.getZone();
        this.history = new Pager<>(hop, page -> control.alarms().historyAsync(user, page, PAGE_SIZE));
    }

    /** Reads the history's page again and follows the open list while the screen shows. */
    public void onShow() {
        ListChangeListener<Alarm> changed = c -> history.reload();
        watch.active().addListener(changed);
        showing.add(() -> watch.active().removeListener(changed));
        history.reload();
    }

    public void onHide() {
        showing.closeAll();
    }

    /** Acknowledges the selected alarm with the note (blank: none); refused here when nothing fits. */
    public void onAcknowledge() {
        Alarm a = selected.get();
        if (a == null) {
            notice.set(Notice.failed("Select an open alarm first."));
            return;
        }
        if (a.acknowledged()) {
            notice.set(Notice.failed("Alarm " + a.id() + " was acknowledged already by " + a.acknowledgedBy() + "."));
            return;
        }
        String text = note.get() == null ? "" : note.get().strip();
        if (text.length() > Alarms.MAX_NOTE) {
            notice.set(Notice.failed("A note is at most " + Alarms.MAX_NOTE + " characters (this one has "
                    + text.length() + "); nothing was changed."));
            return;
        }
        notice.set(Notice.working("Acknowledging alarm " + a.id() + "..."));
        hop.then(control.alarms().acknowledgeAsync(user, a.id(), text.isEmpty() ? null : text), r -> {
            if (r.ok()) {
                notice.set(Notice.done(r.message()));
                note.set("");
                watch.refresh();
                history.reload();
            } else {
                notice.set(Notice.failed(r.message()));
            }
        });
    }

    /** The colour and icon a severity shows with (its word beside them). */
    public static Tone tone(Severity s) {
        return switch (s) {
            case CRITICAL -> Tone.DANGER;
            case MAJOR -> Tone.WARNING;
            case WARNING -> Tone.INFO;
        };
    }

    /** Where an alarm stands: open, acknowledged (and still open) or cleared. */
    public static String state(Alarm a) {
        return !a.open() ? "cleared" : a.acknowledged() ? "acknowledged" : "open";
    }

    /** Who acknowledged an alarm, when (day and minute) and their note, or a dash: the table's cell. */
    public String acknowledgement(Alarm a) {
        return acknowledgement(a, Formats::dayTime);
    }

    private String acknowledgement(Alarm a, java.util.function.BiFunction<Long, ZoneId, String> time) {
        if (!a.acknowledged()) {
            return "—";
        }
        return a.acknowledgedBy() + (a.acknowledgedAtMs() == null ? "" : " at " + time.apply(a.acknowledgedAtMs(),
                zone)) + (a.note() == null ? "" : ": " + a.note());
    }

    /** A time as the tables show it: the day and the minute ("01 Dec 14:03"); the row's tooltip has the seconds. */
    public String when(long epochMs) {
        return Formats.dayTime(epochMs, zone);
    }

    /**
     * An alarm's whole text for its row's tooltip: the message, its times to the second with the year (the columns
     * show day and minute), then who acknowledged it, when and their note.
     */
    public String details(Alarm a) {
        String times = "First seen " + Formats.dateTime(a.firstSeenMs(), zone) + ", last seen "
                + Formats.dateTime(a.lastSeenMs(), zone)
                + (a.clearedAtMs() == null ? "" : ", cleared " + Formats.dateTime(a.clearedAtMs(), zone)) + ".";
        String ack = a.acknowledged() ? "\nAcknowledged by " + acknowledgement(a, Formats::dateTime) : "";
        return a.message() + "\n" + times + ack;
    }

    /** The alarms that need someone: active and not acknowledged. */
    public ObservableList<Alarm> open() {
        return watch.open();
    }

    /** The acknowledged alarms whose condition has not ended yet. */
    public ObservableList<Alarm> acknowledged() {
        return watch.acknowledged();
    }

    /** Why the open list is empty or could not be read. */
    public javafx.beans.property.ReadOnlyStringProperty openMessageProperty() {
        return watch.messageProperty();
    }

    public ObjectProperty<Alarm> selectedProperty() {
        return selected;
    }

    public StringProperty noteProperty() {
        return note;
    }

    public ReadOnlyObjectProperty<Notice> noticeProperty() {
        return notice.getReadOnlyProperty();
    }

    /** Every alarm, most recently seen first, paged. */
    public Pager<Alarm> history() {
        return history;
    }

    public ZoneId zone() {
        return zone;
    }
}
