package org.voddesk.ui.sessions;

import java.time.Duration;
import java.time.ZoneId;
import java.util.Locale;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import org.voddesk.core.Session;
import org.voddesk.ui.common.Formats;

/**
 * One live session as a row, kept while the session lives and updated in place (a table's selection survives a
 * refresh). Every column is text, formatted here once per change rather than in each cell.
 */
public final class SessionRowModel {
    /** The user the control layer names for a session a poll found running on a node. */
    static final String DISCOVERED = "discovered";

    private final String id;
    private final ReadOnlyStringWrapper node = new ReadOnlyStringWrapper();
    private final ReadOnlyStringWrapper camera = new ReadOnlyStringWrapper();
    private final ReadOnlyStringWrapper user = new ReadOnlyStringWrapper();
    private final ReadOnlyStringWrapper begin = new ReadOnlyStringWrapper();
    private final ReadOnlyStringWrapper position = new ReadOnlyStringWrapper();
    private final ReadOnlyStringWrapper rate = new ReadOnlyStringWrapper();
    private final ReadOnlyStringWrapper quality = new ReadOnlyStringWrapper();
    private final ReadOnlyStringWrapper since = new ReadOnlyStringWrapper();
    private Session session;
    private String owner;

    SessionRowModel(String id) {
        this.id = id;
    }

    void update(Session s, String startedBy, long nowMs, ZoneId zone) {
        if (s != session) {
            session = s;
            node.set(s.nodeName());
            camera.set(s.cameraId());
            begin.set(Formats.dateTime(s.beginMs(), zone));
            position.set(Formats.dateTime(s.positionMs(), zone));
            rate.set(Formats.rate(s.rate()));
            quality.set(s.quality().name().toLowerCase(Locale.ROOT));
        }
        owner = startedBy;
        user.set(startedBy == null ? "—" : DISCOVERED.equals(startedBy) ? "found on node" : startedBy);
        since.set(Formats.time(s.startedAtMs(), zone) + " (" + Formats.age(Duration.ofMillis(nowMs - s.startedAtMs()))
                + ")");
    }

    /** Whether {@code text} (lower case) occurs in the id, node, camera, user or quality. */
    boolean matches(String text) {
        return text.isEmpty() || id.toLowerCase(Locale.ROOT).contains(text)
                || node.get().toLowerCase(Locale.ROOT).contains(text)
                || camera.get().toLowerCase(Locale.ROOT).contains(text)
                || user.get().toLowerCase(Locale.ROOT).contains(text)
                || quality.get().contains(text);
    }

    public String id() {
        return id;
    }

    /** Who started it, {@code null} when this console did not see it start. */
    public String owner() {
        return owner;
    }

    public ReadOnlyStringProperty nodeProperty() {
        return node.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty cameraProperty() {
        return camera.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty userProperty() {
        return user.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty beginProperty() {
        return begin.getReadOnlyProperty();
    }

    /** The recording time being played, as of the last poll. */
    public ReadOnlyStringProperty positionProperty() {
        return position.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty rateProperty() {
        return rate.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty qualityProperty() {
        return quality.getReadOnlyProperty();
    }

    /** When the console first knew it, and how long ago. */
    public ReadOnlyStringProperty sinceProperty() {
        return since.getReadOnlyProperty();
    }
}
