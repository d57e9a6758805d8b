package org.voddesk.ui.frame;

import java.time.Clock;
import java.time.Duration;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;
import org.voddesk.control.api.ClusterSnapshot;
import org.voddesk.control.api.Control;
import org.voddesk.control.api.ControlSettings;
import org.voddesk.control.api.NodeStatus;
import org.voddesk.control.api.Principal;
import org.voddesk.ui.common.Disposer;
import org.voddesk.ui.common.Formats;
import org.voddesk.ui.common.Pulse;
import org.voddesk.ui.common.Tone;

/**
 * The frame around the screens: which screen is in front, the status bar's figures (nodes up of total, age of the
 * last poll round, the user and role, the plans' automation level, the placement policy and the re-homing mode),
 * the alarm count for the badge and the theme, and where the control room is ({@link LinkViewModel}). The status
 * refreshes once a second from {@link Control#snapshot()} and {@link Control#link()}, which never block.
 */
public final class FrameViewModel {
    private static final Duration REFRESH = Duration.ofSeconds(1);

    private final Control control;
    private final Pulse pulse;
    private final Clock clock;
    private final Principal user;
    private final Disposer showing = new Disposer();

    private final IntegerProperty selected = new SimpleIntegerProperty(0);
    private final ReadOnlyStringWrapper nodes = new ReadOnlyStringWrapper("no poll yet");
    private final ReadOnlyObjectWrapper<Tone> nodesTone = new ReadOnlyObjectWrapper<>(Tone.MUTED);
    private final ReadOnlyStringWrapper pollAge = new ReadOnlyStringWrapper("");
    private final ReadOnlyObjectWrapper<Tone> pollTone = new ReadOnlyObjectWrapper<>(Tone.MUTED);
    private final ReadOnlyStringWrapper userText = new ReadOnlyStringWrapper();
    private final ReadOnlyStringWrapper policy = new ReadOnlyStringWrapper("");
    private final IntegerProperty alarms = new SimpleIntegerProperty(0);
    private final BooleanProperty dark;
    private final ObjectProperty<Runnable> logout = new SimpleObjectProperty<>(() -> { });
    private final LinkViewModel link;

    /** @param dark the theme switch, shared with whatever applies the theme (true: dark) */
    public FrameViewModel(Control control, Pulse pulse, Clock clock, Principal user, BooleanProperty dark) {
        this.control = control;
        this.pulse = pulse;
        this.clock = clock;
        this.user = user;
        this.dark = dark;
        this.link = new LinkViewModel(clock.getZone());
        userText.set(user.name() + " (" + user.role().word() + ")");
    }

    public void onShow() {
        refresh();
        showing.add(pulse.every(REFRESH, this::refresh));
    }

    public void onHide() {
        showing.closeAll();
    }

    /** Reads the latest snapshot and settings into the status properties. */
    void refresh() {
        link.onLink(control.link(), clock.millis());
        ClusterSnapshot s = control.snapshot();
        int total = s.nodes().size();
        long up = s.nodes().values().stream().filter(NodeStatus::trusted).count();
        if (!s.polled()) {
            nodes.set(total + " nodes, not polled yet");
            nodesTone.set(Tone.MUTED);
            pollAge.set("waiting for the first poll");
            pollTone.set(Tone.MUTED);
        } else {
            nodes.set(up + "/" + total + " nodes up");
            nodesTone.set(up == total ? Tone.GOOD : up == 0 ? Tone.DANGER : Tone.WARNING);
            Duration age = Duration.ofMillis(Math.max(0, clock.millis() - s.timeMs()));
            pollAge.set("polled " + Formats.age(age) + " ago");
            long late = control.settings().pollInterval().multipliedBy(3).toMillis();
            pollTone.set(age.toMillis() > late ? Tone.WARNING : Tone.GOOD);
        }
        ControlSettings settings = control.settings();
        policy.set("plans: " + settings.plans().levelText()
                + " · placement: " + settings.placementPolicy()
                + " · re-homing: " + settings.reHomingMode().name().toLowerCase(java.util.Locale.ROOT));
    }

    /** The user logs out; the frame's owner decides what follows (the login screen). */
    public void onLogout() {
        logout.get().run();
    }

    public void onToggleTheme() {
        dark.set(!dark.get());
    }

    /** The screen in front, by its position in the rail (0-based). */
    public IntegerProperty selectedProperty() {
        return selected;
    }

    public ReadOnlyStringProperty nodesProperty() {
        return nodes.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<Tone> nodesToneProperty() {
        return nodesTone.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty pollAgeProperty() {
        return pollAge.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<Tone> pollToneProperty() {
        return pollTone.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty userProperty() {
        return userText.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty policyProperty() {
        return policy.getReadOnlyProperty();
    }

    /** Open alarms, for the badge (0 hides it); the console binds it to its {@code ui.alarms.AlarmWatch}. */
    public IntegerProperty alarmCountProperty() {
        return alarms;
    }

    public BooleanProperty darkProperty() {
        return dark;
    }

    /** What {@link #onLogout} runs. */
    public ObjectProperty<Runnable> logoutActionProperty() {
        return logout;
    }

    public Principal user() {
        return user;
    }

    /** Where the control room is, for the status bar and the banner; its events come from the console's wiring. */
    public LinkViewModel link() {
        return link;
    }
}
