package org.voddesk.store;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Commands in flight to the nodes (migration V16), so that a crash between a node's answer and the commit of its
 * result leaves the history complete: {@link #note} before the command is sent ({@code FULL}: it must survive the
 * crash it guards against), {@link #clear} in the transaction that records the result. The intents a process left
 * behind ({@link #notedBefore} its loop began) are resolved by the next one at its first rounds.
 */
public final class IntentRepository {
    private final Database db;

    IntentRepository(Database db) {
        this.db = db;
    }

    /** Notes {@code intent} (replacing an older one of the session), or joins the caller's transaction. */
    public void note(CommandIntent intent) {
        db.write("note the " + intent.kind() + " of session " + intent.sessionId(), Durability.FULL, c -> {
            try (PreparedStatement ps = c.prepareStatement("INSERT OR REPLACE INTO command_intent (session_id, kind,"
                    + " node_name, user_name, created_ms) VALUES (?, ?, ?, ?, ?)")) {
                ps.setString(1, intent.sessionId());
                ps.setString(2, intent.kind());
                ps.setString(3, intent.nodeName());
                ps.setString(4, intent.userName());
                ps.setLong(5, intent.createdMs());
                ps.executeUpdate();
            }
            return null;
        });
    }

    /** Forgets the intent of {@code sessionId} (none: nothing happens); joins the caller's transaction. */
    public void clear(String sessionId) {
        db.write("clear the intent of session " + sessionId, Durability.NORMAL, c -> {
            try (PreparedStatement ps = c.prepareStatement("DELETE FROM command_intent WHERE session_id = ?")) {
                ps.setString(1, sessionId);
                ps.executeUpdate();
            }
            return null;
        });
    }

    /** The intent noted for {@code sessionId}, if any. */
    public Optional<CommandIntent> find(String sessionId) {
        return db.read("read the intent of session " + sessionId, c -> {
            try (PreparedStatement ps = c.prepareStatement("SELECT kind, node_name, user_name, created_ms"
                    + " FROM command_intent WHERE session_id = ?")) {
                ps.setString(1, sessionId);
                try (ResultSet rs = ps.executeQuery()) {
                    return rs.next() ? Optional.of(new CommandIntent(sessionId, rs.getString(1), rs.getString(2),
                            rs.getString(3), rs.getLong(4))) : Optional.empty();
                }
            }
        });
    }

    /** The intents noted before {@code ms} (by a process that has since stopped), oldest first. */
    public List<CommandIntent> notedBefore(long ms) {
        return db.read("list the command intents noted before " + ms, c -> {
            try (PreparedStatement ps = c.prepareStatement("SELECT session_id, kind, node_name, user_name, created_ms"
                    + " FROM command_intent WHERE created_ms < ? ORDER BY created_ms, session_id")) {
                ps.setLong(1, ms);
                List<CommandIntent> out = new ArrayList<>();
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        out.add(new CommandIntent(rs.getString(1), rs.getString(2), rs.getString(3), rs.getString(4),
                                rs.getLong(5)));
                    }
                }
                return out;
            }
        });
    }
}
