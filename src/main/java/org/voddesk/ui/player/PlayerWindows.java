package org.voddesk.ui.player;

import java.time.Clock;
import javafx.scene.Scene;
import javafx.scene.media.MediaView;
import javafx.stage.Stage;
import org.voddesk.control.api.Control;
import org.voddesk.control.api.Principal;
import org.voddesk.ui.cameras.StreamLinks;
import org.voddesk.ui.common.FxHop;
import org.voddesk.ui.common.Pulse;
import org.voddesk.ui.common.Theme;

/**
 * Each session opened in a window of its own, its picture drawn by JavaFX media; closing the window frees the
 * stream (the session plays on). Call on the FX thread.
 */
public final class PlayerWindows implements Players {
    private final Control control;
    private final Principal user;
    private final StreamLinks links;
    private final FxHop hop;
    private final Pulse pulse;
    private final Clock clock;

    public PlayerWindows(Control control, Principal user, StreamLinks links, FxHop hop, Pulse pulse, Clock clock) {
        this.control = control;
        this.user = user;
        this.links = links;
        this.hop = hop;
        this.pulse = pulse;
        this.clock = clock;
    }

    @Override
    public void open(String sessionId) {
        MediaView media = new MediaView();
        PlayerViewModel model = new PlayerViewModel(control, user, sessionId, new FxVideoOutput(media), links, hop,
                pulse, clock);
        Scene scene = new Scene(new PlayerView(model, media), 960, 600);
        Theme.style(scene);
        Stage stage = new Stage();
        stage.setTitle("Session " + sessionId);
        stage.setScene(scene);
        stage.setOnHidden(e -> model.onHide());
        stage.show();
        model.onShow();
    }
}
