package org.voddesk.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Types;
import java.time.Instant;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.ToLongFunction;
import org.voddesk.core.Transitions;

/**
 * The one state machine of the rows that live through states (plans, their moves): a change reads the row, checks
 * it against the life's {@link Transitions} table and then sets the state where the row is still in the state it
 * read (a compare-and-set), all in one {@link Durability#FULL} transaction, so two callers cannot both win (say an
 * approval racing the expiry sweep). An illegal or raced change throws a {@link StateChangeException} and changes
 * nothing.
 *
 * @param <S> the state enum
 * @param <R> the record the row reads back as
 */
final class GuardedStateUpdate<S extends Enum<S>, R> {
    /** Reads one row by its number inside the caller's transaction. */
    @FunctionalInterface
    interface RowFinder<R> {
        Optional<R> find(Connection c, long id) throws SQLException;
    }

    private final Database db;
    private final Row<S, R> row;
    private final Transitions<S> life;
    private final S approved;

    /**
     * @param row      the table, its name in messages ("migration plan") and how to read it
     * @param approved the state a decision may reach only before the row expires
     */
    GuardedStateUpdate(Database db, Row<S, R> row, Transitions<S> life, S approved) {
        this.db = db;
        this.row = row;
        this.life = life;
        this.approved = approved;
    }

    /** Where a life's rows are and how to read their state and expiry. */
    record Row<S, R>(String table, String what, RowFinder<R> finder, Function<R, S> state,
                     ToLongFunction<R> expiresAtMs) {
    }

    /**
     * A user's decision ({@code by}, not blank) moves row {@code id} to {@code to}; it may be approved only before it
     * expires. {@code set} names the decision's columns, whose {@code ?} take {@code values} in order.
     */
    R decide(long id, S to, String verb, String by, long atMs, String set, Object... values) {
        if (by == null || by.isBlank()) {
            throw new IllegalArgumentException("a decision needs the deciding user");
        }
        return db.write("record that " + row.what() + " " + id + " was " + verb, Durability.FULL, c -> {
            R r = requireMovable(c, id, to, verb);
            long expiresAtMs = row.expiresAtMs().applyAsLong(r);
            if (to == approved && atMs >= expiresAtMs) {
                throw refused(row.what() + " " + id + " expired at " + Instant.ofEpochMilli(expiresAtMs)
                        + "; it can no longer be approved", id, row.state().apply(r), to);
            }
            update(c, id, row.state().apply(r), to, atMs, set, values);
            return row.finder().find(c, id).orElseThrow();
        });
    }

    /** Moves row {@code id} to {@code to}, setting {@code set} (whose {@code ?} take {@code values}) with it. */
    R change(long id, S to, String verb, long atMs, String set, Object... values) {
        return db.write("move " + row.what() + " " + id + " to " + life.word(to), Durability.FULL, c -> {
            R r = requireMovable(c, id, to, verb);
            update(c, id, row.state().apply(r), to, atMs, set, values);
            return row.finder().find(c, id).orElseThrow();
        });
    }

    private R requireMovable(Connection c, long id, S to, String verb) throws SQLException {
        R r = row.finder().find(c, id).orElseThrow(() -> new StoreException("there is no " + row.what() + " " + id));
        S current = row.state().apply(r);
        if (!life.allows(current, to)) {
            throw refused(row.what() + " " + id + " is " + life.word(current) + "; it cannot be " + verb, id, current,
                    to);
        }
        return r;
    }

    /** Sets the state (and {@code state_changed_at_ms}) and {@code set} where {@code id} is still {@code from}. */
    private void update(Connection c, long id, S from, S to, long atMs, String set, Object... values)
            throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("UPDATE " + row.table()
                + " SET state = ?, state_changed_at_ms = ?, " + set + " WHERE id = ? AND state = ?")) {
            int i = 1;
            ps.setString(i++, life.word(to));
            ps.setLong(i++, atMs);
            for (Object v : values) {
                if (v == null) {
                    ps.setNull(i++, Types.NULL);
                } else {
                    ps.setObject(i++, v);
                }
            }
            ps.setLong(i++, id);
            ps.setString(i, life.word(from));
            if (ps.executeUpdate() != 1) {
                throw refused(row.what() + " " + id + " changed while it was being updated", id, from, to);
            }
        }
    }

    private StateChangeException refused(String message, long id, S current, S to) {
        return new StateChangeException(message, row.what(), id, current, to);
    }
}
