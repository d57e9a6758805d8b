package org.voddesk.node;

import java.time.Clock;
import java.time.Duration;
import java.util.Collection;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.function.Function;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.voddesk.node.protocol.AgentCommands;
import org.voddesk.node.protocol.CommandReply;
import org.voddesk.node.protocol.PlayArgs;
import org.voddesk.node.protocol.ProtocolException;
import org.voddesk.node.protocol.ReportedSession;
import org.voddesk.node.protocol.StatusReply;
import org.voddesk.node.protocol.VodnodeParser;

/**
 * Runs the agent's control commands ({@code play}, {@code stop}, {@code rate}) and the make-before-break move.
 * Every argument is validated and shell-quoted by {@link AgentCommands}; every answer is parsed strictly. Never
 * throws for a node's behaviour: the outcome says what happened.
 */
public final class CommandExecutor {
    private static final Logger LOG = LoggerFactory.getLogger(CommandExecutor.class);

    private final Map<String, NodeLink> links = new ConcurrentHashMap<>();
    private final Duration timeout;
    private final Clock clock;
    private final Executor commands;

    /**
     * Blocking forms only: an asynchronous command runs on the calling thread.
     *
     * @param timeout limit of one command; {@code play} with the ffmpeg-hls streamer takes about a second
     */
    public CommandExecutor(Collection<? extends NodeLink> links, Duration timeout, Clock clock) {
        this(links, timeout, clock, Runnable::run);
    }

    /**
     * @param commands runs the asynchronous forms ({@link #playAsync}, ...): a pool of its own, so that no command
     *                 waits behind a poll, and sized so that a hung node's commands do not hold every thread
     */
    public CommandExecutor(Collection<? extends NodeLink> links, Duration timeout, Clock clock, Executor commands) {
        links.forEach(l -> this.links.put(l.node().name(), l));
        this.timeout = timeout;
        this.clock = clock;
        this.commands = commands;
    }

    /** {@link #play} on the command pool; completes with the outcome, never exceptionally. */
    public CompletableFuture<CommandOutcome> playAsync(String node, PlayArgs args) {
        return async(node, () -> play(node, args));
    }

    /** {@link #stop} on the command pool; completes with the outcome, never exceptionally. */
    public CompletableFuture<CommandOutcome> stopAsync(String node, String sessionId) {
        return async(node, () -> stop(node, sessionId));
    }

    /** {@link #rate} on the command pool; completes with the outcome, never exceptionally. */
    public CompletableFuture<CommandOutcome> rateAsync(String node, String sessionId, double rate) {
        return async(node, () -> rate(node, sessionId, rate));
    }

    /** {@link #move} on the command pool (its play and stop run one after the other there); never exceptionally. */
    public CompletableFuture<MoveOutcome> moveAsync(String sessionId, String source, String target) {
        CompletableFuture<MoveOutcome> f = new CompletableFuture<>();
        submit(f, () -> move(sessionId, source, target), e -> new MoveOutcome.NotMoved(sessionId, source, target,
                "internal error (see the log)"));
        return f;
    }

    private CompletableFuture<CommandOutcome> async(String node, Supplier<CommandOutcome> command) {
        CompletableFuture<CommandOutcome> f = new CompletableFuture<>();
        submit(f, command, e -> new CommandOutcome.Failed(node, null, "internal error (see the log)"));
        return f;
    }

    private <T> void submit(CompletableFuture<T> f, Supplier<T> command, Function<Throwable, T> failed) {
        try {
            commands.execute(() -> {
                try {
                    f.complete(command.get());
                } catch (RuntimeException e) {
                    LOG.error("node command failed", e);
                    f.complete(failed.apply(e));
                }
            });
        } catch (RejectedExecutionException e) {
            LOG.warn("node command not run: the command pool refused it", e);
            f.complete(failed.apply(e));
        }
    }

    /** Commands to {@code link}'s node go over {@code link} from now on (a node added or changed). */
    public void put(NodeLink link) {
        links.put(link.node().name(), link);
    }

    /** Node {@code name} takes no further commands (retired); its link is closed by its owner. */
    public void remove(String name) {
        links.remove(name);
    }

    /** Starts a session on {@code node}. */
    public CommandOutcome play(String node, PlayArgs args) {
        return run(node, l -> AgentCommands.play(l.node().agent(), args), args.sessionId(), true);
    }

    /** Stops a session on {@code node}. */
    public CommandOutcome stop(String node, String sessionId) {
        return run(node, l -> AgentCommands.stop(l.node().agent(), sessionId), sessionId, false);
    }

    /** Changes a session's playback rate on {@code node}. */
    public CommandOutcome rate(String node, String sessionId, double rate) {
        return run(node, l -> AgentCommands.rate(l.node().agent(), sessionId, rate), sessionId, false);
    }

    /**
     * Make-before-break move: read the session on the source, start it on the target at the source's current
     * position (same id, rate, quality), and only once the target confirmed stop it on the source. On any
     * failure before that confirmation the source keeps playing; a target that may have started anyway (its
     * answer was lost) is sent a stop.
     */
    public MoveOutcome move(String sessionId, String source, String target) {
        if (source.equals(target)) {
            return new MoveOutcome.NotMoved(sessionId, source, target, "source and target are the same node");
        }
        ReportedSession s;
        long readAt;
        try {
            s = sessionOn(source, sessionId);
            readAt = clock.millis();
        } catch (ProtocolException | NodeException | IllegalArgumentException e) {
            return new MoveOutcome.NotMoved(sessionId, source, target, "cannot read the session on " + source + ": "
                    + e.getMessage());
        }
        // The status line is a moment old by now: continue where the source will be, not where it was.
        long position = s.positionMs() + Math.round(Math.max(0, clock.millis() - readAt) * s.rate());
        PlayArgs args = new PlayArgs(sessionId, s.cameraId(), s.beginMs(), position, s.rate(), s.quality());
        CommandOutcome started = play(target, args);
        if (!(started instanceof CommandOutcome.Done done)) {
            if (started instanceof CommandOutcome.Failed) {
                CommandOutcome cleanup = stop(target, sessionId);
                LOG.info("move of {}: cleanup stop on {} after a failed start: {}", sessionId, target,
                        cleanup.describe());
            }
            return new MoveOutcome.NotMoved(sessionId, source, target, "target did not start it: "
                    + started.describe());
        }
        CommandOutcome stopped = stop(source, sessionId);
        if (!stopped.ok()) {
            return new MoveOutcome.SourceNotStopped(sessionId, source, target, done.url(), stopped.describe());
        }
        return new MoveOutcome.Moved(sessionId, source, target, done.url(), position);
    }

    /** The session as {@code vodnode status} on {@code node} reports it now. */
    public ReportedSession sessionOn(String node, String sessionId) throws NodeException, ProtocolException {
        NodeLink link = link(node);
        ExecResult r = link.exec(AgentCommands.status(link.node().agent()), timeout);
        StatusReply status = VodnodeParser.parseStatus(r.stdout());
        return status.sessions().stream().filter(x -> x.id().equals(sessionId)).findFirst()
                .orElseThrow(() -> new ProtocolException(0, "no session " + sessionId + " on " + node));
    }

    private interface Command {
        String build(NodeLink link);
    }

    private CommandOutcome run(String node, Command command, String sessionId, boolean urlRequired) {
        NodeLink link;
        String line;
        try {
            link = link(node);
            line = command.build(link);
        } catch (IllegalArgumentException e) {
            return new CommandOutcome.Failed(node, null, e.getMessage());
        }
        ExecResult r;
        try {
            r = link.exec(line, timeout);
        } catch (NodeException e) {
            return new CommandOutcome.Failed(node, e.kind(), e.getMessage());
        }
        try {
            CommandReply reply = VodnodeParser.parseCommandReply(r.stdout());
            if (reply instanceof CommandReply.Refused refused) {
                return new CommandOutcome.Refused(node, refused.code(), refused.message());
            }
            CommandReply.Ok ok = (CommandReply.Ok) reply;
            if (!ok.sessionId().equals(sessionId)) {
                return new CommandOutcome.Failed(node, null, node + " confirmed session " + ok.sessionId()
                        + " instead of " + sessionId);
            }
            if (urlRequired && ok.url() == null) {
                return new CommandOutcome.Failed(node, null, node + " confirmed without a stream url");
            }
            return new CommandOutcome.Done(node, ok.sessionId(), ok.url());
        } catch (ProtocolException e) {
            String hint = r.exitStatus() != 0 ? " (exit " + r.exitStatus() + ": " + r.firstErrorLine() + ")" : "";
            return new CommandOutcome.Failed(node, null, "garbled answer from " + node + ": " + e.getMessage()
                    + PollReading.shorten(hint));
        }
    }

    private NodeLink link(String node) {
        NodeLink link = links.get(node);
        if (link == null) {
            throw new IllegalArgumentException("no node " + node + " in the cluster");
        }
        return link;
    }
}
