package org.voddesk.ui.migrations;

import java.time.Duration;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.Function;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.ListChangeListener;
import javafx.scene.control.Label;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeTableColumn;
import javafx.scene.control.TreeTableView;
import org.voddesk.ui.common.Columns;
import org.voddesk.ui.common.Formats;

/**
 * The open plans as a tree table: a plan row (number and kind, priority 1-5, reason, moves, lambda before -> after,
 * age, expiry, state)
 * with its moves under it. Rebuilt when the plans change, keeping which plans were expanded; ages and expiries
 * are redrawn on every beat of the model's clock.
 */
final class PlanTable extends TreeTableView<MigrationRow> {
    private final MigrationsViewModel model;
    private final Set<Long> expanded = new HashSet<>();
    private boolean rebuilding;

    PlanTable(MigrationsViewModel model) {
        super(new TreeItem<>());
        this.model = model;
        setId("plans");
        setShowRoot(false);
        setPlaceholder(new Label("No plan waits for a decision."));
        getColumns().setAll(List.of(
                Columns.keep(column("Plan", r -> r instanceof MigrationRow.Plan p ? "Plan " + p.planId() + " ("
                        + p.kind().word()
                        + ")" : "Move " + ((MigrationRow.Move) r).order(), 150)),
                Columns.numeric(column("Priority", r -> r instanceof MigrationRow.Plan p
                        ? Integer.toString(p.priority())
                        : "", 70)),
                column("Reason / move", PlanTable::what, 420),
                Columns.numeric(column("Moves", r -> r instanceof MigrationRow.Plan p
                        ? Integer.toString(p.moves().size())
                        : "", 60)),
                Columns.numeric(column("λ before → after", r -> r instanceof MigrationRow.Plan p ? String.format(
                        Locale.ROOT, "%.1f → %.1f", p.lambdaBefore(), p.lambdaAfter()) : "", 130)),
                Columns.numeric(column("Age", r -> r instanceof MigrationRow.Plan p
                        ? Formats.age(Duration.ofMillis(model.nowProperty().get() - p.createdAtMs())) : "", 80)),
                Columns.numeric(column("Expires in", r -> r instanceof MigrationRow.Plan p ? expiry(p) : "", 90)),
                Columns.keep(column("State", r -> r.stateWord().toUpperCase(Locale.ROOT), 100))));
        setColumnResizePolicy(TreeTableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        model.plans().addListener((ListChangeListener<MigrationRow.Plan>) c -> rebuild());
        model.nowProperty().addListener((o, a, b) -> refresh());
        getSelectionModel().selectedItemProperty().addListener((o, a, b) -> {
            if (!rebuilding) {
                model.selectedProperty().set(b == null ? null : b.getValue());
            }
        });
        rebuild();
    }

    private static String what(MigrationRow r) {
        if (r instanceof MigrationRow.Plan p) {
            return p.reason();
        }
        MigrationRow.Move m = (MigrationRow.Move) r;
        return String.format(Locale.ROOT, "session %s: %s → %s (loads after: %.0f %% / %.0f %%)", m.sessionId(),
                m.sourceNode(), m.targetNode(), m.sourceLoadAfter(), m.targetLoadAfter());
    }

    private String expiry(MigrationRow.Plan p) {
        long left = p.expiresAtMs() - model.nowProperty().get();
        return left <= 0 ? "expired" : Formats.age(Duration.ofMillis(left));
    }

    private void rebuild() {
        rebuilding = true;
        try {
            getRoot().getChildren().forEach(t -> {
                if (t.isExpanded()) {
                    expanded.add(t.getValue().planId());
                } else {
                    expanded.remove(t.getValue().planId());
                }
            });
            MigrationRow keep = model.selectedProperty().get();
            getRoot().getChildren().setAll(model.plans().stream().map(this::item).toList());
            select(keep);
        } finally {
            rebuilding = false;
        }
    }

    private TreeItem<MigrationRow> item(MigrationRow.Plan p) {
        TreeItem<MigrationRow> t = new TreeItem<>(p);
        p.moves().forEach(m -> t.getChildren().add(new TreeItem<>(m)));
        t.setExpanded(expanded.contains(p.planId()));
        return t;
    }

    /**
     * Selects the row of the same plan or move as {@code row}, matched by its number and not by its whole value:
     * a refresh brings newer copies (a decided move's state changed), and the selection must stay on that row.
     * Clears the selection when the row is gone.
     */
    private void select(MigrationRow row) {
        getSelectionModel().clearSelection();
        if (row == null) {
            return;
        }
        for (TreeItem<MigrationRow> plan : getRoot().getChildren()) {
            if (sameRow(plan.getValue(), row)) {
                getSelectionModel().select(plan);
                return;
            }
            for (TreeItem<MigrationRow> move : plan.getChildren()) {
                if (sameRow(move.getValue(), row)) {
                    plan.setExpanded(true);
                    getSelectionModel().select(move);
                    return;
                }
            }
        }
    }

    private static boolean sameRow(MigrationRow a, MigrationRow b) {
        if (a instanceof MigrationRow.Move m && b instanceof MigrationRow.Move n) {
            return m.moveId() == n.moveId();
        }
        return a instanceof MigrationRow.Plan && b instanceof MigrationRow.Plan && a.planId() == b.planId();
    }

    private static TreeTableColumn<MigrationRow, String> column(String title, Function<MigrationRow, String> value,
                                                                double width) {
        TreeTableColumn<MigrationRow, String> c = new TreeTableColumn<>(title);
        c.setCellValueFactory(d -> new ReadOnlyStringWrapper(value.apply(d.getValue().getValue())));
        c.setPrefWidth(width);
        c.setSortable(false);
        return c;
    }
}
