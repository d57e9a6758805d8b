package org.voddesk.ui.frame;

import java.text.MessageFormat;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.Locale;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import org.voddesk.control.api.ControlEvent;
import org.voddesk.control.api.Link;

/**
 * Where the console's control room is and whether it can be reached ({@link Link}), for the status bar and the
 * banner across the window: "this desk", or the server's {@code HOST:PORT} and its key's fingerprint (short, the whole
 * one for a tooltip); while the link is {@link Link.State#RECONNECTING} a banner says when the console tries again and
 * how old the screens are (the moment the link was lost), and while it is {@link Link.State#LOGIN_NEEDED} it says so
 * and offers a new login. Fed by {@link ControlEvent.LinkChanged}s and by reads of {@code Control.link()}; the
 * countdown moves with {@link #tick}. FX thread only.
 */
public final class LinkViewModel {
    /** How much of a fingerprint's base64 the status bar shows. */
    static final int SHORT_FINGERPRINT = 12;
    static final String RECONNECTING = "Connection to {0} lost; trying again in {1} s \u2014 the screens show the state"
            + " at {2}";
    static final String RECONNECTING_NOW = "Connection to {0} lost; trying again now \u2014 the screens show the state"
            + " at {1}";
    static final String LOGIN_NEEDED = "Connection to {0} is back, but not this desk''s login: {1} The screens show"
            + " the state at {2}.";

    private final DateTimeFormatter time;
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper(Link.THIS_DESK.where());
    private final ReadOnlyStringWrapper fingerprint = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper fingerprintShort = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper bannerShown = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyStringWrapper banner = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper loginNeeded = new ReadOnlyBooleanWrapper(false);
    private Link link = Link.THIS_DESK;
    /** When the link was lost (the time of the screens' state); meaningful while it is not connected. */
    private long lostAtMs;

    /** @param zone the zone of the times the banner shows */
    public LinkViewModel(ZoneId zone) {
        this.time = DateTimeFormatter.ofPattern("HH:mm:ss", Locale.ROOT).withZone(zone);
    }

    /** A control event: only a {@link ControlEvent.LinkChanged} counts. */
    public void onEvent(ControlEvent e) {
        if (e instanceof ControlEvent.LinkChanged c) {
            onLink(c.link(), c.timeMs());
        }
    }

    /** The link as it stood at {@code atMs} (an event's time, or now for a read of {@code Control.link()}). */
    public void onLink(Link next, long atMs) {
        if (link.state() == Link.State.CONNECTED && next.state() != Link.State.CONNECTED) {
            lostAtMs = atMs;
        } else if (next.state() != Link.State.CONNECTED) {
            lostAtMs = Math.min(lostAtMs, atMs); // a read may come before the event of the same loss
        }
        link = next;
        fingerprint.set(next.fingerprint());
        fingerprintShort.set(shortForm(next.fingerprint()));
        status.set(next.remote() ? next.where() + " " + fingerprintShort.get() : next.where());
        loginNeeded.set(next.state() == Link.State.LOGIN_NEEDED);
        tick(atMs);
    }

    /** Moves the banner's countdown to {@code nowMs}. */
    public void tick(long nowMs) {
        String lostAt = time.format(Instant.ofEpochMilli(lostAtMs));
        switch (link.state()) {
            case CONNECTED -> banner.set("");
            case RECONNECTING -> {
                long inSeconds = (link.retryAtMs() - nowMs + 999) / 1000;
                banner.set(inSeconds > 0
                        ? MessageFormat.format(RECONNECTING, link.where(), Long.toString(inSeconds), lostAt)
                        : MessageFormat.format(RECONNECTING_NOW, link.where(), lostAt));
            }
            case LOGIN_NEEDED -> banner.set(MessageFormat.format(LOGIN_NEEDED, link.where(), link.detail(), lostAt));
        }
        bannerShown.set(link.state() != Link.State.CONNECTED);
    }

    /** {@code SHA256:} and the first {@link #SHORT_FINGERPRINT} characters, then an ellipsis; empty for none. */
    static String shortForm(String fingerprint) {
        int cut = "SHA256:".length() + SHORT_FINGERPRINT;
        return fingerprint.length() <= cut ? fingerprint : fingerprint.substring(0, cut) + "\u2026";
    }

    /** The status bar's text: "this desk", or the server's {@code HOST:PORT} and its short fingerprint. */
    public ReadOnlyStringProperty statusProperty() {
        return status.getReadOnlyProperty();
    }

    /** The server key's whole fingerprint (the status bar's tooltip); empty for this desk. */
    public ReadOnlyStringProperty fingerprintProperty() {
        return fingerprint.getReadOnlyProperty();
    }

    /** The fingerprint's short form (the status bar); empty for this desk. */
    public ReadOnlyStringProperty fingerprintShortProperty() {
        return fingerprintShort.getReadOnlyProperty();
    }

    /** Whether the banner shows: the link is not connected. */
    public ReadOnlyBooleanProperty bannerShownProperty() {
        return bannerShown.getReadOnlyProperty();
    }

    /** The banner's line; empty while connected. */
    public ReadOnlyStringProperty bannerProperty() {
        return banner.getReadOnlyProperty();
    }

    /** Whether the banner offers a new login: the server refused to resume this desk's login. */
    public ReadOnlyBooleanProperty loginNeededProperty() {
        return loginNeeded.getReadOnlyProperty();
    }
}
