package org.voddesk.ui.migrations;

import java.time.Clock;
import java.time.Duration;
import java.time.ZoneId;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;
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
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.Control;
import org.voddesk.control.api.PlanSettings;
import org.voddesk.control.api.Principal;
import org.voddesk.core.MoveRecord;
import org.voddesk.core.PlanRecord;
import org.voddesk.core.WallTimes;
import org.voddesk.ui.common.Disposer;
import org.voddesk.ui.common.FxHop;
import org.voddesk.ui.common.Notice;
import org.voddesk.ui.common.Pager;
import org.voddesk.ui.common.Pulse;
import org.voddesk.ui.common.Tone;

/**
 * Screen 4, Migrations: the open plans (re-read when the snapshot's open moves change, checked on a {@link #REFRESH}
 * pulse while the screen shows; ages follow {@link #nowProperty()}), approve or reject the selected plan or move
 * (supervisors; an operator sees the same rows read-only and is told why), and the paged plan history with who
 * decided.
 */
public final class MigrationsViewModel {
    static final Duration REFRESH = Duration.ofSeconds(1);
    static final int PAGE_SIZE = 25;
    static final String READ_ONLY = "Read-only: only supervisors approve or reject plans.";

    private final Control control;
    private final FxHop hop;
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
    private final Pager<PlanRecord> history;
    /** The snapshot's open moves the rows were read for: the plans are re-read when they change. */
    private List<MoveRecord> shown = List.of();
    /** Whether the next read of the plans follows this user's decision (which says itself what became of it). */
    private boolean afterDecision;

    public MigrationsViewModel(Control control, FxHop hop, Pulse pulse, Clock clock, Principal user) {
        this.control = control;
        this.hop = hop;
        this.pulse = pulse;
        this.clock = clock;
        this.user = user;
        this.history = new Pager<>(hop,
                page -> control.plans().historyAsync(user, 0, clock.millis() + 1, page, PAGE_SIZE));
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

    /**
     * Follows the snapshot's open moves; when they changed, the open plans are read again (in the background) and
     * the rows replaced, keeping the selection.
     */
    void refresh() {
        now.set(clock.millis());
        List<MoveRecord> open = control.snapshot().moves();
        if (open.equals(shown)) {
            return;
        }
        shown = open;
        hop.then(control.plans().openAsync(user), this::show);
    }

    private void show(CommandResult<List<PlanRecord>> r) {
        boolean decided = afterDecision;
        afterDecision = false;
        if (!r.ok()) {
            notice.set(Notice.failed(r.message()));
            shown = null;
            return;
        }
        MigrationRow keep = selected.get();
        List<MigrationRow.Plan> open = Plans.open(r.value());
        boolean someLeft = plans.stream().anyMatch(p -> open.stream().noneMatch(q -> q.planId() == p.planId()));
        plans.setAll(open);
        selected.set(keep == null ? null : find(keep));
        if (!decided && keep != null && selected.get() == null) {
            notice.set(new Notice(Tone.WARNING, "Plan " + keep.planId() + " left the list: it expired or was decided"
                    + " meanwhile. Decisions and outcomes below say which."));
        }
        if (someLeft) {
            history.reload();
        }
    }

    private MigrationRow find(MigrationRow row) {
        for (MigrationRow.Plan p : plans) {
            if (p.planId() != row.planId()) {
                continue;
            }
            if (row instanceof MigrationRow.Move m) {
                return p.moves().stream().filter(x -> x.moveId() == m.moveId()).findFirst().orElse(null);
            }
            return p;
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
        String why = note.get().strip();
        String reason = why.isEmpty() ? "rejected on the Migrations screen" : why;
        String what;
        Supplier<CompletableFuture<CommandResult<PlanRecord>>> work;
        if (row instanceof MigrationRow.Move m) {
            what = "move " + m.order() + " of plan " + m.planId();
            work = approve ? () -> control.plans().approveMoveAsync(user, m.moveId())
                    : () -> control.plans().rejectMoveAsync(user, m.moveId(), reason);
        } else {
            long id = row.planId();
            what = "plan " + id;
            work = approve ? () -> control.plans().approveAsync(user, id, why.isEmpty() ? null : why)
                    : () -> control.plans().rejectAsync(user, id, reason);
        }
        notice.set(Notice.working((approve ? "Approving " : "Rejecting ") + what + "..."));
        hop.then(work.get(), this::decided);
    }

    private void decided(CommandResult<PlanRecord> r) {
        // a refusal names when another desk decided: its time stamped, written here as the tables write times
        String said = WallTimes.localized(r.message(), ZoneId.systemDefault());
        notice.set(r.ok() ? Notice.done(said) : Notice.failed(said));
        if (r.ok()) {
            note.set("");
        }
        shown = null;
        afterDecision = true;
        refresh();
        history.first();
    }

    /**
     * The automation level in force ({@code manual}, {@code partial <= 2}, ...) and what it means for the plans
     * listed, one line for the screen.
     */
    public String automationLine() {
        return automationLine(control.settings().plans());
    }

    static String automationLine(PlanSettings p) {
        String meaning = switch (p.automation()) {
            case MANUAL -> "every plan waits for a supervisor's decision";
            case PARTIAL -> "plans of priority " + p.partialMaxPriority() + " or lower run by themselves, recorded as"
                    + " approved by system; the others wait for a supervisor";
            case AUTOMATIC -> "every plan runs by itself, recorded as approved by system";
        };
        return "Automation: " + p.levelText() + " (" + meaning + ")";
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

    /** Plans decided or ended, newest first, paged: who decided, the level that ran it, the outcome. */
    public Pager<PlanRecord> history() {
        return history;
    }

    /** Beats held while showing (0 when hidden). */
    int held() {
        return showing.size();
    }
}
