package org.voddesk.cli;

import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.spi.Configurator.ExecutionStatus;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.ConsoleAppender;
import ch.qos.logback.core.encoder.LayoutWrappingEncoder;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The logging set-up in code: what logback.xml used to say, on a context of the test's own. */
class LogSetupTest {
    @Test
    void diagnosticsGoToStderrAtWarnWithTheSshLibrariesQuiet() {
        LoggerContext context = new LoggerContext();
        LogSetup setup = new LogSetup();
        setup.setContext(context);

        ExecutionStatus status = setup.configure(context);

        Logger root = context.getLogger(Logger.ROOT_LOGGER_NAME);
        assertThat(status).isEqualTo(ExecutionStatus.DO_NOT_INVOKE_NEXT_IF_ANY);
        assertThat(root.getLevel()).isEqualTo(System.getProperty("voddesk.log") == null ? Level.WARN
                : Level.toLevel(System.getProperty("voddesk.log")));
        assertThat(root.getAppender("STDERR")).isNotNull();
        assertThat(root.getAppender("STDERR").isStarted()).isTrue();
        assertThat(context.getLogger("org.apache.sshd").getLevel()).isEqualTo(Level.WARN);
        assertThat(context.getLogger("com.jcraft.jsch").getLevel()).isEqualTo(Level.WARN);
        context.stop();
    }

    @Test
    void diagnosticsAreWrittenInUtf8WhateverTheLocale() {
        LoggerContext context = new LoggerContext();
        LogSetup setup = new LogSetup();
        setup.setContext(context);
        setup.configure(context);

        ConsoleAppender<ILoggingEvent> stderr =
                (ConsoleAppender<ILoggingEvent>) context.getLogger(Logger.ROOT_LOGGER_NAME).getAppender("STDERR");

        assertThat(((LayoutWrappingEncoder<ILoggingEvent>) stderr.getEncoder()).getCharset())
                .isEqualTo(StandardCharsets.UTF_8);
        context.stop();
    }
}
