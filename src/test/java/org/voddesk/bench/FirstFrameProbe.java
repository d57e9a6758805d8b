package org.voddesk.bench;

import atlantafx.base.theme.PrimerDark;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import javafx.animation.AnimationTimer;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.PasswordField;
import javafx.scene.control.TextField;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;

/**
 * The pulse gaps of a window that holds nothing but a login-like form (a label, two fields, a button) and no
 * cluster: what the first frames of any JavaFX window cost on this machine, to set beside {@link ConsoleFxBench}'s
 * first seconds. Headless (Monocle, software rendering) as the bench; {@code theme} sets AtlantaFX's Primer Dark as
 * the console does. Prints every gap over 100 ms in the first {@code seconds}.
 *
 * <pre>java -Xmx1g -cp $(cat cp.txt) org.voddesk.bench.FirstFrameProbe 5 [theme]</pre>
 */
public final class FirstFrameProbe {
    private FirstFrameProbe() {
    }

    public static void main(String[] args) throws Exception {
        long seconds = args.length > 0 ? Long.parseLong(args[0]) : 5;
        boolean theme = args.length > 1 && args[1].equals("theme");
        System.setProperty("glass.platform", "Monocle");
        System.setProperty("monocle.platform", "Headless");
        System.setProperty("prism.order", "sw");
        System.setProperty("headless.geometry", "1600x1000-32");
        List<String> gaps = new ArrayList<>();
        int[] pulses = {0};
        long[] openedMs = {0};
        CountDownLatch done = new CountDownLatch(1);
        long jvmStart = java.lang.management.ManagementFactory.getRuntimeMXBean().getStartTime();
        Platform.startup(() -> {
            if (theme) {
                Application.setUserAgentStylesheet(new PrimerDark().getUserAgentStylesheet());
            }
            Stage stage = new Stage();
            stage.setScene(new Scene(new VBox(10, new Label("Log in to the control room"), new TextField(),
                    new PasswordField(), new Button("Log in")), 1600, 1000));
            stage.show();
            long begin = System.nanoTime();
            openedMs[0] = System.currentTimeMillis();
            new AnimationTimer() {
                long last = -1;

                @Override
                public void handle(long now) {
                    if (last >= 0) {
                        pulses[0]++;
                        if (now - last > 100_000_000L) {
                            gaps.add(String.format("%.1f s: %.0f ms", (now - begin) / 1e9, (now - last) / 1e6));
                        }
                    }
                    last = now;
                    if (now - begin >= seconds * 1_000_000_000L) {
                        stop();
                        done.countDown();
                    }
                }
            }.start();
        });
        done.await();
        System.out.printf("%s: %d pulses in %d s after the window opened (%d ms after the JVM started);"
                + " gaps over 100 ms: %d %s%n", theme ? "Primer Dark" : "Modena", pulses[0], seconds,
                openedMs[0] - jvmStart, gaps.size(), gaps);
        Platform.exit();
    }
}
