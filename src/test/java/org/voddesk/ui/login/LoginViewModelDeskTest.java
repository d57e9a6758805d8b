package org.voddesk.ui.login;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Proxy;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.Control;
import org.voddesk.control.api.Link;
import org.voddesk.control.api.UserAccounts;
import org.voddesk.ui.common.FxHop;

/**
 * The login form of a desk of a control server without users: it says that the first supervisor is made on the
 * server, and never offers the first-supervisor form (a desk cannot make one). The control here is a desk's as far as
 * the form can tell: a remote link, and a server that answers it has no users.
 */
class LoginViewModelDeskTest {
    private static Control desk(boolean hasUsers) {
        UserAccounts accounts = (UserAccounts) Proxy.newProxyInstance(UserAccounts.class.getClassLoader(),
                new Class<?>[] {UserAccounts.class}, (proxy, method, args) -> {
                    if (method.getName().equals("hasUsersAsync")) {
                        return CompletableFuture.completedFuture(CommandResult.ok("read", hasUsers));
                    }
                    throw new UnsupportedOperationException(method.getName());
                });
        Link server = new Link("10.0.0.5:7443", "SHA256:abc", Link.State.CONNECTED, "");
        return (Control) Proxy.newProxyInstance(Control.class.getClassLoader(), new Class<?>[] {Control.class},
                (proxy, method, args) -> switch (method.getName()) {
                    case "link" -> server;
                    case "accounts" -> accounts;
                    default -> throw new UnsupportedOperationException(method.getName());
                });
    }

    @Test
    void aServerWithoutUsersIsSaidToMakeItsFirstSupervisorOnTheServer() {
        LoginViewModel model = new LoginViewModel(desk(false), FxHop.joining(), List.of());

        model.onShow();

        assertThat(model.firstStartProperty().get()).isFalse();
        assertThat(model.message().errorProperty().get()).isTrue();
        assertThat(model.message().textProperty().get()).isEqualTo(LoginViewModel.NO_USERS_ON_THE_SERVER);
    }

    @Test
    void aServerWithUsersShowsThePlainLogin() {
        LoginViewModel model = new LoginViewModel(desk(true), FxHop.joining(), List.of());

        model.onShow();

        assertThat(model.firstStartProperty().get()).isFalse();
        assertThat(model.message().textProperty().get()).isEmpty();
    }

    @Test
    void aDesksFormNamesTheServerItLogsInTo() {
        LoginViewModel model = new LoginViewModel(desk(true), FxHop.joining(), List.of());

        model.onShow();

        assertThat(model.whereProperty().get()).isEqualTo("on the control server 10.0.0.5:7443, key SHA256:abc...");
    }

    @Test
    void thisDesksFormNamesNoServer() {
        assertThat(LoginViewModel.whereText(Link.THIS_DESK)).isEmpty();
    }
}
