package org.voddesk.ui.sessions;

import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.collections.transformation.FilteredList;
import org.voddesk.control.ClusterSnapshot;
import org.voddesk.control.Control;
import org.voddesk.control.Principal;
import org.voddesk.core.Session;
import org.voddesk.ui.common.Disposer;
import org.voddesk.ui.common.Message;
import org.voddesk.ui.common.Pulse;
import org.voddesk.ui.common.FxHop;

/**
 * Screen 3, Sessions: every live session, filtered by a search text, and stop for the session's owner and for
 * supervisors. Rows follow {@link Control#snapshot()} (checked on a one-second pulse) and are updated in place.
 */
public final class SessionsViewModel {
    static final Duration REFRESH = Duration.ofSeconds(1);

    private final Control control;
    private final FxHop hop;
    private final Pulse pulse;
    private final Clock clock;
    private final Principal user;
    private final Disposer showing = new Disposer();
    private final Map<String, SessionRowModel> byId = new HashMap<>();
    private final ObservableList<SessionRowModel> rows = FXCollections.observableArrayList();
    private final FilteredList<SessionRowModel> shown = new FilteredList<>(rows);
    private final StringProperty filter = new SimpleStringProperty("");
    private final ObjectProperty<SessionRowModel> selected = new SimpleObjectProperty<>();
    private final ReadOnlyStringWrapper count = new ReadOnlyStringWrapper("");
    private final Message message = new Message();
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper();
    private final BooleanBinding canStop;
    private List<Session> shownSessions;

    public SessionsViewModel(Control control, FxHop hop, Pulse pulse, Clock clock, Principal user) {
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
    }

    /**
     * Follows the snapshot: rows change only when a round or a command published new sessions (their ages are
     * then refreshed too), so 5,000 sessions cost nothing between rounds.
     */
    void refresh() {
        ClusterSnapshot s = control.snapshot();
        if (s.sessions() == shownSessions) {
            return;
        }
        shownSessions = s.sessions();
        long now = clock.millis();
        List<SessionRowModel> order = new ArrayList<>(s.sessions().size());
        Set<String> live = new HashSet<>();
        for (Session session : s.sessions()) {
            SessionRowModel row = byId.computeIfAbsent(session.id(), SessionRowModel::new);
            row.update(session, s.owner(session.id()).orElse(null), now, clock.getZone());
            order.add(row);
            live.add(session.id());
        }
        byId.keySet().retainAll(live); // a set: retainAll over a list of 5,000 ids took 25 million comparisons
        if (!order.equals(rows)) {
            rows.setAll(order);
            if (selected.get() != null && !byId.containsKey(selected.get().id())) {
                selected.set(null);
            }
        }
        updateCount();
    }

    private void applyFilter() {
        String text = filter.get() == null ? "" : filter.get().trim().toLowerCase(Locale.ROOT);
        shown.setPredicate(text.isEmpty() ? null : r -> r.matches(text));
        updateCount();
    }

    private void updateCount() {
        count.set(shown.size() == rows.size() ? rows.size() + " live sessions"
                : shown.size() + " of " + rows.size() + " live sessions");
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

    int held() {
        return showing.size();
    }
}
