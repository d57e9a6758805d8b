package org.voddesk.ui.login;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.control.api.Control;
import org.voddesk.core.Role;
import org.voddesk.ui.ConsoleSession.DemoAccount;
import org.voddesk.ui.UiFixture;
import org.voddesk.ui.common.FxHop;

/** The login and the first supervisor, against a real control layer with a same-thread task runner. */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class LoginViewModelTest {
    @TempDir
    static Path dir;
    static UiFixture fx;

    @BeforeAll
    static void start() throws Exception {
        fx = new UiFixture(dir, 1, 0);
    }

    @AfterAll
    static void stop() {
        fx.close();
    }

    private LoginViewModel model() {
        return new LoginViewModel(fx.control, FxHop.joining(), List.of());
    }

    @Test
    @Order(1) // first, on the fresh database: the other tests add users
    void firstStartCreatesTheFirstSupervisorAndLogsIn() {
        assertThat(fx.control.accounts().hasUsers()).isFalse();
        LoginViewModel m = model();
        m.onShow();
        assertThat(m.firstStartProperty().get()).isTrue();

        m.nameProperty().set("boss");
        m.passwordProperty().set("long password");
        m.confirmProperty().set("long passwort");
        m.onLogin();
        assertThat(m.message().errorProperty().get()).isTrue();
        assertThat(m.message().textProperty().get()).contains("differ");
        assertThat(m.principalProperty().get()).isNull();

        m.confirmProperty().set("long password");
        m.onLogin();
        assertThat(m.principalProperty().get()).isNotNull();
        assertThat(m.principalProperty().get().role()).isEqualTo(Role.SUPERVISOR);
    }

    @Test
    void wrongPasswordIsRefusedWithAMessage() {
        ensureUser("olga", Role.OPERATOR);
        LoginViewModel m = model();
        m.onShow();
        m.nameProperty().set("olga");
        m.passwordProperty().set("not her password");
        m.onLogin();

        assertThat(m.principalProperty().get()).isNull();
        assertThat(m.message().errorProperty().get()).isTrue();
        assertThat(m.message().textProperty().get()).contains("Wrong user name or password");
        assertThat(m.passwordProperty().get()).isEmpty();
        assertThat(m.busyProperty().get()).isFalse();
    }

    @Test
    void rightPasswordLogsInWithTheStoredRole() {
        ensureUser("olga", Role.OPERATOR);
        LoginViewModel m = model();
        m.onShow();
        m.nameProperty().set("olga");
        m.passwordProperty().set(new String(UiFixture.PASSWORD));
        m.onLogin();

        assertThat(m.principalProperty().get().name()).isEqualTo("olga");
        assertThat(m.principalProperty().get().role()).isEqualTo(Role.OPERATOR);
        assertThat(m.firstStartProperty().get()).isFalse();
    }

    @Test
    void demoAccountsAreShownOnlyWhenGiven() {
        LoginViewModel demo = new LoginViewModel(fx.control, FxHop.joining(),
                List.of(new DemoAccount("operator", "operator-demo", Role.OPERATOR)));

        assertThat(demo.demoHintProperty().get()).contains("operator / operator-demo");
        assertThat(model().demoHintProperty().get()).isEmpty();
    }

    @Test
    void aLoginBeforeTheControlIsUpWaitsForItThenLogsIn() {
        ensureUser("olga", Role.OPERATOR);
        CompletableFuture<Control> control = new CompletableFuture<>();
        LoginViewModel m = new LoginViewModel(control, FxHop.joining(), List.of(), "Starting the demo cluster...");
        m.onShow();
        m.nameProperty().set("olga");
        m.passwordProperty().set(new String(UiFixture.PASSWORD));
        m.onLogin();
        assertThat(m.busyProperty().get()).isTrue();
        assertThat(m.message().textProperty().get()).contains("once the cluster is up");
        assertThat(m.principalProperty().get()).isNull();

        control.complete(fx.control);

        assertThat(m.principalProperty().get().name()).isEqualTo("olga");
        assertThat(m.busyProperty().get()).as("busy until the frame replaces the form").isTrue();
    }

    @Test
    void theFormSaysWhatIsStartingUntilTheControlIsUp() {
        CompletableFuture<Control> control = new CompletableFuture<>();
        LoginViewModel m = new LoginViewModel(control, FxHop.joining(), List.of(), "Starting the demo cluster...");
        m.onShow();
        assertThat(m.startingProperty().get()).isTrue();
        assertThat(m.message().textProperty().get()).isEqualTo("Starting the demo cluster...");

        control.complete(fx.control);

        assertThat(m.startingProperty().get()).isFalse();
        assertThat(m.message().textProperty().get()).isEmpty();
    }

    private static void ensureUser(String name, Role role) {
        if (fx.store.users().find(name).isEmpty()) {
            fx.store.users().create(name, role, UiFixture.PASSWORD.clone(), fx.clock.millis());
        }
    }
}
