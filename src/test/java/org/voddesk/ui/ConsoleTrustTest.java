package org.voddesk.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Proxy;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import org.voddesk.control.api.Control;
import org.voddesk.report.DailyReports;

/**
 * The window of a desk that meets its control server: an unknown key is shown for the user to trust (and the start
 * goes on once trusted), a server that cannot be reached is said so with a way to try again, and a control that cannot
 * give its events is a failed start. The opener here fails as the command line's does, as the test tells it to.
 */
@ExtendWith(ApplicationExtension.class)
class ConsoleTrustTest {
    static final String SERVER = "10.0.0.5:7443";
    static final String FINGERPRINT = "SHA256:3q2+7wAbCdEfGhIjKlMnOpQrStUvWxYz0123456789abc";

    final CountDownLatch go = new CountDownLatch(1);
    final AtomicInteger opens = new AtomicInteger();
    final AtomicBoolean trusted = new AtomicBoolean();
    volatile boolean unreachable;
    volatile boolean eventless;

    @Start
    void start(Stage stage) {
        ConsoleStart start = new ConsoleStart("VodDesk - " + SERVER, null, "Connecting...", List.of(), () -> {
            opens.incrementAndGet();
            go.await();
            if (eventless) {
                return new ConsoleSession(eventlessControl(), "control server " + SERVER, unusedReports(), () -> { });
            }
            if (unreachable) {
                throw new UnreachableServerException("The control server " + SERVER + " cannot be reached"
                        + " (Connection refused). Check that it runs and listens on that address.");
            }
            if (!trusted.get()) {
                throw new UnknownServerKeyException(SERVER, FINGERPRINT, "/home/u/.voddesk/known_servers",
                        () -> trusted.set(true));
            }
            throw new IllegalStateException("the test ends here");
        });
        new ConsoleApp(start, code -> { }).start(stage);
    }

    /** A control that cannot give the console its events (every call refused as unserved). */
    private static Control eventlessControl() {
        return (Control) Proxy.newProxyInstance(ConsoleTrustTest.class.getClassLoader(), new Class<?>[] {Control.class},
                (proxy, method, args) -> {
                    throw new UnsupportedOperationException("events is not served over the wire yet");
                });
    }

    /** Reports the test never reaches (the start fails before any screen is made). */
    private static DailyReports unusedReports() {
        return (DailyReports) Proxy.newProxyInstance(ConsoleTrustTest.class.getClassLoader(),
                new Class<?>[] {DailyReports.class}, (proxy, method, args) -> {
                    throw new UnsupportedOperationException("no report in this test");
                });
    }

    @AfterEach
    void release() {
        go.countDown();
    }

    /** Waits until {@code id} is in the window (a lookup that meets the window changing under it looks again). */
    private static void waitFor(FxRobot robot, String id) throws Exception {
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> {
            try {
                return robot.lookup(id).tryQuery().isPresent();
            } catch (RuntimeException e) {
                return false;
            }
        });
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void anUnknownKeyIsShownToTrustAndTheStartGoesOnOnceTrusted(FxRobot robot) throws Exception {
        go.countDown();
        waitFor(robot, "#start-trust");

        assertThat(robot.lookup("#start-fingerprint").queryAs(Label.class).getText()).isEqualTo(FINGERPRINT);
        assertThat(robot.lookup(".start-text").queryAllAs(Label.class)).extracting(Label::getText)
                .anyMatch(t -> t.contains(SERVER)).anyMatch(t -> t.contains("/home/u/.voddesk/known_servers"));
        assertThat(trusted).isFalse();

        robot.clickOn("#start-trust");
        waitFor(robot, "#start-error");

        assertThat(trusted).isTrue();
        assertThat(opens.get()).isEqualTo(2);
        assertThat(robot.lookup("#start-error").queryAs(Label.class).getText())
                .isEqualTo("The console could not start: the test ends here");
    }

    @Test
    void quittingAtTheQuestionTrustsNothing(FxRobot robot) throws Exception {
        go.countDown();
        waitFor(robot, "#start-trust");

        robot.clickOn("#start-quit");
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(trusted).isFalse();
        assertThat(opens.get()).isEqualTo(1);
    }

    @Test
    void anUnreachableServerIsSaidInTheWindowWithAWayToTryAgain(FxRobot robot) throws Exception {
        unreachable = true;
        go.countDown();
        waitFor(robot, "#start-retry");

        assertThat(robot.lookup("#start-error").queryAs(Label.class).getText()).isEqualTo("The control server "
                + SERVER + " cannot be reached (Connection refused). Check that it runs and listens on that address.");

        unreachable = false;
        robot.clickOn("#start-retry");
        waitFor(robot, "#start-trust");

        assertThat(opens.get()).isEqualTo(2);
    }

    @Test
    void aControlThatCannotGiveItsEventsIsAFailedStartNotAStuckForm(FxRobot robot) throws Exception {
        eventless = true;
        go.countDown();
        waitFor(robot, "#start-error");

        assertThat(robot.lookup("#start-error").queryAs(Label.class).getText())
                .isEqualTo("The console could not start: events is not served over the wire yet");
    }
}
