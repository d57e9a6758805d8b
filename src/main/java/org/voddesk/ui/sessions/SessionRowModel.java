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
    private String shownAge;

    SessionRowModel(String id) {
        this.id = id;
    }

    /**
     * Formats only what changed since the last update (a round changes the position of every session, and little
     * else), so a round over 5,000 rows stays a few milliseconds of the FX thread.
     */
    void update(Session s, String startedBy, long nowMs, ZoneId zone) {
        Session before = session;
        if (s != before) {
            session = s;
            node.set(s.nodeName());
            camera.set(s.cameraId());
            if (before == null || before.beginMs() != s.beginMs()) {
                begin.set(Formats.dateTime(s.beginMs(), zone));
            }
            if (before == null || before.positionMs() != s.positionMs()) {
                position.set(Formats.dateTime(s.positionMs(), zone));
            }
            if (before == null || before.rate() != s.rate()) {
                rate.set(Formats.rate(s.rate()));
            }
            if (before == null || before.quality() != s.quality()) {
                quality.set(s.quality().name().toLowerCase(Locale.ROOT));
            }
        }
        if (before == null || !java.util.Objects.equals(owner, startedBy)) {
            owner = startedBy;
            user.set(startedBy == null ? "found on node" : startedBy);
        }
        String age = Formats.age(Duration.ofMillis(nowMs - s.startedAtMs()));
        if (!age.equals(shownAge)) {
            shownAge = age;
            since.set(Formats.time(s.startedAtMs(), zone) + " (" + age + ")");
        }
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

    /** Who requested it, {@code null} for a session a poll found on a node. */
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
