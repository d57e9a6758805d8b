package org.voddesk.ui.migrations;

import java.time.Clock;
import java.time.Duration;
import java.util.List;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyLongProperty;
import javafx.beans.property.ReadOnlyLongWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.voddesk.control.CommandResult;
import org.voddesk.control.Control;
import org.voddesk.control.Principal;
import org.voddesk.core.ProposalRecord;
import org.voddesk.ui.common.Disposer;
import org.voddesk.ui.common.Notice;
import org.voddesk.ui.common.Pager;
import org.voddesk.ui.common.Pulse;
import org.voddesk.ui.common.TaskRunner;

/**
 * Screen 4, Migrations: the open plans (from the snapshot, on a {@link #REFRESH} pulse while the screen shows;
 * ages follow {@link #nowProperty()}), approve or reject the selected plan or move (supervisors; an operator sees
 * the same rows read-only and is told why), and the paged history of decisions and outcomes with who decided.
 */
public final class MigrationsViewModel {
    static final Duration REFRESH = Duration.ofSeconds(1);
    static final int PAGE_SIZE = 25;
    static final String READ_ONLY = "Read-only: only supervisors approve or reject plans.";

    private final Control control;
    private final TaskRunner tasks;
    private final Pulse pulse;
    private final Clock clock;
    private final Principal user;
    private final Disposer showing = new Disposer();

    private final ObservableList<MigrationRow.Plan> plans = FXCollections.observableArrayList();
    private final ObjectProperty<MigrationRow> selected = new SimpleObjectProperty<>();
    private final StringProperty note = new SimpleStringProperty("");
    private final ReadOnlyBooleanWrapper canDecide = new ReadOnlyBooleanWrapper();
    private final ReadOnlyLongWrapper now = new ReadOnlyLongWrapper();
    private final ReadOnlyObjectWrapper<Notice> notice = new ReadOnlyObjectWrapper<>(Notice.NONE);
    private final Pager<ProposalRecord> history;
    private List<ProposalRecord> shown = List.of();

    public MigrationsViewModel(Control control, TaskRunner tasks, Pulse pulse, Clock clock, Principal user) {
        this.control = control;
        this.tasks = tasks;
        this.pulse = pulse;
        this.clock = clock;
        this.user = user;
        this.history = new Pager<>(tasks, "reading the migration history",
                page -> control.history().migrationHistory(user, 0, clock.millis() + 1, page, PAGE_SIZE));
        selected.addListener((o, a, b) -> canDecide.set(supervisor() && Plans.decidable(b)));
    }

    public void onShow() {
        showing.add(pulse.every(REFRESH, this::refresh));
        shown = null;
        refresh();
        history.first();
    }

    public void onHide() {
        showing.closeAll();
    }

    /** Follows the snapshot's proposals; rows are replaced only when a proposal changed. */
    void refresh() {
        now.set(clock.millis());
        List<ProposalRecord> open = control.snapshot().proposals();
        if (open.equals(shown)) {
            return;
        }
        shown = open;
        MigrationRow keep = selected.get();
        plans.setAll(Plans.open(open));
        selected.set(keep == null ? null : find(keep.proposalId(), keep instanceof MigrationRow.Move));
    }

    private MigrationRow find(long id, boolean move) {
        for (MigrationRow.Plan p : plans) {
            if (p.proposalId() == id) {
                return move ? p.moves().get(0) : p;
            }
        }
        return null;
    }

    /** Approves the selected plan (or move). */
    public void onApprove() {
        decide(true);
    }

    /** Rejects the selected plan (or move) with the note. */
    public void onReject() {
        decide(false);
    }

    private void decide(boolean approve) {
        if (!supervisor()) {
            notice.set(Notice.failed(READ_ONLY + " Ask a supervisor to decide."));
            return;
        }
        MigrationRow row = selected.get();
        if (row == null) {
            notice.set(Notice.failed("Select a plan or a move first."));
            return;
        }
        long id = row.proposalId();
        String why = note.get().strip();
        notice.set(Notice.working((approve ? "Approving" : "Rejecting") + " plan " + id + "..."));
        tasks.run(approve ? "approving a proposal" : "rejecting a proposal",
                () -> approve ? control.approveProposal(user, id)
                        : control.rejectProposal(user, id, why.isEmpty() ? "rejected on the Migrations screen" : why),
                this::decided, m -> notice.set(Notice.failed(m)));
    }

    private void decided(CommandResult<ProposalRecord> r) {
        notice.set(r.ok() ? Notice.done(r.message()) : Notice.failed(r.message()));
        if (r.ok()) {
            note.set("");
        }
        refresh();
        history.first();
    }

    private boolean supervisor() {
        return user.role().supervises();
    }

    /** Open plans, most urgent first. */
    public ObservableList<MigrationRow.Plan> plans() {
        return plans;
    }

    public ObjectProperty<MigrationRow> selectedProperty() {
        return selected;
    }

    /** The note a rejection carries. */
    public StringProperty noteProperty() {
        return note;
    }

    /** Whether the user may decide the selected row now (a supervisor, a pending plan). */
    public ReadOnlyBooleanProperty canDecideProperty() {
        return canDecide.getReadOnlyProperty();
    }

    /** Whether this user only reads (operators). */
    public boolean readOnly() {
        return !supervisor();
    }

    /** The clock at the last beat (ages and expiries count from it). */
    public ReadOnlyLongProperty nowProperty() {
        return now.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<Notice> noticeProperty() {
        return notice.getReadOnlyProperty();
    }

    /** Decisions and outcomes, newest first, paged. */
    public Pager<ProposalRecord> history() {
        return history;
    }

    /** Beats held while showing (0 when hidden). */
    int held() {
        return showing.size();
    }
}
