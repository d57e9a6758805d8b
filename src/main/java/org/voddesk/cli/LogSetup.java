package org.voddesk.cli;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.encoder.PatternLayoutEncoder;
import ch.qos.logback.classic.spi.Configurator;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.ConsoleAppender;
import ch.qos.logback.core.spi.ContextAwareBase;
import java.nio.charset.StandardCharsets;
import org.slf4j.bridge.SLF4JBridgeHandler;

/**
 * The logging of every command, set up in code: logback finds it as its {@code Configurator} service
 * ({@code resources/META-INF/services}). The CLI prints its results on stdout; diagnostics go to stderr, quiet
 * (WARN) unless {@code -Dvoddesk.log=INFO} or {@code DEBUG}; Apache MINA SSHD and JSch stay at WARN. Code rather than a
 * {@code logback.xml}: the XML configurator costs every start about half a second of class loading, more under
 * load (docs/benchmarks.md, "Start to a usable window"). A {@code -Dlogback.configurationFile} still wins.
 * gRPC logs through {@code java.util.logging}, and so does the control API's {@code System.Logger} (the API imports
 * only the JDK): the {@code io.grpc} records (Netty's included) and the {@code org.voddesk} ones are handed to SLF4J
 * and so join this log, instead of JUL's own two-line format on stderr.
 */
public final class LogSetup extends ContextAwareBase implements Configurator {
    static final String PATTERN = "%d{HH:mm:ss.SSS} %-5level %logger{24} - %msg%n";
    /** Held so that JUL, which keeps its loggers weakly, keeps the handler set on it. */
    private static final java.util.logging.Logger GRPC = java.util.logging.Logger.getLogger("io.grpc");
    private static final java.util.logging.Logger VODDESK = java.util.logging.Logger.getLogger("org.voddesk");

    @Override
    public ExecutionStatus configure(LoggerContext context) {
        if (System.getProperty("logback.configurationFile") != null) {
            return ExecutionStatus.INVOKE_NEXT_IF_ANY;
        }
        Logger root = context.getLogger(Logger.ROOT_LOGGER_NAME);
        root.setLevel(Level.toLevel(System.getProperty("voddesk.log"), Level.WARN));
        root.addAppender(stderr(context));
        // the SSH libraries log every connection and key exchange at INFO: 260 of 300 lines of a demo start
        context.getLogger("org.apache.sshd").setLevel(Level.WARN);
        context.getLogger("com.jcraft.jsch").setLevel(Level.WARN);
        routeJulToSlf4j();
        return ExecutionStatus.DO_NOT_INVOKE_NEXT_IF_ANY;
    }

    private static synchronized void routeJulToSlf4j() {
        for (java.util.logging.Logger jul : new java.util.logging.Logger[] {GRPC, VODDESK}) {
            if (jul.getHandlers().length == 0) {
                jul.addHandler(new SLF4JBridgeHandler());
                jul.setUseParentHandlers(false);
            }
        }
    }

    private static ConsoleAppender<ILoggingEvent> stderr(LoggerContext context) {
        PatternLayoutEncoder encoder = new PatternLayoutEncoder();
        encoder.setContext(context);
        encoder.setPattern(PATTERN);
        encoder.setCharset(StandardCharsets.UTF_8); // as the commands print (Main): a plan's reason writes λ
        encoder.start();
        ConsoleAppender<ILoggingEvent> appender = new ConsoleAppender<>();
        appender.setContext(context);
        appender.setName("STDERR");
        appender.setTarget("System.err");
        appender.setEncoder(encoder);
        appender.start();
        return appender;
    }
}
