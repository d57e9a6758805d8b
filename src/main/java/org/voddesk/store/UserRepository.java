package org.voddesk.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.voddesk.core.Ids;
import org.voddesk.core.Role;
import org.voddesk.core.UserRecord;

/**
 * Console users and their password hashes ({@link PasswordHasher}). The role check of an action belongs to
 * the control layer; this repository only answers who a user is.
 */
public final class UserRepository {
    private static final String COLUMNS = "name, role, created_at_ms, password_changed_at_ms, disabled";

    private final Database db;
    private final PasswordHasher hasher;
    private volatile String unknownUserHash;

    UserRepository(Database db, PasswordHasher hasher) {
        this.db = db;
        this.hasher = hasher;
    }

    /** Adds a user; refuses a name already taken. */
    public UserRecord create(String name, Role role, char[] password, long atMs) {
        return createHashed(name, role, hash(password), atMs);
    }

    /**
     * A password's stored form (PBKDF2 with the configured iterations: slow, about half a second at 600,000; run it
     * off the control loop). Thread-safe.
     */
    public String hash(char[] password) {
        return hasher.hash(password);
    }

    /** Adds a user with a password hashed by {@link #hash}; refuses a name already taken. */
    public UserRecord createHashed(String name, Role role, String hash, long atMs) {
        Ids.require(name, "user name");
        return db.write("add user " + name, Durability.FULL, c -> {
            if (find(c, name).isPresent()) {
                throw new StoreException("a user named " + name + " already exists");
            }
            try (PreparedStatement ps = c.prepareStatement("INSERT INTO app_user (name, role, password_hash,"
                    + " created_at_ms, password_changed_at_ms) VALUES (?, ?, ?, ?, ?)")) {
                ps.setString(1, name);
                ps.setString(2, role.word());
                ps.setString(3, hash);
                ps.setLong(4, atMs);
                ps.setLong(5, atMs);
                ps.executeUpdate();
            }
            return find(c, name).orElseThrow();
        });
    }

    /**
     * The enabled user with this name and password, or empty. An unknown name costs the same hashing time
     * as a wrong password, so timing does not tell which names exist. A hash made with fewer iterations than
     * configured is replaced on success.
     */
    public Optional<UserRecord> authenticate(String name, char[] password, long atMs) {
        return admit(name, check(name, password), atMs);
    }

    /**
     * The slow half of {@link #authenticate} (reads through the reader, then PBKDF2; any thread): whether the
     * password matches, and the new hash when the stored one has fewer iterations than configured.
     */
    public PasswordCheck check(String name, char[] password) {
        Optional<String> stored = db.read("look up user " + name, c -> {
            try (PreparedStatement ps = c.prepareStatement("SELECT password_hash FROM app_user WHERE name = ?")) {
                ps.setString(1, name);
                try (ResultSet rs = ps.executeQuery()) {
                    return rs.next() ? Optional.of(rs.getString(1)) : Optional.empty();
                }
            }
        });
        if (stored.isEmpty()) {
            hasher.verify(password, unknownUserHash());
            return PasswordCheck.WRONG;
        }
        if (!hasher.verify(password, stored.get())) {
            return PasswordCheck.WRONG;
        }
        return new PasswordCheck(true, hasher.needsRehash(stored.get()) ? hasher.hash(password) : null);
    }

    /** The quick half of {@link #authenticate}: the enabled user a matching check admits (rehash stored), or empty. */
    public Optional<UserRecord> admit(String name, PasswordCheck check, long atMs) {
        if (!check.matches()) {
            return Optional.empty();
        }
        if (check.rehash() != null) {
            setHash(name, check.rehash(), atMs);
        }
        return find(name).filter(u -> !u.disabled());
    }

    /** Stores a password hashed by {@link #hash}. */
    public void changePasswordHashed(String name, String hash, long atMs) {
        setHash(name, hash, atMs);
    }

    public void changePassword(String name, char[] newPassword, long atMs) {
        changePasswordHashed(name, hash(newPassword), atMs);
    }

    public void setRole(String name, Role role) {
        updateOne(name, "change the role of user " + name, "UPDATE app_user SET role = ? WHERE name = ?", role.word());
    }

    public void setDisabled(String name, boolean disabled) {
        updateOne(name, (disabled ? "disable" : "enable") + " user " + name,
                "UPDATE app_user SET disabled = ? WHERE name = ?", disabled ? 1 : 0);
    }

    /** Removes user {@code name}; the audit log and the history keep the name as text. */
    public void remove(String name) {
        db.write("remove user " + name, Durability.FULL, c -> {
            try (PreparedStatement ps = c.prepareStatement("DELETE FROM app_user WHERE name = ?")) {
                ps.setString(1, name);
                requireOne(ps.executeUpdate(), name);
            }
            return null;
        });
    }

    public Optional<UserRecord> find(String name) {
        return db.read("find user " + name, c -> find(c, name));
    }

    /** All users, by name. */
    public List<UserRecord> all() {
        return db.read("list users", c -> {
            try (PreparedStatement ps = c.prepareStatement("SELECT " + COLUMNS + " FROM app_user ORDER BY name");
                 ResultSet rs = ps.executeQuery()) {
                List<UserRecord> result = new ArrayList<>();
                while (rs.next()) {
                    result.add(map(rs));
                }
                return result;
            }
        });
    }

    private void setHash(String name, String hash, long atMs) {
        db.write("set the password of user " + name, Durability.FULL, c -> {
            try (PreparedStatement ps = c.prepareStatement(
                    "UPDATE app_user SET password_hash = ?, password_changed_at_ms = ? WHERE name = ?")) {
                ps.setString(1, hash);
                ps.setLong(2, atMs);
                ps.setString(3, name);
                requireOne(ps.executeUpdate(), name);
            }
            return null;
        });
    }

    private void updateOne(String name, String what, String sql, Object value) {
        db.write(what, Durability.FULL, c -> {
            try (PreparedStatement ps = c.prepareStatement(sql)) {
                ps.setObject(1, value);
                ps.setString(2, name);
                requireOne(ps.executeUpdate(), name);
            }
            return null;
        });
    }

    private static void requireOne(int updated, String name) {
        if (updated != 1) {
            throw new StoreException("there is no user named " + name);
        }
    }

    private String unknownUserHash() {
        String h = unknownUserHash;
        if (h == null) {
            h = hasher.hash("not-a-password".toCharArray());
            unknownUserHash = h;
        }
        return h;
    }

    private static Optional<UserRecord> find(Connection c, String name) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("SELECT " + COLUMNS + " FROM app_user WHERE name = ?")) {
            ps.setString(1, name);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? Optional.of(map(rs)) : Optional.empty();
            }
        }
    }

    private static UserRecord map(ResultSet rs) throws SQLException {
        return new UserRecord(rs.getString("name"), Role.fromWord(rs.getString("role")), rs.getLong("created_at_ms"),
                rs.getLong("password_changed_at_ms"), rs.getInt("disabled") == 1);
    }
}
