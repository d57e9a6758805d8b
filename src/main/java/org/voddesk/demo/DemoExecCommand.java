package org.voddesk.demo;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.SplittableRandom;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import org.apache.sshd.server.Environment;
import org.apache.sshd.server.ExitCallback;
import org.apache.sshd.server.channel.ChannelSession;
import org.apache.sshd.server.command.Command;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One exec request on a simulated node. The work runs on the cluster's command executor, never on MINA's I/O
 * threads: writing a reply may wait for the client's window, which an I/O thread must never do. A hang fault
 * simply never answers (no thread is held); the client's timeout or the node's end closes the channel.
 */
final class DemoExecCommand implements Command {
    private static final Logger LOG = LoggerFactory.getLogger(DemoExecCommand.class);

    private final ServedNode node;
    private final String commandLine;
    private final NodeShell shell;
    private final Executor executor;
    private OutputStream out;
    private OutputStream err;
    private ExitCallback exit;

    DemoExecCommand(ServedNode node, String commandLine, NodeShell shell, Executor executor) {
        this.node = node;
        this.commandLine = commandLine;
        this.shell = shell;
        this.executor = executor;
    }

    @Override
    public void setInputStream(InputStream in) {
        // the protocol sends nothing on stdin
    }

    @Override
    public void setOutputStream(OutputStream out) {
        this.out = out;
    }

    @Override
    public void setErrorStream(OutputStream err) {
        this.err = err;
    }

    @Override
    public void setExitCallback(ExitCallback callback) {
        this.exit = callback;
    }

    @Override
    public void start(ChannelSession channel, Environment env) {
        if (node != null && node.faults().takeHang()) {
            LOG.info("demo node {} hangs on '{}' (fault injected)", node.model().name(), commandLine);
            return;
        }
        try {
            executor.execute(this::run);
        } catch (RejectedExecutionException e) {
            finish(ShellResult.failed(1, "demo node: shutting down\n"));
        }
    }

    private void run() {
        ShellResult result;
        if (node == null) {
            finish(ShellResult.failed(1, "demo node: this port serves no node\n"));
            return;
        }
        holdIfArmed();
        if (node.faults().takeGarbage(commandLine)) {
            LOG.info("demo node {} answers garbage to '{}' (fault injected)", node.model().name(), commandLine);
            result = ShellResult.ok(garbage(commandLine.hashCode()));
        } else {
            try {
                result = shell.run(node, commandLine);
            } catch (RuntimeException e) {
                LOG.warn("demo node {} failed on '{}'", node.model().name(), commandLine, e);
                result = ShellResult.failed(1, "demo node: internal error: " + e + "\n");
            }
        }
        finish(result);
    }

    /** Waits while the command is held ({@link CommandHold}), then it runs as usual. */
    private void holdIfArmed() {
        CommandHold h = node.faults().takeHold();
        if (h != null) {
            LOG.info("demo node {} holds '{}' (fault injected)", node.model().name(), commandLine);
            h.hold();
        }
    }

    private void finish(ShellResult result) {
        try {
            out.write(result.stdout().getBytes(StandardCharsets.UTF_8));
            out.flush();
            if (!result.stderr().isEmpty()) {
                err.write(result.stderr().getBytes(StandardCharsets.UTF_8));
                err.flush();
            }
        } catch (IOException e) {
            LOG.debug("client went away before the reply to '{}' was written", commandLine, e);
        }
        exit.onExit(result.exitStatus());
    }

    /** A reply no parser should accept: a wrong header, binary noise and an unterminated line. */
    static String garbage(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        StringBuilder sb = new StringBuilder("vodnode/0 \u0000\u00ff node=?\n");
        for (int i = 0; i < 120; i++) {
            sb.append((char) random.nextInt(1, 0x2FF));
        }
        return sb.append("\nsession id=").toString();
    }

    @Override
    public void destroy(ChannelSession channel) {
        // nothing to release: a running command finishes on its own, a hung one holds nothing
    }
}
