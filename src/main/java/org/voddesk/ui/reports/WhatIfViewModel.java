package org.voddesk.ui.reports;

import java.text.MessageFormat;
import java.time.Clock;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.Control;
import org.voddesk.control.api.ControlSettings;
import org.voddesk.control.api.Principal;
import org.voddesk.control.api.WhatIfAsk;
import org.voddesk.control.api.WhatIfChoices;
import org.voddesk.control.api.WhatIfRun;
import org.voddesk.control.api.WhatIfRuns;
import org.voddesk.core.whatif.LambdaSeries;
import org.voddesk.core.whatif.PolicyRow;
import org.voddesk.core.whatif.ReplayPolicy;
import org.voddesk.core.whatif.ReplayProgress;
import org.voddesk.core.whatif.ReplayReport;
import org.voddesk.report.WhatIfText;
import org.voddesk.ui.common.FxHop;
import org.voddesk.ui.common.Notice;
import org.voddesk.ui.common.Tone;

/**
 * The Reports screen's What if: a supervisor picks a day and the policies to compare (the standard comparison picked
 * at first, any placement + planner pair added), runs it in the background ({@link WhatIfRuns}: in process or on the
 * server) with its progress and a cancel, and sees the calibration line, the warning when the model does not fit the
 * day, the table (recorded day first) and {@code lambda} over the day per policy. A replayed policy is applied through
 * the settings change the Settings screen makes ({@link Control#updateSettingsAsync}, audited there), after the view
 * has asked for a confirmation. An operator sees why it is not theirs.
 */
public final class WhatIfViewModel {
    /** What an operator reads instead of the What if. */
    public static final String SUPERVISORS_ONLY = "What if is for supervisors: it replays a recorded day of this"
            + " control room under other policies, and a supervisor may apply one.";
    /** The planner choice of a placement policy alone. */
    public static final String NO_PLANNER = "none";
    static final String PICK_ONE = "Pick at least one policy to compare.";
    static final String WAITING = "Waiting to start...";
    static final String CANCELLING = "Cancelling...";
    static final String CALIBRATING = "Calibrating against the recorded day: {0} ({1,number,percent})";
    static final String REPLAYING = "Replaying {0} ({1,number,percent})";
    static final String REPLAYING_RUN = "Replaying {0}, run {2,number,integer} of {3,number,integer}"
            + " ({1,number,percent})";
    static final String DONE = "Putting the report together...";
    static final String RECORDED_ROW = "The recorded day is what happened; apply one of the replayed policies.";
    static final String NO_PLANNER_ROW = "The console always runs a migration planner; {0} has none, so it cannot be"
            + " applied as it was replayed.";
    static final String IN_FORCE_NOW = "{0} is already in force.";
    static final String IN_FORCE_HINT = "The day''s own policy is always replayed first and calibrated against what"
            + " happened; {0} is in force now.";
    static final String APPLY_QUESTION = "Apply {0}? The placement policy becomes {1} and the migration planner {2}"
            + " for this control room, from its next request and planning pass. The change is audited as any"
            + " settings change.";

    /** A policy offered for the run, picked or not. */
    public static final class Pick {
        private final ReplayPolicy policy;
        private final BooleanProperty picked = new SimpleBooleanProperty(true);

        Pick(ReplayPolicy policy) {
            this.policy = policy;
        }

        public ReplayPolicy policy() {
            return policy;
        }

        public BooleanProperty pickedProperty() {
            return picked;
        }
    }

    private final Control control;
    private final Principal user;
    private final FxHop hop;
    private final ZoneId zone;
    private final ObjectProperty<LocalDate> day = new SimpleObjectProperty<>();
    private final ObservableList<Pick> picks = FXCollections.observableArrayList();
    private final ObservableList<String> placements = FXCollections.observableArrayList();
    private final ObservableList<String> planners = FXCollections.observableArrayList();
    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyDoubleWrapper progress = new ReadOnlyDoubleWrapper(0);
    private final ReadOnlyStringWrapper progressText = new ReadOnlyStringWrapper("");
    private final ReadOnlyObjectWrapper<Notice> notice = new ReadOnlyObjectWrapper<>(Notice.NONE);
    private final ReadOnlyStringWrapper calibration = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper fitWarning = new ReadOnlyStringWrapper("");
    private final ReadOnlyObjectWrapper<ReplayReport> report = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyObjectWrapper<ReplayPolicy> inForce = new ReadOnlyObjectWrapper<>();
    private final ObservableList<PolicyRow> rows = FXCollections.observableArrayList();
    private final ObservableList<LambdaSeries> series = FXCollections.observableArrayList();
    /** The newest progress not shown yet; the UI thread takes it (a burst of progress is one update). */
    private final AtomicReference<ReplayProgress> pending = new AtomicReference<>();
    private WhatIfRun current;
    private long ticket;
    private boolean choicesAsked;

    public WhatIfViewModel(Control control, Principal user, FxHop hop, Clock clock) {
        this.control = control;
        this.user = user;
        this.hop = hop;
        this.zone = clock.getZone();
        day.set(LocalDate.ofInstant(clock.instant(), zone).minusDays(1));
    }

    /** Whether this user runs what-ifs (supervisors); an operator is told why not. */
    public boolean canRun() {
        return user.role().supervises();
    }

    /** The first showing reads the policies a supervisor may pick; every showing the pair in force now. */
    public void onShow() {
        readInForce();
        if (!canRun() || choicesAsked) {
            return;
        }
        choicesAsked = true;
        hop.then(control.whatIf().choicesAsync(user), this::choicesRead);
    }

    public void onHide() {
        // a run goes on while the screen is hidden; its outcome shows when the screen is back
    }

    /** The pair in force now, as the settings say (the rows' Apply buttons follow it). */
    private void readInForce() {
        ControlSettings now = control.settings();
        inForce.set(new ReplayPolicy(now.placementPolicy(), now.migrationPlanner()));
    }

    private void choicesRead(CommandResult<WhatIfChoices> r) {
        if (!r.ok()) {
            choicesAsked = false;
            notice.set(Notice.failed(r.message()));
            return;
        }
        placements.setAll(r.value().placements());
        List<String> p = new ArrayList<>();
        p.add(NO_PLANNER);
        p.addAll(r.value().planners());
        planners.setAll(p);
        if (picks.isEmpty()) {
            picks.setAll(r.value().standard().stream().map(Pick::new).toList());
        }
    }

    /** Adds {@code placement} with {@code planner} ({@link #NO_PLANNER} for none) to the picks, picked. */
    public void onAdd(String placement, String planner) {
        if (placement == null || placement.isBlank()) {
            notice.set(Notice.failed("Choose a placement policy to add."));
            return;
        }
        ReplayPolicy p = new ReplayPolicy(placement, NO_PLANNER.equals(planner) ? null : planner);
        picks.stream().filter(k -> k.policy().equals(p)).findFirst().ifPresentOrElse(k -> k.pickedProperty()
                .set(true), () -> picks.add(new Pick(p)));
    }

    /** Runs the picked policies on the day, in the background. */
    public void onRun() {
        if (!canRun()) {
            notice.set(Notice.failed(SUPERVISORS_ONLY));
            return;
        }
        List<ReplayPolicy> picked = picks.stream().filter(k -> k.pickedProperty().get()).map(Pick::policy).toList();
        if (day.get() == null) {
            notice.set(Notice.failed("Pick a day first."));
            return;
        }
        if (picked.isEmpty()) {
            notice.set(Notice.failed(PICK_ONE));
            return;
        }
        long mine = ++ticket;
        running.set(true);
        progress.set(-1);
        progressText.set(WAITING);
        notice.set(Notice.working("Replaying " + day.get() + "..."));
        current = control.whatIf().start(user, WhatIfAsk.of(day.get(), zone, picked), p -> progressed(mine, p));
        hop.then(current.result(), r -> finished(mine, r));
    }

    /** Stops the run under way. */
    public void onCancel() {
        if (current != null && running.get()) {
            progressText.set(CANCELLING);
            current.cancel();
        }
    }

    /** A progress from the run's thread: the newest waits for the UI thread, which shows it once. */
    private void progressed(long mine, ReplayProgress p) {
        if (pending.getAndSet(p) == null) {
            hop.executor().execute(() -> {
                ReplayProgress last = pending.getAndSet(null);
                if (last != null && mine == ticket && running.get() && !CANCELLING.equals(progressText.get())) {
                    progress.set(last.fraction());
                    progressText.set(words(last));
                }
            });
        }
    }

    /** A progress in the screen's words. */
    static String words(ReplayProgress p) {
        String name = p.policy() == null ? "the day" : p.policy().label();
        return switch (p.stage()) {
            case CALIBRATING -> MessageFormat.format(CALIBRATING, name, p.fraction());
            case REPLAYING -> MessageFormat.format(p.runs() > 1 ? REPLAYING_RUN : REPLAYING, name, p.fraction(),
                    p.run(), p.runs());
            case DONE -> DONE;
        };
    }

    private void finished(long mine, CommandResult<ReplayReport> r) {
        if (mine != ticket) {
            return;
        }
        running.set(false);
        progressText.set("");
        progress.set(0);
        current = null;
        if (r.ok()) {
            show(r.value());
            notice.set(Notice.done(r.message()));
        } else if (r.message().equals(MessageFormat.format(WhatIfRuns.CANCELLED, day.get().toString()))) {
            notice.set(new Notice(Tone.WARNING, r.message()));
        } else {
            notice.set(Notice.failed(r.message()));
        }
    }

    private void show(ReplayReport r) {
        report.set(r);
        calibration.set(WhatIfText.calibrationLine(r.calibration()));
        fitWarning.set(r.calibration().fits() ? "" : WhatIfText.DOES_NOT_FIT);
        rows.setAll(r.rows());
        series.setAll(r.series());
    }

    /** Why {@code row}'s policy cannot be applied, or {@code null} when it can. */
    public String whyNotApply(PolicyRow row) {
        if (!canRun()) {
            return SUPERVISORS_ONLY;
        }
        if (row.kind() == PolicyRow.Kind.RECORDED) {
            return RECORDED_ROW;
        }
        ReplayPolicy p = row.policy();
        if (!p.plans()) {
            return MessageFormat.format(NO_PLANNER_ROW, p.label());
        }
        ControlSettings now = control.settings();
        if (p.placement().equals(now.placementPolicy()) && p.planner().equals(now.migrationPlanner())) {
            return MessageFormat.format(IN_FORCE_NOW, p.label());
        }
        return null;
    }

    /** The confirmation the view asks before {@link #onApply}. */
    public String applyQuestion(PolicyRow row) {
        ReplayPolicy p = row.policy();
        return MessageFormat.format(APPLY_QUESTION, p.label(), p.placement(), p.planner());
    }

    /** Applies {@code row}'s policy as a settings change (a supervisor's, audited by the control). */
    public void onApply(PolicyRow row) {
        String why = whyNotApply(row);
        if (why != null) {
            notice.set(Notice.failed(why));
            return;
        }
        ReplayPolicy p = row.policy();
        ControlSettings next = control.settings().withPlacementPolicy(p.placement())
                .withMigrationPlanner(p.planner());
        notice.set(Notice.working("Applying " + p.label() + "..."));
        hop.then(control.updateSettingsAsync(user, next), r -> {
            notice.set(r.ok() ? Notice.done("Applied " + p.label() + ": " + r.message()) : Notice.failed(r.message()));
            readInForce();
        });
    }

    public ObjectProperty<LocalDate> dayProperty() {
        return day;
    }

    /** The policies offered, in order; the picked ones run. */
    public ObservableList<Pick> picks() {
        return picks;
    }

    /** The placement policies a pick may have. */
    public ObservableList<String> placements() {
        return placements;
    }

    /** The planners a pick may have, {@link #NO_PLANNER} first. */
    public ObservableList<String> planners() {
        return planners;
    }

    public ReadOnlyBooleanProperty runningProperty() {
        return running.getReadOnlyProperty();
    }

    /** The share done, in [0, 1]; -1 while the run waits to start (an indeterminate bar). */
    public ReadOnlyDoubleProperty progressProperty() {
        return progress.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty progressTextProperty() {
        return progressText.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<Notice> noticeProperty() {
        return notice.getReadOnlyProperty();
    }

    /** The calibration line of the report shown, or empty. */
    public ReadOnlyStringProperty calibrationProperty() {
        return calibration.getReadOnlyProperty();
    }

    /** {@link WhatIfText#DOES_NOT_FIT} when the report shown misses its day, else empty. */
    public ReadOnlyStringProperty fitWarningProperty() {
        return fitWarning.getReadOnlyProperty();
    }

    /** The pair in force now (read at each showing and after an Apply), or {@code null} before the first showing. */
    public ReadOnlyObjectProperty<ReplayPolicy> inForceProperty() {
        return inForce.getReadOnlyProperty();
    }

    /** What the screen says of the day's policy and the pair in force now; empty before the first showing. */
    public String inForceHint() {
        return inForce.get() == null ? "" : MessageFormat.format(IN_FORCE_HINT, inForce.get().label());
    }

    /** The report shown, or {@code null}. */
    public ReadOnlyObjectProperty<ReplayReport> reportProperty() {
        return report.getReadOnlyProperty();
    }

    /** One row per policy, the recorded day first. */
    public ObservableList<PolicyRow> rows() {
        return rows;
    }

    /** {@code lambda} over the day per row, in the rows' order. */
    public ObservableList<LambdaSeries> series() {
        return series;
    }
}
