package org.voddesk.ui.cameras;

import javafx.application.Application;
import javafx.application.HostServices;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.stage.Stage;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The system clipboard and JavaFX {@link HostServices} (which hands the URL to {@code xdg-open} or a browser on
 * Linux). The console has no {@link Application} subclass (the fat jar's launcher starts JavaFX directly), so it
 * holds one that is never launched, only asked for its host services. Call on the FX thread.
 */
public final class FxStreamLinks implements StreamLinks {
    private static final Logger LOG = LoggerFactory.getLogger(FxStreamLinks.class);

    private final HostServices host = new Unlaunched().getHostServices();

    @Override
    public void copy(String url) {
        ClipboardContent content = new ClipboardContent();
        content.putString(url);
        Clipboard.getSystemClipboard().setContent(content);
    }

    @Override
    public String open(String url) {
        try {
            host.showDocument(url);
            return "Asked the desktop to open " + url + "; if no player appears, copy the URL into a player such as"
                    + " VLC.";
        } catch (RuntimeException e) {
            LOG.warn("the desktop could not open {}", url, e);
            return "The desktop could not open " + url + "; copy the URL into a player such as VLC.";
        }
    }

    /** Only for {@link Application#getHostServices()}; never launched. */
    private static final class Unlaunched extends Application {
        @Override
        public void start(Stage stage) {
            throw new UnsupportedOperationException("never launched");
        }
    }
}
