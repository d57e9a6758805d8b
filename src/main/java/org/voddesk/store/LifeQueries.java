package org.voddesk.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.voddesk.core.Transitions;

/**
 * The reads that the rows living through states (plans, their moves) share, written once from the life's
 * {@link Transitions} table: the open rows (in a state that is not final) and a page of the history (past the first
 * state, by the time of their last change). The conditions are the ones the partial indexes of the table are made
 * for ({@code *_open}, {@code *_history}), so a query keeps its index.
 *
 * @param <S> the state enum
 * @param <R> the record a row reads back as
 */
final class LifeQueries<S extends Enum<S>, R> {
    /** Reads the rows a statement selects, inside the caller's transaction. */
    @FunctionalInterface
    interface Lister<R> {
        List<R> list(Connection c, PreparedStatement ps) throws SQLException;
    }

    private final Database db;
    private final String what;
    private final String select;
    private final String column;
    private final Transitions<S> life;
    private final S first;
    private final Lister<R> lister;

    /**
     * @param what   the rows in messages, plural ({@code moves})
     * @param select the {@code SELECT ... FROM} of the rows, without a condition
     * @param alias  the table's alias in {@code select} ({@code p}), or {@code null} for none
     * @param first  the state a row starts in; a row past it is history
     */
    LifeQueries(Database db, String what, String select, String alias, Transitions<S> life, S first,
                Lister<R> lister) {
        this.db = db;
        this.what = what;
        this.select = select;
        this.column = alias == null ? "" : alias + ".";
        this.life = life;
        this.first = first;
        this.lister = lister;
    }

    /** The rows whose life is not over, oldest first. */
    List<R> open() {
        String states = Stream.of(first.getDeclaringClass().getEnumConstants()).filter(s -> !life.isFinal(s))
                .map(s -> "'" + life.word(s) + "'").collect(Collectors.joining(", "));
        return db.read("list open " + what, c -> {
            try (PreparedStatement ps = c.prepareStatement(select + " WHERE " + column + "state IN (" + states + ")"
                    + " ORDER BY " + column + "id")) {
                return lister.list(c, ps);
            }
        });
    }

    /** One page of the rows past their first state whose last change fell in {@code [fromMs, toMs)}, newest first. */
    List<R> changedBetween(long fromMs, long toMs, int limit, int offset) {
        return db.read("list the history of " + what, c -> {
            try (PreparedStatement ps = c.prepareStatement(select + " WHERE " + column + "state <> '"
                    + life.word(first) + "' AND " + column + "state_changed_at_ms >= ? AND " + column
                    + "state_changed_at_ms < ? ORDER BY " + column + "state_changed_at_ms DESC, " + column
                    + "id DESC LIMIT ? OFFSET ?")) {
                ps.setLong(1, fromMs);
                ps.setLong(2, toMs);
                ps.setInt(3, limit);
                ps.setInt(4, offset);
                return lister.list(c, ps);
            }
        });
    }
}
