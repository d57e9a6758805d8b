package org.voddesk.ui.frame;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Button;
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
import org.testfx.util.WaitForAsyncUtils;
import org.voddesk.control.api.Control;
import org.voddesk.control.api.ControlEvent;
import org.voddesk.control.api.Link;
import org.voddesk.control.api.Principal;
import org.voddesk.core.Role;
import org.voddesk.ui.UiFixture;
import org.voddesk.ui.common.ManualPulse;
import org.voddesk.ui.common.Theme;

/**
 * The frame's status bar and banner for a desk of a control server: the server and its short fingerprint (the whole
 * one on hover), the banner while the link is lost, and its way to log in again. The control is the fixture's, seen
 * through one whose link the test sets.
 */
@ExtendWith(ApplicationExtension.class)
class LinkBannerViewTest {
    private static final String FINGERPRINT = "SHA256:3q2+7wAbCdEfGhIjKlMnOpQrStUvWxYz0123456789abc";
    private static final Link SERVER = new Link("10.0.0.5:7443", FINGERPRINT, Link.State.CONNECTED, "");

    @TempDir
    static Path dir;
    static UiFixture fx;
    static Principal user;

    final ManualPulse pulse = new ManualPulse();
    final AtomicInteger logouts = new AtomicInteger();
    volatile Link link = SERVER;
    FrameViewModel model;

    @BeforeAll
    static void cluster() throws Exception {
        fx = new UiFixture(dir, 1, 0);
        user = fx.user("sam", Role.OPERATOR);
    }

    @AfterAll
    static void stop() {
        fx.close();
    }

    /** The fixture's control, with the link the test sets. */
    private Control remote() {
        return (Control) Proxy.newProxyInstance(Control.class.getClassLoader(), new Class<?>[] {Control.class},
                (proxy, method, args) -> {
                    if (method.getName().equals("link")) {
                        return link;
                    }
                    try {
                        return method.invoke(fx.control, args);
                    } catch (InvocationTargetException e) {
                        throw e.getCause();
                    }
                });
    }

    @Start
    void start(Stage stage) {
        Theme.apply(true);
        model = new FrameViewModel(remote(), pulse, fx.clock, user, new SimpleBooleanProperty(true));
        model.logoutActionProperty().set(logouts::incrementAndGet);
        FrameView frame = new FrameView(model, List.of(), "control server 10.0.0.5:7443");
        Scene scene = new Scene(frame, 1200, 760);
        Theme.style(scene);
        stage.setScene(scene);
        stage.show();
        frame.attach(scene);
    }

    private void refresh() {
        WaitForAsyncUtils.asyncFx(pulse::fire);
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void theStatusBarNamesTheServerAndItsShortFingerprintWithTheWholeOneOnHover(FxRobot robot) {
        Label status = robot.lookup("#status-link").queryAs(Label.class);

        assertThat(status.getText()).isEqualTo("10.0.0.5:7443 SHA256:3q2+7wAbCdEf\u2026");
        assertThat(status.getTooltip().getText()).isEqualTo(FINGERPRINT);
        assertThat(robot.lookup("#link-banner").queryAs(Node.class).isVisible()).isFalse();
    }

    @Test
    void aLostLinkShowsTheBannerUntilItIsBack(FxRobot robot) {
        link = SERVER.reconnecting("The connection to 10.0.0.5:7443 is lost.", fx.clock.millis() + 8_000);
        refresh();

        assertThat(robot.lookup("#link-banner").queryAs(Node.class).isVisible()).isTrue();
        assertThat(robot.lookup("#link-banner-text").queryAs(Label.class).getText())
                .startsWith("Connection to 10.0.0.5:7443 lost; trying again in 8 s");
        assertThat(robot.lookup("#link-login").queryAs(Button.class).isVisible()).isFalse();

        link = SERVER;
        refresh();
        assertThat(robot.lookup("#link-banner").queryAs(Node.class).isVisible()).isFalse();
    }

    @Test
    void aLinkEventShowsTheBannerBeforeTheNextRead(FxRobot robot) {
        WaitForAsyncUtils.asyncFx(() -> model.link().onEvent(new ControlEvent.LinkChanged(fx.clock.millis(),
                SERVER.reconnecting("lost", 0))));
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(robot.lookup("#link-banner-text").queryAs(Label.class).getText())
                .startsWith("Connection to 10.0.0.5:7443 lost; trying again now");
    }

    @Test
    void aRefusedResumeOffersToLogInAgain(FxRobot robot) {
        link = SERVER.with(Link.State.LOGIN_NEEDED, "your login expired: log in again");
        refresh();

        Button again = robot.lookup("#link-login").queryAs(Button.class);
        assertThat(again.isVisible()).isTrue();
        robot.clickOn(again);
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(logouts.get()).isEqualTo(1);
    }
}
