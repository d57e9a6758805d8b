package org.voddesk.ui;

import java.lang.management.ManagementFactory;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.function.IntConsumer;
import javafx.application.Platform;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.scene.Scene;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.voddesk.control.api.Control;
import org.voddesk.control.api.Principal;
import org.voddesk.control.api.Subscription;
import org.voddesk.ui.alarms.AlarmNotifier;
import org.voddesk.ui.alarms.AlarmWatch;
import org.voddesk.ui.cluster.EventFeed;
import org.voddesk.ui.common.FxHop;
import org.voddesk.ui.common.FxPulse;
import org.voddesk.ui.common.Pulse;
import org.voddesk.ui.common.PulseStages;
import org.voddesk.ui.common.ScreenMaking;
import org.voddesk.ui.common.Theme;
import org.voddesk.ui.frame.FrameView;
import org.voddesk.ui.frame.FrameViewModel;
import org.voddesk.ui.login.LoginView;
import org.voddesk.ui.login.LoginViewModel;
import org.voddesk.ui.sessions.SessionOwners;

/**
 * The console's window and its one start-up wiring (STYLE.md 5): the FX hop (with the UI's background threads),
 * pulse and clock are made here and handed to every view model. The window goes (offer ->) login -> frame with the
 * screens of {@link ConsoleScreens}; log out returns to the login. The login form is drawn while the session opens
 * in the background (a usable window in under 5 s; the demo cluster alone takes seconds). A start that meets an
 * unknown server key asks whether to trust it; one that cannot reach its server offers to try again. Closing the
 * window hides the screen in front, then releases the session's resources in the background.
 */
public final class ConsoleApp {
    private static final Logger LOG = LoggerFactory.getLogger(ConsoleApp.class);

    private final ConsoleStart start;
    private final IntConsumer onExit;
    /**
     * Control's non-blocking commands continue on the FX thread; opening and closing the session (the only blocking
     * work) never overlap, so two background threads are plenty. Closed when the console finishes.
     */
    private final FxHop hop = FxHop.on(Platform::runLater, 2);
    private final Pulse pulse = new FxPulse();
    private final Clock clock = Clock.systemDefaultZone();
    private final BooleanProperty dark = new SimpleBooleanProperty(true);
    private final StackPane root = new StackPane();
    private Scene scene;
    private ConsoleSession session;
    private EventFeed events;
    private SessionOwners owners;
    private FrameView frame;
    /** The screens being made after a login, one per frame; null once the frame shows. */
    private PulseStages making;
    private AlarmWatch alarms;
    /** The link's changes for the frame's banner, while the frame is up. */
    private Subscription linkEvents;
    private boolean closing;
    private boolean opening;

    /** @param onExit told the exit code once the window is closed and the session released */
    public ConsoleApp(ConsoleStart start, IntConsumer onExit) {
        this.start = start;
        this.onExit = onExit;
    }

    public void start(Stage stage) {
        Theme.apply(dark.get());
        dark.addListener((o, a, d) -> Theme.apply(d));
        scene = new Scene(root, 1280, 800);
        Theme.style(scene);
        stage.setTitle(start.title());
        stage.setScene(scene);
        // the whole screen: a control-room window is never a small one (setMaximized needs a window manager)
        javafx.geometry.Rectangle2D screen = javafx.stage.Screen.getPrimary().getVisualBounds();
        stage.setX(screen.getMinX());
        stage.setY(screen.getMinY());
        stage.setWidth(screen.getWidth());
        stage.setHeight(screen.getHeight());
        stage.setOnHidden(e -> close(0));
        if (start.offer() != null) {
            StartView offer = new StartView();
            root.getChildren().setAll(offer);
            offer.offer(start.offer(), this::open, stage::hide);
        } else {
            open();
        }
        stage.show();
    }

    /**
     * Shows the login form at once and opens the session in the background once the form is laid out: the form
     * needs no session to be filled in, and a login asked for before the session is open waits for it. The
     * session starts after the form's first pulse so that starting it (seconds of class loading and SSH servers
     * for the demo) does not compete with drawing the form. A start that fails replaces the form with its message.
     */
    private void open() {
        CompletableFuture<Control> control = new CompletableFuture<>();
        showLogin(control);
        LOG.info("console ready: login shown {} ms after the JVM started", sinceJvmStart());
        afterNextPulse(() -> openSession(control));
    }

    /** @param control completed with the session's control once it is open */
    private void openSession(CompletableFuture<Control> control) {
        if (closing) {
            return; // closed before the form was laid out: nothing was opened
        }
        opening = true;
        hop.then(hop.background("opening the console", start.opener()::open), s -> {
            opening = false;
            try {
                events = new EventFeed(s.control());
            } catch (RuntimeException e) { // a control that cannot give its events: said as a failed start
                hop.background("closing the session", () -> {
                    s.resources().close();
                    return null;
                });
                failed(e);
                return;
            }
            session = s;
            owners = new SessionOwners(s.control());
            if (closing) {
                release();
                return;
            }
            LOG.info("console session open {} ms after the JVM started", sinceJvmStart());
            control.complete(s.control());
        }, error -> {
            opening = false;
            failed(error);
        });
    }

    /** Runs {@code action} on the FX thread after the scene's next layout pulse (the one that draws a change). */
    private void afterNextPulse(Runnable action) {
        Runnable[] once = new Runnable[1];
        once[0] = () -> {
            scene.removePostLayoutPulseListener(once[0]);
            Platform.runLater(action);
        };
        scene.addPostLayoutPulseListener(once[0]);
    }

    private void failed(Throwable error) {
        if (closing) {
            finish(1);
            return;
        }
        Throwable cause = error.getCause() != null ? error.getCause() : error;
        StartView startView = new StartView();
        Runnable quit = () -> scene.getWindow().hide();
        if (cause instanceof UnknownServerKeyException unknown) {
            LOG.info("asking whether to trust {}", unknown.getMessage());
            startView.trust(unknown.server(), unknown.fingerprint(), unknown.file(), () -> trust(unknown), quit);
        } else if (cause instanceof UnreachableServerException unreachable) {
            LOG.warn("the console could not reach its server: {}", unreachable.getMessage());
            startView.failed(unreachable.getMessage(), this::open, quit);
        } else {
            LOG.error("the console could not start", cause);
            startView.failed("The console could not start: " + cause.getMessage(), quit);
        }
        root.getChildren().setAll(startView);
    }

    /** The user trusts a server's key on first contact: it is recorded, and the start tried again. */
    private void trust(UnknownServerKeyException unknown) {
        hop.then(hop.background("trusting the server's key", () -> {
            unknown.trust();
            return null;
        }), v -> open(), this::failed);
    }

    /** @param control completes once the session is open; never exceptionally (a failed start shows instead) */
    private void showLogin(CompletableFuture<Control> control) {
        LoginViewModel model = new LoginViewModel(control, hop, start.demoAccounts(), start.progress());
        LoginView view = new LoginView(model);
        model.principalProperty().addListener((o, a, user) -> {
            if (user != null) {
                showFrame(user);
            }
        });
        root.getChildren().setAll(view);
        view.onShow();
    }

    private static long sinceJvmStart() {
        return System.currentTimeMillis() - ManagementFactory.getRuntimeMXBean().getStartTime();
    }

    /**
     * After the login: the screens are made step by step, one step per frame, while the login form stays up
     * (made in one go they held the FX thread a quarter of a second; Cameras and Settings are several
     * steps each), then the frame, and in the next frame the frame replaces the form; the Cluster screen's parts
     * join the scene one per frame after it.
     */
    private void showFrame(Principal user) {
        FrameViewModel model = new FrameViewModel(session.control(), pulse, clock, user, dark);
        linkEvents = session.control().subscribe(model.link()::onEvent, hop.executor());
        alarms = new AlarmWatch(session.control(), hop, pulse, user);
        alarms.setNotifier(new AlarmNotifier(scene.getWindow()));
        model.alarmCountProperty().bind(alarms.countProperty());
        alarms.start();
        ConsoleScreens screens = new ConsoleScreens(session.control(), events, owners, hop, pulse, clock, user,
                alarms, session.reports());
        List<ScreenMaking> makings = screens.makers();
        List<Runnable> steps = new ArrayList<>();
        makings.forEach(m -> steps.addAll(m.steps()));
        FrameView[] built = new FrameView[1];
        steps.add(() -> built[0] = new FrameView(model, makings.stream().map(ScreenMaking::screen).toList(),
                session.clusterLabel()));
        making = new PulseStages(steps);
        making.run(pulse, () -> {
            making = null;
            attachFrame(built[0], model);
        });
    }

    private void attachFrame(FrameView built, FrameViewModel model) {
        frame = built;
        model.logoutActionProperty().set(() -> {
            frame.detach(scene);
            frame = null;
            closeAlarms();
            closeLinkEvents();
            showLogin(CompletableFuture.completedFuture(session.control()));
        });
        root.getChildren().setAll(frame);
        frame.attach(scene);
    }

    private void closeLinkEvents() {
        if (linkEvents != null) {
            linkEvents.close();
            linkEvents = null;
        }
    }

    private void closeAlarms() {
        if (alarms != null) {
            alarms.close();
            alarms = null;
        }
    }

    private void close(int code) {
        if (closing) {
            return;
        }
        closing = true;
        if (making != null) {
            making.pause();
        }
        if (frame != null) {
            frame.detach(scene);
        }
        closeAlarms();
        closeLinkEvents();
        if (session != null) {
            release();
        } else if (!opening) {
            finish(code);
        }
        // else: still opening; the session is released when the opener returns
    }

    private void release() {
        events.close();
        hop.then(hop.background("closing the session", () -> {
            session.resources().close();
            return null;
        }), v -> finish(0), e -> {
            LOG.warn("closing the session failed", e);
            finish(0);
        });
    }

    private void finish(int code) {
        hop.close();
        onExit.accept(code);
    }
}
