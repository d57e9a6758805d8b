package org.voddesk.ui.sessions;

import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.ObservableList;
import javafx.collections.transformation.FilteredList;
import org.voddesk.control.api.ClusterSnapshot;
import org.voddesk.control.api.Control;
import org.voddesk.control.api.Principal;
import org.voddesk.core.Session;
import org.voddesk.ui.common.Disposer;
import org.voddesk.ui.common.FxHop;
import org.voddesk.ui.common.Message;
import org.voddesk.ui.common.Pulse;

/**
 * Screen 3, Sessions: every live session, filtered by a search text, and stop for the session's owner and for
 * supervisors. Rows follow {@link Control#snapshot()} (checked on a one-second pulse) and are updated in place, a
 * batch a frame ({@link SessionRowFollower}); the first show is spread over frames too ({@link #step}).
 */
public final class SessionsViewModel {
    /** The table's columns: node, camera, user, begin, position, rate, quality, since. */
    public static final int COLUMNS = 8;
    static final Duration REFRESH = Duration.ofSeconds(1);

    private final Control control;
    private final FxHop hop;
    private final Pulse pulse;
    private final Clock clock;
    private final Principal user;
    private final Disposer showing = new Disposer();
    private final SessionRowFollower follower;
    private final FilteredList<SessionRowModel> shown;
    private final ReadOnlyBooleanWrapper loading = new ReadOnlyBooleanWrapper(true);
    private final ReadOnlyBooleanWrapper tableShown = new ReadOnlyBooleanWrapper();
    private final ReadOnlyIntegerWrapper columns = new ReadOnlyIntegerWrapper(1);
    private final StringProperty filter = new SimpleStringProperty("");
    private final ObjectProperty<SessionRowModel> selected = new SimpleObjectProperty<>();
    private final ReadOnlyStringWrapper count = new ReadOnlyStringWrapper("");
    private final Message message = new Message();
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper();
    private final BooleanBinding canStop;
    private List<Session> shownSessions;
    private Pulse.Beat frames;

    public SessionsViewModel(Control control, FxHop hop, Pulse pulse, Clock clock, Principal user) {
        this(control, hop, pulse, clock, user, SessionRowFollower.PER_FRAME);
    }

    /** With {@code perFrame} rows made or updated per frame (tests take small batches to see several). */
    SessionsViewModel(Control control, FxHop hop, Pulse pulse, Clock clock, Principal user, int perFrame) {
        this.follower = new SessionRowFollower(perFrame);
        this.shown = new FilteredList<>(follower.rows());
        this.control = control;
        this.hop = hop;
        this.pulse = pulse;
        this.clock = clock;
        this.user = user;
        filter.addListener((o, a, b) -> applyFilter());
        canStop = Bindings.createBooleanBinding(() -> !busy.get() && selected.get() != null
                && mayStop(selected.get()), selected, busy);
    }

    public void onShow() {
        shownSessions = null;
        refresh();
        showing.add(pulse.every(REFRESH, this::refresh));
    }

    public void onHide() {
        showing.closeAll();
        stopFrames();
    }

    /**
     * Follows the snapshot: rows change only when a round or a command published new sessions (their ages are
     * then refreshed too), so 5,000 sessions cost nothing between rounds. Rows of ended sessions go at once; the
     * others are updated or made from the next frame on, {@link SessionRowFollower#PER_FRAME} a frame.
     */
    void refresh() {
        ClusterSnapshot s = control.snapshot();
        if (s.sessions() == shownSessions) {
            return;
        }
        shownSessions = s.sessions();
        SessionRowModel chosen = selected.get();
        follower.follow(s, clock.millis(), clock.getZone());
        if (chosen != null && !follower.has(chosen.id())) {
            selected.set(null); // the table had moved the selection to a neighbour: a second Stop would stop it
        }
        if (frames == null) {
            frames = pulse.eachFrame(this::step);
        }
        updateCount();
    }

    /**
     * One frame of the first show or of a pass. The first show is spread over frames, none styling much: the show
     * styles the top bar (a loading text stands in for the table), the next frame the table with its first column,
     * the next the first rows (and the empty rows filling the table's view), then each frame one more column, each
     * making the cells of the rows in view; meanwhile the rows follow the snapshot a batch a frame.
     */
    private void step() {
        if (!tableShown.get()) {
            tableShown.set(true);
            return;
        }
        boolean hadRows = !follower.rows().isEmpty();
        boolean more = follower.step();
        if (columns.get() < COLUMNS && hadRows) {
            columns.set(columns.get() + 1);
        } else if (columns.get() < COLUMNS && !more && follower.rows().isEmpty()) {
            columns.set(COLUMNS); // no row, so no cell to make
        }
        if (!more && columns.get() == COLUMNS) {
            stopFrames();
        }
        loading.set(!follower.caughtUp());
        updateCount();
    }

    private void stopFrames() {
        if (frames != null) {
            frames.close();
            frames = null;
        }
    }

    private void applyFilter() {
        String text = filter.get() == null ? "" : filter.get().trim().toLowerCase(Locale.ROOT);
        shown.setPredicate(text.isEmpty() ? null : r -> r.matches(text));
        updateCount();
    }

    /**
     * Says the true number of live sessions (the latest snapshot's), and while the first pass is still listing them,
     * how many are listed so far.
     */
    private void updateCount() {
        ObservableList<SessionRowModel> rows = follower.rows();
        int total = follower.total();
        boolean filtered = shown.size() != rows.size();
        if (!follower.caughtUp()) {
            count.set(filtered ? shown.size() + " found in the first " + rows.size() + " of " + total
                    + " live sessions (still listing)"
                    : total + " live sessions (listing: " + rows.size() + " so far)");
        } else {
            count.set(filtered ? shown.size() + " of " + total + " live sessions" : total + " live sessions");
        }
    }

    /** The owner of a session and every supervisor may stop it. */
    boolean mayStop(SessionRowModel row) {
        return user.role().supervises() || user.name().equals(row.owner());
    }

    /** Stops the selected session (in the background); the result is shown in {@link #messageProperty}. */
    public void onStop() {
        SessionRowModel row = selected.get();
        if (row == null || busy.get()) {
            return;
        }
        if (!mayStop(row)) {
            message.error("Only the user who started session " + row.id() + " or a supervisor may stop it.");
            return;
        }
        busy.set(true);
        hop.then(control.stopSessionAsync(user, row.id()), r -> {
            busy.set(false);
            message.show(r);
            refresh();
        });
    }

    /** The rows the filter lets through, in start order. */
    public ObservableList<SessionRowModel> rows() {
        return shown;
    }

    /** Search text over id, node, camera, user and quality (case-insensitive substring). */
    public StringProperty filterProperty() {
        return filter;
    }

    public ObjectProperty<SessionRowModel> selectedProperty() {
        return selected;
    }

    public BooleanBinding canStopProperty() {
        return canStop;
    }

    public ReadOnlyStringProperty countProperty() {
        return count.getReadOnlyProperty();
    }

    /** What the last stop said. */
    public Message message() {
        return message;
    }

    /** Whether the first pass is still making rows (the table says it is loading rather than empty). */
    public ReadOnlyBooleanProperty loadingProperty() {
        return loading.getReadOnlyProperty();
    }

    /**
     * Whether the table is shown: from the first frame after the first show on (that show styles the screen's
     * top bar with a loading text in place of the table, the next frame the table, and the rows come after).
     */
    public ReadOnlyBooleanProperty tableShownProperty() {
        return tableShown.getReadOnlyProperty();
    }

    /**
     * How many of the table's {@link #COLUMNS} columns are shown, in order: one until the first rows are listed,
     * then one more a frame (each new column makes the cells of the rows in view; all at once took over 100 ms).
     */
    public ReadOnlyIntegerProperty columnsProperty() {
        return columns.getReadOnlyProperty();
    }

    /** Whether a pass or the first show is under way: more frames will change the rows or the table. */
    boolean following() {
        return frames != null;
    }

    int held() {
        return showing.size() + (frames == null ? 0 : 1);
    }
}
