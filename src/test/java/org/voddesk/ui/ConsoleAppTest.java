package org.voddesk.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import org.voddesk.core.Role;
import org.voddesk.ui.ConsoleSession.DemoAccount;

/**
 * The console's window before its session is open: the login form is up at once (with the demo accounts), and a
 * start that fails replaces it with its message. The opener here waits for the test, then fails as a start on a
 * database without nodes would.
 */
@ExtendWith(ApplicationExtension.class)
class ConsoleAppTest {
    static final String STARTING = "Starting the test cluster...";
    static final String REFUSAL = "no nodes are stored in test.db; import a cluster with: voddesk console --cluster FILE";

    final CountDownLatch release = new CountDownLatch(1);

    @Start
    void start(Stage stage) {
        ConsoleStart start = new ConsoleStart("VodDesk - test", null, STARTING,
                List.of(new DemoAccount("operator", "operator-demo", Role.OPERATOR)), () -> {
                    release.await();
                    throw new IllegalStateException(REFUSAL);
                });
        new ConsoleApp(start, code -> { }).start(stage);
    }

    @AfterEach
    void releaseTheOpener() {
        release.countDown();
    }

    @Test
    void theLoginFormIsUpWhileTheSessionOpens(FxRobot robot) {
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(robot.lookup("#login-button").queryAs(Button.class).isDisabled()).isFalse();
        assertThat(robot.lookup("#login-message").queryAs(Label.class).getText()).isEqualTo(STARTING);
        assertThat(robot.lookup("#login-demo-hint").queryAs(Label.class).getText())
                .contains("operator / operator-demo");
        assertThat(release.getCount()).isEqualTo(1); // the opener has not returned
    }

    @Test
    void aFailingStartReplacesTheFormWithItsMessage(FxRobot robot) throws Exception {
        release.countDown();
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> robot.lookup("#start-error").tryQuery().isPresent());

        assertThat(robot.lookup("#start-error").queryAs(Label.class).getText())
                .isEqualTo("The console could not start: " + REFUSAL);
        assertThat(robot.lookup("#login-button").tryQuery()).isEmpty();
    }
}
