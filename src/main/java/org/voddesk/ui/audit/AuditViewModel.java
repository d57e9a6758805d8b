package org.voddesk.ui.audit;

import java.time.Clock;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.Control;
import org.voddesk.control.api.Page;
import org.voddesk.control.api.Principal;
import org.voddesk.core.AuditRecord;
import org.voddesk.ui.common.FxHop;
import org.voddesk.ui.common.Notice;
import org.voddesk.ui.common.Pager;
import org.voddesk.ui.common.Tone;

/**
 * Screen 8, Audit (supervisors): who did what and when, filtered by user, action (a prefix such as
 * {@code move.}) and a range of days, newest first, paged. The filters apply on {@link #onSearch}; an operator
 * is told the log is for supervisors and nothing is read (Control would refuse and audit the attempt).
 */
public final class AuditViewModel {
    static final int PAGE_SIZE = 50;
    static final String SUPERVISORS_ONLY = "The audit log is for supervisors; ask one to read it.";
    /** Action prefixes offered in the filter (any prefix may be typed). */
    public static final List<String> ACTIONS = List.of("", "login", "playback.", "session.", "move.",
            "settings.", "node.", "hostkey.", "user.", "cluster.", "audit.read");

    private final Control control;
    private final Principal user;
    private final ZoneId zone;
    private final StringProperty userFilter = new SimpleStringProperty("");
    private final StringProperty actionFilter = new SimpleStringProperty("");
    private final ObjectProperty<LocalDate> from = new SimpleObjectProperty<>();
    private final ObjectProperty<LocalDate> to = new SimpleObjectProperty<>();
    private final ReadOnlyObjectWrapper<Notice> notice = new ReadOnlyObjectWrapper<>(Notice.NONE);
    private final Pager<AuditRecord> pages;
    private Filter applied;
    private boolean searched;

    /** The filter in force: {@code [fromMs, toMs)}, user and action prefix ({@code null} for any). */
    private record Filter(long fromMs, long toMs, String user, String action) {
    }

    public AuditViewModel(Control control, FxHop hop, Clock clock, Principal user) {
        this.control = control;
        this.user = user;
        this.zone = clock.getZone();
        LocalDate today = LocalDate.ofInstant(clock.instant(), zone);
        from.set(today.minusDays(6));
        to.set(today);
        this.pages = new Pager<>(hop, this::read);
    }

    private CompletableFuture<CommandResult<Page<AuditRecord>>> read(int page) {
        Filter f = applied;
        return control.history().auditHistoryAsync(user, f.fromMs(), f.toMs(), f.user(), f.action(), page, PAGE_SIZE);
    }

    /** The first showing reads the last seven days; later showings read the page the user was on again. */
    public void onShow() {
        if (searched) {
            pages.reload();
        } else {
            onSearch();
        }
    }

    public void onHide() {
        // nothing held: the log is read on request, not followed
    }

    /** Applies the filters and reads their newest page. */
    public void onSearch() {
        if (!user.role().supervises()) {
            notice.set(new Notice(Tone.WARNING, SUPERVISORS_ONLY));
            return;
        }
        LocalDate a = from.get();
        LocalDate b = to.get();
        if (a == null || b == null || b.isBefore(a)) {
            notice.set(Notice.failed("Pick a first and a last day, the last on or after the first."));
            return;
        }
        searched = true;
        applied = new Filter(a.atStartOfDay(zone).toInstant().toEpochMilli(),
                b.plusDays(1).atStartOfDay(zone).toInstant().toEpochMilli(), blankToNull(userFilter.get()),
                blankToNull(actionFilter.get()));
        notice.set(Notice.NONE);
        pages.first();
    }

    private static String blankToNull(String s) {
        return s == null || s.isBlank() ? null : s.strip();
    }

    /** Whether this user may read the log at all. */
    public boolean allowed() {
        return user.role().supervises();
    }

    public StringProperty userFilterProperty() {
        return userFilter;
    }

    public StringProperty actionFilterProperty() {
        return actionFilter;
    }

    /** The first day shown (inclusive). */
    public ObjectProperty<LocalDate> fromProperty() {
        return from;
    }

    /** The last day shown (inclusive). */
    public ObjectProperty<LocalDate> toProperty() {
        return to;
    }

    public ReadOnlyObjectProperty<Notice> noticeProperty() {
        return notice.getReadOnlyProperty();
    }

    /** The lines, newest first, paged. */
    public Pager<AuditRecord> pages() {
        return pages;
    }

    public ZoneId zone() {
        return zone;
    }
}
