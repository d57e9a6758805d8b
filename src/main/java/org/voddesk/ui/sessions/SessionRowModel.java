package org.voddesk.ui.sessions;

import static javafx.beans.binding.Bindings.createStringBinding;

import java.time.Duration;
import java.time.ZoneId;
import java.util.Locale;
import java.util.Objects;
import javafx.beans.binding.StringBinding;
import javafx.beans.value.ObservableStringValue;
import org.voddesk.core.Session;
import org.voddesk.ui.common.Formats;

/**
 * One live session as a row, kept while the session lives and updated in place (a table's selection survives a
 * refresh). Every column is text formatted when it is read, not when the row is updated: the table reads only the
 * ~30 rows it shows, so the first show of 5,000 sessions formats 30 rows, not 5,000, and a round that moves every
 * session's position reformats only the rows in view. An update marks the columns whose source changed as stale,
 * which tells the cells showing them to read them again (each column a dependency-free {@code StringBinding},
 * invalidated by hand).
 */
public final class SessionRowModel {
    private final String id;
    private Session session;
    private String owner;
    private long nowMs;
    private ZoneId zone;
    private final StringBinding node = createStringBinding(() -> session.nodeName());
    private final StringBinding camera = createStringBinding(() -> session.cameraId());
    private final StringBinding user = createStringBinding(() -> owner == null ? "found on node" : owner);
    private final StringBinding begin = createStringBinding(() -> Formats.dateTime(session.beginMs(), zone));
    private final StringBinding position = createStringBinding(() -> Formats.dateTime(session.positionMs(), zone));
    private final StringBinding rate = createStringBinding(() -> Formats.rate(session.rate()));
    private final StringBinding quality = createStringBinding(() -> qualityName(session));
    private final StringBinding since = createStringBinding(() -> Formats.time(session.startedAtMs(), zone)
            + " (" + Formats.age(Duration.ofMillis(nowMs - session.startedAtMs())) + ")");

    SessionRowModel(String id) {
        this.id = id;
    }

    /** Takes the session as of {@code nowMs}; only the columns whose source changed are marked stale. */
    void update(Session s, String startedBy, long nowMs, ZoneId zone) {
        Session before = session;
        boolean first = before == null || !zone.equals(this.zone);
        session = s;
        this.zone = zone;
        this.nowMs = nowMs;
        if (first || !Objects.equals(owner, startedBy)) {
            owner = startedBy;
            user.invalidate();
        }
        if (first || before != s) {
            staleColumns(before, s, first);
        }
        since.invalidate(); // its age moves with the clock
    }

    private void staleColumns(Session before, Session s, boolean first) {
        if (first || !before.nodeName().equals(s.nodeName())) {
            node.invalidate();
        }
        if (first || !before.cameraId().equals(s.cameraId())) {
            camera.invalidate();
        }
        if (first || before.beginMs() != s.beginMs()) {
            begin.invalidate();
        }
        if (first || before.positionMs() != s.positionMs()) {
            position.invalidate();
        }
        if (first || before.rate() != s.rate()) {
            rate.invalidate();
        }
        if (first || before.quality() != s.quality()) {
            quality.invalidate();
        }
    }

    private static String qualityName(Session s) {
        return s.quality().name().toLowerCase(Locale.ROOT);
    }

    /** Whether {@code text} (lower case) occurs in the id, node, camera, user or quality. */
    boolean matches(String text) {
        return text.isEmpty() || id.toLowerCase(Locale.ROOT).contains(text)
                || session.nodeName().toLowerCase(Locale.ROOT).contains(text)
                || session.cameraId().toLowerCase(Locale.ROOT).contains(text)
                || user.get().toLowerCase(Locale.ROOT).contains(text)
                || qualityName(session).contains(text);
    }

    public String id() {
        return id;
    }

    /** Who requested it, {@code null} for a session a poll found on a node. */
    public String owner() {
        return owner;
    }

    public ObservableStringValue nodeProperty() {
        return node;
    }

    public ObservableStringValue cameraProperty() {
        return camera;
    }

    public ObservableStringValue userProperty() {
        return user;
    }

    public ObservableStringValue beginProperty() {
        return begin;
    }

    /** The recording time being played, as of the last poll. */
    public ObservableStringValue positionProperty() {
        return position;
    }

    public ObservableStringValue rateProperty() {
        return rate;
    }

    public ObservableStringValue qualityProperty() {
        return quality;
    }

    /** When the console first knew it, and how long ago. */
    public ObservableStringValue sinceProperty() {
        return since;
    }
}
