package org.voddesk.ui.common;

import java.util.concurrent.CompletableFuture;
import java.util.function.IntFunction;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.Page;

/**
 * A paged history list (newest first) read in the background: page 0 is the newest, {@link #onOlder} and
 * {@link #onNewer} step, and {@link #reload} reads the current page again (after a decision, or with new
 * filters). A reply for a page no longer wanted is dropped, so fast clicking never shows a stale page.
 *
 * @param <T> the entry type
 */
public final class Pager<T> {
    private final FxHop hop;
    private final IntFunction<CompletableFuture<CommandResult<Page<T>>>> read;
    private final ObservableList<T> items = FXCollections.observableArrayList();
    private final ReadOnlyIntegerWrapper page = new ReadOnlyIntegerWrapper(0);
    private final ReadOnlyBooleanWrapper hasMore = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper("");
    private long asked;

    /** @param read reads one page by its number: a non-blocking {@code Control} read */
    public Pager(FxHop hop, IntFunction<CompletableFuture<CommandResult<Page<T>>>> read) {
        this.hop = hop;
        this.read = read;
    }

    /** Reads page {@code n} (0: the newest). */
    public void load(int n) {
        int wanted = Math.max(0, n);
        long ticket = ++asked;
        message.set("Loading...");
        hop.then(read.apply(wanted), r -> {
            if (ticket != asked) {
                return;
            }
            if (!r.ok()) {
                items.clear();
                hasMore.set(false);
                message.set(r.message());
                return;
            }
            page.set(wanted);
            items.setAll(r.value().items());
            hasMore.set(r.value().hasMore());
            message.set(items.isEmpty() ? (wanted == 0 ? "Nothing recorded yet." : "No older entries.") : "");
        });
    }

    public void reload() {
        load(page.get());
    }

    /** The first page again (new filters). */
    public void first() {
        load(0);
    }

    public void onOlder() {
        if (hasMore.get()) {
            load(page.get() + 1);
        }
    }

    public void onNewer() {
        if (page.get() > 0) {
            load(page.get() - 1);
        }
    }

    /** The page's entries, newest first. */
    public ObservableList<T> items() {
        return items;
    }

    /** The page shown, from 0. */
    public ReadOnlyIntegerProperty pageProperty() {
        return page.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty hasMoreProperty() {
        return hasMore.getReadOnlyProperty();
    }

    /** Why the list is empty, still loading, or refused; empty when it shows entries. */
    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }
}
