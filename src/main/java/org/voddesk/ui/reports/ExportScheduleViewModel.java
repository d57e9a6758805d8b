package org.voddesk.ui.reports;

import java.time.Duration;
import java.time.ZoneId;
import java.util.Optional;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.ExportSchedule;
import org.voddesk.control.api.LastExport;
import org.voddesk.control.api.Principal;
import org.voddesk.control.api.ReportExports;
import org.voddesk.ui.common.Disposer;
import org.voddesk.ui.common.Formats;
import org.voddesk.ui.common.FxHop;
import org.voddesk.ui.common.Notice;
import org.voddesk.ui.common.Pulse;
import org.voddesk.ui.common.Tone;

/**
 * The Reports screen's daily export panel: whether yesterday's report is written each morning, at what time and
 * into which folder. Everyone sees the schedule in force; a supervisor changes it ({@link ReportExports#change},
 * run in the background: stored, audited and used from the next check). An operator's fields stay read-only.
 */
public final class ExportScheduleViewModel {
    static final String SUPERVISORS_ONLY = "Only a supervisor may change the daily export.";
    /** How often the last export's outcome is read again while the screen shows: an export runs in the background. */
    static final Duration LAST_EXPORT_REFRESH = Duration.ofSeconds(30);

    private final ReportExports exports;
    private final FxHop hop;
    private final Principal user;
    private final BooleanProperty on = new SimpleBooleanProperty();
    private final StringProperty time = new SimpleStringProperty("");
    private final StringProperty folder = new SimpleStringProperty("");
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyObjectWrapper<Notice> notice = new ReadOnlyObjectWrapper<>(Notice.NONE);
    private final ReadOnlyObjectWrapper<Notice> last = new ReadOnlyObjectWrapper<>(Notice.NONE);
    private final ZoneId zone;
    private final Pulse pulse;
    private final Disposer showing = new Disposer();

    public ExportScheduleViewModel(ReportExports exports, FxHop hop, Pulse pulse, Principal user, ZoneId zone) {
        this.exports = exports;
        this.hop = hop;
        this.pulse = pulse;
        this.user = user;
        this.zone = zone;
    }

    /**
     * Shows the schedule in force (it never blocks: the control layer keeps it in memory) and reads the last
     * export's outcome in the background, then again every {@link #LAST_EXPORT_REFRESH} while the screen shows.
     */
    public void onShow() {
        show(exports.schedule());
        if (!editable()) {
            notice.set(new Notice(Tone.MUTED, SUPERVISORS_ONLY));
        }
        readLastExport();
        showing.add(pulse.every(LAST_EXPORT_REFRESH, this::readLastExport));
    }

    /** Stops reading the last export again (the screen is hidden). */
    public void onHide() {
        showing.closeAll();
    }

    /** Reads the last export's outcome in the background: one may have run (or failed) since the last read. */
    private void readLastExport() {
        hop.then(exports.lastExportAsync(), r -> last.set(lastNotice(r)));
    }

    private Notice lastNotice(CommandResult<Optional<LastExport>> r) {
        if (!r.ok()) {
            return Notice.failed(r.message());
        }
        if (r.value().isEmpty()) {
            return new Notice(Tone.MUTED, "No daily export has run yet.");
        }
        LastExport e = r.value().get();
        String when = Formats.dateTime(e.atMs(), zone);
        return e.outcome().written()
                ? Notice.done("Last export: the report of " + e.outcome().day() + ", written " + when + ": "
                        + e.outcome().detail())
                : Notice.failed("Last export: the report of " + e.outcome().day() + " failed " + when + ": "
                        + e.outcome().detail());
    }

    /** Saves what the fields say; a time that is not HH:MM is refused here with nothing sent. */
    public void onSave() {
        ExportSchedule next;
        try {
            next = on.get() ? new ExportSchedule(ExportSchedule.parseTime(time.get()), folder.get())
                    : new ExportSchedule(null, folder.get());
            if (on.get() && next.at() == null) {
                throw new IllegalArgumentException("give the time of day as HH:MM, say 06:30");
            }
        } catch (IllegalArgumentException e) {
            notice.set(Notice.failed("Not saved: " + e.getMessage() + "."));
            return;
        }
        busy.set(true);
        notice.set(Notice.working("Saving the daily export..."));
        hop.then(exports.changeAsync(user, next), this::saved);
    }

    private void saved(CommandResult<ExportSchedule> r) {
        busy.set(false);
        if (r.ok()) {
            show(r.value());
            notice.set(Notice.done(r.message()));
            readLastExport();
        } else {
            notice.set(Notice.failed(r.message()));
        }
    }

    private void show(ExportSchedule s) {
        on.set(s.on());
        time.set(s.on() ? s.timeText() : "06:00");
        folder.set(s.folder());
    }

    /** Whether this user may change the schedule. */
    public boolean editable() {
        return user.role().supervises();
    }

    public BooleanProperty onProperty() {
        return on;
    }

    /** The time of day, {@code HH:MM}. */
    public StringProperty timeProperty() {
        return time;
    }

    public StringProperty folderProperty() {
        return folder;
    }

    public ReadOnlyBooleanProperty busyProperty() {
        return busy.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<Notice> noticeProperty() {
        return notice.getReadOnlyProperty();
    }

    /** The last scheduled export's outcome: day, when, and its files or why it failed. */
    public ReadOnlyObjectProperty<Notice> lastExportProperty() {
        return last.getReadOnlyProperty();
    }
}
