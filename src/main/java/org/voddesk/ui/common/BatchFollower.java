package org.voddesk.ui.common;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.BiConsumer;
import java.util.function.Function;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * Keeps a list of view models in step with the latest list of items a batch at a time, so that no single frame
 * makes or updates them all (the node tiles, the session rows): {@link #follow} takes the latest items, each
 * {@link #step} (one per frame) updates or makes the models of the next items in the items' order, new models
 * joining the end of the list. A step makes at most its {@link FrameBudget}'s batch of new models (making a model
 * and its view is the dear part) and touches at most a fixed number of items. A model always shows the item it was
 * last stepped with, never a replay of the lists in between. A newer list while a pass runs goes on from the
 * position the pass had reached (the items not shown yet come first) and comes round to the first items after the
 * last. When a pass ends, the models of items that left go and the list takes the items' order. The caller steps once
 * per frame while a pass runs, and says so ({@link #rest}) when a frame of the pass has none. A view that shows only
 * some of the models at a time (a virtualized grid) says how many ({@link #showsAtMost}): once that many models exist,
 * the others cost next to nothing, and a step goes on to the end of its pass.
 *
 * @param <T> an item, known by its key
 * @param <M> the view model made for an item's key and updated with the item
 */
public final class BatchFollower<T, M> {
    private final Function<T, String> key;
    private final Function<T, M> make;
    private final BiConsumer<T, M> update;
    private final FrameBudget budget;
    private final ObservableList<M> models = FXCollections.observableArrayList();
    private final Map<String, M> byKey = new HashMap<>();
    private final int most;
    private int shown = Integer.MAX_VALUE;
    private List<T> pending = List.of();
    private boolean following;
    /** Where the pass began in {@link #pending}, and how many of its items it has stepped. */
    private int from;
    private int stepped;

    /**
     * @param budget the new models a step may make (kept across passes)
     * @param most   the items a step may update or make
     * @param key    an item's key
     * @param make   a new model for an item not listed yet (then updated with it)
     * @param update brings an item's model to the item
     */
    public BatchFollower(FrameBudget budget, int most, Function<T, String> key, Function<T, M> make,
            BiConsumer<T, M> update) {
        if (most < 1) {
            throw new IllegalArgumentException("a step must reach at least 1 item: " + most);
        }
        this.budget = budget;
        this.most = most;
        this.key = key;
        this.make = make;
        this.update = update;
    }

    /**
     * Starts a pass towards {@code items}; the models change from the next {@link #step} on. A pass under way goes
     * on from the position it had reached, in the new list.
     */
    public void follow(List<T> items) {
        int at = following && !pending.isEmpty() ? (from + stepped) % pending.size() : 0;
        pending = List.copyOf(items);
        from = pending.isEmpty() ? 0 : Math.min(at, pending.size() - 1);
        stepped = 0;
        following = true;
    }

    /** Drops at once the models of items the pass's list no longer has (one change of the list, however many). */
    public void dropMissing() {
        Set<String> live = new HashSet<>(pending.size() * 2);
        for (T item : pending) {
            live.add(key.apply(item));
        }
        List<M> gone = new ArrayList<>();
        byKey.entrySet().removeIf(e -> !live.contains(e.getKey()) && gone.add(e.getValue()));
        if (!gone.isEmpty()) {
            models.removeAll(gone);
        }
    }

    /**
     * The view shows at most {@code n} models at a time, whichever they are: from the step that finds {@code n}
     * models made, a step makes and updates every item left in its pass, in one change of the list.
     */
    public void showsAtMost(int n) {
        if (n < 1) {
            throw new IllegalArgumentException("a view shows at least 1 model: " + n);
        }
        shown = n;
    }

    /** Whether a pass is under way (more steps will change the models). */
    public boolean following() {
        return following;
    }

    /** One frame's share of the pass; returns whether more remain. */
    public boolean step() {
        if (!following) {
            return false;
        }
        int makes = budget.start();
        boolean allShown = models.size() >= shown;
        int end = allShown ? pending.size() : Math.min(pending.size(), stepped + most);
        List<M> made = new ArrayList<>();
        while (stepped < end && (allShown || made.size() < makes)) {
            T item = pending.get((from + stepped++) % pending.size());
            M model = byKey.get(key.apply(item));
            if (model == null) {
                model = make.apply(item);
                byKey.put(key.apply(item), model);
                made.add(model);
            }
            update.accept(item, model);
        }
        models.addAll(made);
        if (stepped < pending.size()) {
            budget.done(made.size());
            return true;
        }
        budget.done(0);
        finish();
        return false;
    }

    /**
     * This frame has no step (the caller gives it to other work, or stops stepping for a while): the last batch's
     * frame ends here ({@link FrameBudget#rest}).
     */
    public void rest() {
        budget.rest();
    }

    /** Drops the models of items that left and puts the rest in the items' order (a no-op in the usual case). */
    private void finish() {
        List<M> order = new ArrayList<>(pending.size());
        Set<String> keys = new HashSet<>(pending.size() * 2);
        for (T item : pending) {
            keys.add(key.apply(item));
            order.add(byKey.get(key.apply(item)));
        }
        byKey.keySet().retainAll(keys);
        if (!order.equals(models)) {
            models.setAll(order);
        }
        following = false;
        pending = List.of();
    }

    /** Whether a model for {@code itemKey} is listed. */
    public boolean has(String itemKey) {
        return byKey.containsKey(itemKey);
    }

    /** The models made so far, in the items' order once a pass ends. */
    public ObservableList<M> models() {
        return models;
    }
}
