package org.voddesk.ui.alarms;

import java.util.function.Consumer;
import javafx.stage.Window;
import javafx.util.Duration;
import org.controlsfx.control.Notifications;
import org.kordamp.ikonli.javafx.FontIcon;
import org.kordamp.ikonli.materialdesign2.MaterialDesignC;
import org.voddesk.core.Alarm;

/**
 * Shows a new critical alarm as a ControlsFX desktop notification in the window's corner (it stays a minute, so
 * an operator who looked away still sees it); {@link AlarmWatch} hands it each alarm that opened as critical, once.
 */
public final class AlarmNotifier implements Consumer<Alarm> {
    private static final Duration SHOWN = Duration.minutes(1);

    private final Window owner;

    /** @param owner the console's window (the notification shows in its corner) */
    public AlarmNotifier(Window owner) {
        this.owner = owner;
    }

    @Override
    public void accept(Alarm a) {
        FontIcon icon = new FontIcon(MaterialDesignC.CLOSE_OCTAGON);
        icon.getStyleClass().add("notification-critical");
        icon.setIconSize(32);
        Notifications.create()
                .owner(owner)
                .title("CRITICAL alarm: " + a.kind() + " on " + a.source())
                .text(a.message())
                .graphic(icon)
                .hideAfter(SHOWN)
                .show();
    }
}
