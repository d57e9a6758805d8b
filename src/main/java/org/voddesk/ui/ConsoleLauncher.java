package org.voddesk.ui;

import java.util.concurrent.CountDownLatch;
import javafx.application.Platform;
import javafx.stage.Stage;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Starts the JavaFX console from a plain {@code main} (the fat jar's {@code org.voddesk.cli.Main}): it does not
 * extend {@code Application}, so {@code java -jar} needs no JavaFX module flags, and the caller hands its
 * {@link ConsoleStart} in through a method call rather than a static field an {@code Application} would need.
 */
public final class ConsoleLauncher {
    private static final Logger LOG = LoggerFactory.getLogger(ConsoleLauncher.class);

    private ConsoleLauncher() {
    }

    /**
     * Opens the console window and returns when it has closed and the session's resources are released.
     *
     * @return 0 when the user closed the window, 1 when the console could not start
     */
    public static int run(ConsoleStart start) throws InterruptedException {
        CountDownLatch closed = new CountDownLatch(1);
        int[] code = {0};
        Platform.setImplicitExit(false);
        Platform.startup(() -> {
            try {
                new ConsoleApp(start, exit -> {
                    code[0] = exit;
                    closed.countDown();
                }).start(new Stage());
            } catch (RuntimeException e) {
                LOG.error("the console window could not open", e);
                code[0] = 1;
                closed.countDown();
            }
        });
        closed.await();
        Platform.exit();
        return code[0];
    }
}
