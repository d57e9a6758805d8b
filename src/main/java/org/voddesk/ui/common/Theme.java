package org.voddesk.ui.common;

import atlantafx.base.theme.PrimerDark;
import atlantafx.base.theme.PrimerLight;
import javafx.application.Application;
import javafx.scene.Scene;

/**
 * The console's look: AtlantaFX Primer Dark (the control room's default) or Primer Light, plus the console's own
 * stylesheet ({@code console.css}, which uses only the theme's colour variables so it suits both).
 */
public final class Theme {
    /** The console's stylesheet, on the class path beside this package. */
    public static final String CONSOLE_CSS = "/org/voddesk/ui/console.css";

    private Theme() {
    }

    /** Sets the theme of every window of the application (JavaFX keeps one user-agent stylesheet). */
    public static void apply(boolean dark) {
        Application.setUserAgentStylesheet(dark ? new PrimerDark().getUserAgentStylesheet()
                : new PrimerLight().getUserAgentStylesheet());
    }

    /** Adds the console's stylesheet to {@code scene}. */
    public static void style(Scene scene) {
        scene.getStylesheets().add(Theme.class.getResource(CONSOLE_CSS).toExternalForm());
    }
}
