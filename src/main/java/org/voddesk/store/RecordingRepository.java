package org.voddesk.store;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.voddesk.core.RecordingSegment;

/** Recording segments per camera, as the nodes report them ({@code vodnode recordings}). */
public final class RecordingRepository {
    private static final String COLUMNS = "camera_id, start_ms, end_ms, bitrate_bps";

    private final Database db;

    RecordingRepository(Database db) {
        this.db = db;
    }

    /**
     * Adds the segments, or updates the end and bit rate of a segment already known by its camera and start
     * (a segment grows while its camera records). Cameras not yet in the catalogue are added by id.
     */
    public void saveAll(List<RecordingSegment> segments) {
        db.write("save " + segments.size() + " recording segments", Durability.NORMAL, c -> {
            Set<String> cameras = new HashSet<>();
            for (RecordingSegment s : segments) {
                if (cameras.add(s.cameraId())) {
                    CameraRepository.ensureExists(c, s.cameraId());
                }
            }
            try (PreparedStatement ps = c.prepareStatement("INSERT INTO recording (" + COLUMNS + ") VALUES (?, ?, ?, ?)"
                    + " ON CONFLICT (camera_id, start_ms) DO UPDATE SET end_ms = excluded.end_ms,"
                    + " bitrate_bps = excluded.bitrate_bps")) {
                for (RecordingSegment s : segments) {
                    ps.setString(1, s.cameraId());
                    ps.setLong(2, s.startMs());
                    ps.setLong(3, s.endMs());
                    ps.setLong(4, s.bitrateBps());
                    ps.addBatch();
                }
                ps.executeBatch();
            }
            return null;
        });
    }

    /** The camera's segments in time order. */
    public List<RecordingSegment> of(String cameraId) {
        return db.read("list recordings of camera " + cameraId, c -> {
            try (PreparedStatement ps = c.prepareStatement(
                    "SELECT " + COLUMNS + " FROM recording WHERE camera_id = ? ORDER BY start_ms")) {
                ps.setString(1, cameraId);
                List<RecordingSegment> result = new ArrayList<>();
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        result.add(map(rs));
                    }
                }
                return result;
            }
        });
    }

    /** The segment of the camera that holds the instant {@code timeMs}, if one was recorded. */
    public Optional<RecordingSegment> covering(String cameraId, long timeMs) {
        return db.read("find the recording of camera " + cameraId, c -> {
            try (PreparedStatement ps = c.prepareStatement("SELECT " + COLUMNS + " FROM recording"
                    + " WHERE camera_id = ? AND start_ms <= ? ORDER BY start_ms DESC LIMIT 1")) {
                ps.setString(1, cameraId);
                ps.setLong(2, timeMs);
                try (ResultSet rs = ps.executeQuery()) {
                    if (!rs.next()) {
                        return Optional.empty();
                    }
                    RecordingSegment s = map(rs);
                    return s.contains(timeMs) ? Optional.of(s) : Optional.empty();
                }
            }
        });
    }

    private static RecordingSegment map(ResultSet rs) throws SQLException {
        return new RecordingSegment(rs.getString("camera_id"), rs.getLong("start_ms"), rs.getLong("end_ms"),
                rs.getLong("bitrate_bps"));
    }
}
