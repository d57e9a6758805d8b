package org.voddesk.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import org.voddesk.core.Camera;

/** The camera catalogue. */
public final class CameraRepository {
    private final Database db;

    CameraRepository(Database db) {
        this.db = db;
    }

    /** Adds or updates the cameras, in one transaction. */
    public void saveAll(Collection<Camera> cameras) {
        db.write("save " + cameras.size() + " cameras", Durability.FULL, c -> {
            try (PreparedStatement ps = c.prepareStatement("INSERT INTO camera (id, name, site) VALUES (?, ?, ?)"
                    + " ON CONFLICT (id) DO UPDATE SET name = excluded.name, site = excluded.site")) {
                for (Camera camera : cameras) {
                    ps.setString(1, camera.id());
                    ps.setString(2, camera.name());
                    Sql.setNullableString(ps, 3, camera.site());
                    ps.addBatch();
                }
                ps.executeBatch();
            }
            return null;
        });
    }

    public void save(Camera camera) {
        saveAll(List.of(camera));
    }

    /**
     * Adds a row, named by its id, for each camera of {@code ids} the catalogue does not hold (cameras a node
     * reports); returns the cameras added, in one transaction.
     */
    public List<Camera> addUnknown(Collection<String> ids) {
        return db.write("add " + ids.size() + " cameras reported by nodes", Durability.NORMAL, c -> {
            List<Camera> added = new ArrayList<>();
            try (PreparedStatement ps = c.prepareStatement("INSERT OR IGNORE INTO camera (id, name) VALUES (?, ?)")) {
                for (String id : ids) {
                    ps.setString(1, id);
                    ps.setString(2, id);
                    if (ps.executeUpdate() == 1) {
                        added.add(new Camera(id));
                    }
                }
            }
            return added;
        });
    }

    public Optional<Camera> find(String id) {
        return db.read("find camera " + id, c -> {
            try (PreparedStatement ps = c.prepareStatement("SELECT id, name, site FROM camera WHERE id = ?")) {
                ps.setString(1, id);
                try (ResultSet rs = ps.executeQuery()) {
                    return rs.next() ? Optional.of(map(rs)) : Optional.empty();
                }
            }
        });
    }

    /** Cameras whose id or name contains {@code text} (case-insensitive for ASCII), by id, at most {@code limit}. */
    public List<Camera> search(String text, int limit) {
        return db.read("search cameras", c -> {
            try (PreparedStatement ps = c.prepareStatement("SELECT id, name, site FROM camera"
                    + " WHERE id LIKE ? ESCAPE '\\' OR name LIKE ? ESCAPE '\\' ORDER BY id LIMIT ?")) {
                String pattern = Sql.likeContaining(text == null ? "" : text);
                ps.setString(1, pattern);
                ps.setString(2, pattern);
                ps.setInt(3, limit);
                return list(ps);
            }
        });
    }

    public List<Camera> all() {
        return db.read("list cameras", c -> {
            try (PreparedStatement ps = c.prepareStatement("SELECT id, name, site FROM camera ORDER BY id")) {
                return list(ps);
            }
        });
    }

    /** Makes sure a camera row exists for an id learned from a node (sessions and recordings refer to it). */
    static void ensureExists(Connection c, String cameraId) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("INSERT OR IGNORE INTO camera (id, name) VALUES (?, ?)")) {
            ps.setString(1, cameraId);
            ps.setString(2, cameraId);
            ps.executeUpdate();
        }
    }

    private static List<Camera> list(PreparedStatement ps) throws SQLException {
        List<Camera> result = new ArrayList<>();
        try (ResultSet rs = ps.executeQuery()) {
            while (rs.next()) {
                result.add(map(rs));
            }
        }
        return result;
    }

    private static Camera map(ResultSet rs) throws SQLException {
        return new Camera(rs.getString("id"), rs.getString("name"), rs.getString("site"));
    }
}
