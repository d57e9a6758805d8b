package org.voddesk.ui.login;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.voddesk.core.Role;
import org.voddesk.ui.UiFixture;
import org.voddesk.ui.common.FxHop;

/** The login form as a person uses it: typing, Enter, the message. */
@ExtendWith(ApplicationExtension.class)
class LoginViewTest {
    @TempDir
    static Path dir;
    static UiFixture fx;
    LoginViewModel model;

    @BeforeAll
    static void cluster() throws Exception {
        fx = new UiFixture(dir, 1, 0);
        fx.store.users().create("olga", Role.OPERATOR, UiFixture.PASSWORD.clone(), fx.clock.millis());
    }

    @AfterAll
    static void stop() {
        fx.close();
    }

    @Start
    void start(Stage stage) {
        model = new LoginViewModel(fx.control, FxHop.joining(), List.of());
        LoginView view = new LoginView(model);
        stage.setScene(new Scene(view, 800, 600));
        stage.show();
        view.onShow();
    }

    @Test
    void wrongPasswordIsRefusedOnScreen(FxRobot robot) {
        robot.clickOn("#login-name").write("olga");
        robot.clickOn("#login-password").write("guessing");
        robot.clickOn("#login-button");

        assertThat(robot.lookup("#login-message").queryAs(Label.class).getText())
                .contains("Wrong user name or password");
        assertThat(model.principalProperty().get()).isNull();
    }

    @Test
    void rightPasswordLogsIn(FxRobot robot) {
        robot.clickOn("#login-name").write("olga");
        robot.clickOn("#login-password").write(new String(UiFixture.PASSWORD));
        robot.type(javafx.scene.input.KeyCode.ENTER);

        assertThat(model.principalProperty().get()).isNotNull();
        assertThat(model.principalProperty().get().name()).isEqualTo("olga");
    }
}
