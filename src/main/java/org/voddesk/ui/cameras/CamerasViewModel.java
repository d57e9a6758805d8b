package org.voddesk.ui.cameras;

import java.time.Clock;
import java.time.Duration;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.List;
import java.util.OptionalLong;
import java.util.concurrent.CompletableFuture;
import javafx.beans.property.LongProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleLongProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.voddesk.control.api.CameraTimeline;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.Control;
import org.voddesk.control.api.ControlEvent;
import org.voddesk.control.api.Page;
import org.voddesk.control.api.Principal;
import org.voddesk.core.Camera;
import org.voddesk.core.MoveRecord;
import org.voddesk.core.Quality;
import org.voddesk.core.Session;
import org.voddesk.core.WallTimes;
import org.voddesk.ui.common.Disposer;
import org.voddesk.ui.common.Formats;
import org.voddesk.ui.common.FxHop;
import org.voddesk.ui.common.Notice;
import org.voddesk.ui.common.Pager;
import org.voddesk.ui.common.Pulse;
import org.voddesk.ui.sessions.SessionOwners;

/**
 * Screen 2, Cameras: the search answers while the user types (from memory, {@link CameraSource}); the selected
 * camera's timeline and live sessions follow the snapshot on a {@link #REFRESH} pulse while the screen shows; a
 * playback request, stop and speed change go to {@link Control} through the {@link FxHop}, and the started
 * playback's {@link PlacementSummary} says where it went and why. The selected session's migration history is read
 * from {@code control.history()}.
 */
public final class CamerasViewModel {
    static final Duration REFRESH = Duration.ofSeconds(1);
    /** The most search hits listed; a longer list helps nobody, a sharper query does. */
    static final int MAX_HITS = 200;
    static final int MOVES_PAGE = 50;
    /** The speeds offered (the node accepts any rate up to 16x). */
    public static final List<Double> RATES = List.of(0.5, 1.0, 2.0, 4.0, 8.0, 16.0);

    private final Control control;
    private final CameraSource cameras;
    /** The cameras' revision the hits were searched at. */
    private long searched;
    private final StreamLinks links;
    private final FxHop hop;
    private final Pulse pulse;
    private final Clock clock;
    private final ZoneId zone;
    private final Principal user;
    private final Disposer showing = new Disposer();
    private final Pager<MoveRecord> migrations;
    private String movesOf;

    private final StringProperty query = new SimpleStringProperty("");
    private final ObservableList<Camera> hits = FXCollections.observableArrayList();
    private final ObjectProperty<Camera> camera = new SimpleObjectProperty<>();
    private final ReadOnlyObjectWrapper<CameraTimeline> timeline = new ReadOnlyObjectWrapper<>();
    private final ObservableList<Session> sessions = FXCollections.observableArrayList();
    private final ObjectProperty<Session> session = new SimpleObjectProperty<>();
    private final StringProperty begin = new SimpleStringProperty("");
    private final LongProperty picked = new SimpleLongProperty(-1);
    private final ObjectProperty<Double> rate = new SimpleObjectProperty<>(1.0);
    private final ObjectProperty<Quality> quality = new SimpleObjectProperty<>(Quality.MAIN);
    private final ReadOnlyObjectWrapper<PlacementSummary> placement = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyObjectWrapper<Notice> notice = new ReadOnlyObjectWrapper<>(Notice.NONE);
    private final ReadOnlyStringWrapper placementStatus = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper canStop = new ReadOnlyBooleanWrapper();
    private final SessionOwners owners;
    /** Opens a session in a player, or null where the console has none. */
    private final java.util.function.Consumer<String> watch;
    private long shownRound = -1;

    public CamerasViewModel(Control control, CameraSource cameras, SessionOwners owners, StreamLinks links,
                            FxHop hop, Pulse pulse, Clock clock, Principal user) {
        this(control, cameras, owners, links, hop, pulse, clock, user, null);
    }

    /** A screen that plays each playback it starts, and the session picked, in {@code watch}'s players. */
    public CamerasViewModel(Control control, CameraSource cameras, SessionOwners owners, StreamLinks links,
                            FxHop hop, Pulse pulse, Clock clock, Principal user,
                            java.util.function.Consumer<String> watch) {
        this.watch = watch;
        this.control = control;
        this.cameras = cameras;
        this.owners = owners;
        this.links = links;
        this.hop = hop;
        this.pulse = pulse;
        this.clock = clock;
        this.zone = clock.getZone();
        this.user = user;
        this.migrations = new Pager<>(hop, page -> movesOf == null
                ? CompletableFuture.completedFuture(CommandResult.ok("No session selected.",
                        new Page<>(List.of(), 0, MOVES_PAGE, false)))
                : control.history().sessionMigrationHistoryAsync(user, movesOf, page, MOVES_PAGE));
        query.addListener((o, a, b) -> search());
        camera.addListener((o, a, b) -> cameraChanged());
        session.addListener((o, a, b) -> {
            canStop.set(b != null && mayCommand(b));
            String id = b == null ? null : b.id();
            if (!java.util.Objects.equals(id, movesOf)) {
                movesOf = id;
                migrations.first();
            }
        });
        begin.addListener((o, a, b) -> picked.set(BeginTime.parse(b, zone, today()).orElse(-1)));
    }

    public void onShow() {
        showing.add(pulse.every(REFRESH, this::refresh));
        showing.add(control.subscribe(this::observe, hop.executor()));
        search();
        shownRound = -1;
        refresh();
    }

    public void onHide() {
        showing.closeAll();
    }

    private void search() {
        searched = cameras.revision();
        List<Camera> found = cameras.search(query.get(), MAX_HITS);
        if (!found.equals(hits)) {
            hits.setAll(found);
        }
    }

    private void cameraChanged() {
        placement.set(null);
        placementStatus.set("");
        shownRound = -1;
        refresh();
        CameraTimeline t = timeline.get();
        if (t != null && !t.spans().isEmpty() && !t.recorded(picked.get())) {
            // a sensible default: ten minutes before the end of the recording
            onPickTime(Math.max(t.startMs(), t.endMs() - Duration.ofMinutes(10).toMillis()));
        }
    }

    /** Follows the snapshot: the timeline and the camera's sessions, when a round or a command changed them. */
    void refresh() {
        if (cameras.revision() != searched) {
            search(); // cameras imported or renamed, at this desk or another: the list shows them
        }
        long round = control.snapshot().round();
        PlacementSummary p = placement.get();
        if (p != null && placementStatus.get().startsWith("Playing") && control.snapshot().session(p.sessionId())
                .isEmpty()) {
            placementStatus.set(PlacementStatus.gone(p.sessionId()));
        }
        Camera c = camera.get();
        if (c == null) {
            timeline.set(null);
            sessions.clear();
            return;
        }
        CameraTimeline t = cameras.timeline(c.id());
        if (round == shownRound && t.equals(timeline.get())) {
            return;
        }
        shownRound = round;
        timeline.set(t);
        String keep = session.get() == null ? null : session.get().id();
        if (!t.sessions().equals(sessions)) {
            sessions.setAll(t.sessions());
        }
        session.set(sessions.stream().filter(s -> s.id().equals(keep)).findFirst().orElse(null));
    }

    /** A time picked on the timeline becomes the begin time. */
    public void onPickTime(long epochMs) {
        begin.set(Formats.dateTime(epochMs, zone));
    }

    /** Requests a playback of the selected camera from the begin time at the chosen speed and quality. */
    public void onRequestPlayback() {
        Camera c = camera.get();
        if (c == null) {
            notice.set(Notice.failed("Pick a camera first: search for it by id, then select it."));
            return;
        }
        OptionalLong at = BeginTime.parse(begin.get(), zone, today());
        if (at.isEmpty()) {
            notice.set(Notice.failed(BeginTime.HINT));
            return;
        }
        CameraTimeline t = timeline.get();
        if (t != null && !t.recorded(at.getAsLong())) {
            notice.set(Notice.failed("No node holds a recording of " + c.id() + " at " + begin.get().strip()
                    + "; pick a time on a coloured span of the timeline."));
            return;
        }
        double r = rate.get();
        Quality q = quality.get();
        notice.set(Notice.working("Requesting " + c.id() + " at " + Formats.rate(r) + "..."));
        hop.then(control.requestPlaybackAsync(user, c.id(), at.getAsLong(), r, q), result -> {
            if (!result.ok()) {
                // a refusal's times come stamped (the reason as recorded): written as the screen writes times
                notice.set(Notice.failed(WallTimes.localized(result.message(), zone)));
                return;
            }
            PlacementSummary p = PlacementSummary.of(result.value());
            placement.set(p);
            placementStatus.set(PlacementStatus.playing(p.node(), p.sessionId()));
            notice.set(Notice.done(result.message()));
            refresh();
            sessions.stream().filter(s -> s.id().equals(result.value().session().id())).findFirst()
                    .ifPresent(session::set);
            if (watch != null) {
                watch.accept(p.sessionId());
            }
        });
    }

    /** Whether this screen has a player to watch sessions in. */
    public boolean watches() {
        return watch != null;
    }

    /** Plays the selected session in a player. */
    public void onWatch() {
        Session s = session.get();
        if (watch != null && s != null) {
            watch.accept(s.id());
        }
    }

    /** Stops the selected session. */
    public void onStop() {
        Session s = session.get();
        if (s == null) {
            notice.set(Notice.failed("Select a session of this camera to stop."));
            return;
        }
        if (!mayCommand(s)) {
            notice.set(Notice.failed(SessionOwners.STOP_RIGHTS));
            return;
        }
        hop.then(control.stopSessionAsync(user, s.id()), result -> {
            if (result.ok()) {
                observe(new ControlEvent.SessionStopped(clock.millis(), s.id(), s.nodeName(), user.name()));
            }
            afterSessionCommand(result.ok(), result.message());
        });
    }

    /** UI thread: the placement headline follows the stop, end or move of the playback started here. */
    private void observe(ControlEvent e) {
        PlacementSummary p = placement.get();
        String next = p == null ? null : PlacementStatus.after(e, p.sessionId(), zone);
        if (next != null && !placementStatus.get().startsWith("Ended")) {
            placementStatus.set(next);
        }
    }

    /** The user who requested a session and every supervisor may stop it or change its speed; control checks too. */
    boolean mayCommand(Session s) {
        return user.role().supervises() || user.name().equals(owners.owner(s.id()));
    }

    /** Whether the selected session may be stopped, or its speed changed, by this user (Stop and Set speed). */
    public ReadOnlyBooleanProperty canStopProperty() {
        return canStop.getReadOnlyProperty();
    }

    /** Whether the selected session's speed may be changed by this user: the same rule as stop. */
    public ReadOnlyBooleanProperty canChangeRateProperty() {
        return canStop.getReadOnlyProperty();
    }

    /** Changes the selected session's speed to the chosen rate. */
    public void onChangeRate() {
        Session s = session.get();
        if (s == null) {
            notice.set(Notice.failed("Select a session of this camera to change its speed."));
            return;
        }
        if (!mayCommand(s)) {
            notice.set(Notice.failed(SessionOwners.RATE_RIGHTS));
            return;
        }
        double r = rate.get();
        hop.then(control.changeRateAsync(user, s.id(), r), result -> afterSessionCommand(result.ok(), result.message()));
    }

    private void afterSessionCommand(boolean ok, String message) {
        notice.set(ok ? Notice.done(message) : Notice.failed(message));
        refresh();
    }

    public void onCopyUrl() {
        PlacementSummary p = placement.get();
        if (p != null) {
            links.copy(p.url());
            notice.set(Notice.done("Copied " + p.url() + " to the clipboard."));
        }
    }

    public void onOpenUrl() {
        PlacementSummary p = placement.get();
        if (p != null) {
            notice.set(Notice.done(links.open(p.url())));
        }
    }

    private LocalDate today() {
        return LocalDate.ofInstant(clock.instant(), zone);
    }

    public StringProperty queryProperty() {
        return query;
    }

    /** The search hits, best first (at most {@link #MAX_HITS}). */
    public ObservableList<Camera> hits() {
        return hits;
    }

    public ObjectProperty<Camera> cameraProperty() {
        return camera;
    }

    public ReadOnlyObjectProperty<CameraTimeline> timelineProperty() {
        return timeline.getReadOnlyProperty();
    }

    /** The selected camera's live sessions, by start. */
    public ObservableList<Session> sessions() {
        return sessions;
    }

    public ObjectProperty<Session> sessionProperty() {
        return session;
    }

    /** The begin time as typed or picked. */
    public StringProperty beginProperty() {
        return begin;
    }

    /** The begin time as an instant, -1 while it cannot be read (the timeline marks it). */
    public LongProperty pickedProperty() {
        return picked;
    }

    public ObjectProperty<Double> rateProperty() {
        return rate;
    }

    public ObjectProperty<Quality> qualityProperty() {
        return quality;
    }

    /** The last playback started here, or null. */
    public ReadOnlyObjectProperty<PlacementSummary> placementProperty() {
        return placement.getReadOnlyProperty();
    }

    /** The Placement pane's headline: "Playing on ..." while the session lives, "Ended ..." after. */
    public ReadOnlyStringProperty placementStatusProperty() {
        return placementStatus.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<Notice> noticeProperty() {
        return notice.getReadOnlyProperty();
    }

    /** The selected session's migration history, newest first. */
    public Pager<MoveRecord> migrations() {
        return migrations;
    }

    public ZoneId zone() {
        return zone;
    }

    /** Beats held while showing (0 when hidden). */
    int held() {
        return showing.size();
    }
}
