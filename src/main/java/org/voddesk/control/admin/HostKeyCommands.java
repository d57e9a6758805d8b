package org.voddesk.control.admin;

import java.io.IOException;
import java.time.Clock;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.Principal;
import org.voddesk.control.cluster.ClusterClient;
import org.voddesk.control.state.Audit;
import org.voddesk.control.state.CommandRunner;
import org.voddesk.core.HostKeyVerdict;
import org.voddesk.core.NodeConfig;
import org.voddesk.core.ProbeReport;
import org.voddesk.store.Store;

/**
 * Host-key decisions and test connections (Settings screen). A supervisor accepts a first-contact key only if the
 * fingerprint they were shown is the one the node offers now (a fresh connection; never blind), and replaces a
 * changed key only through the explicit replace command (after a legitimate reinstall), audited louder. The
 * connection itself runs on the work executor, between two steps on the loop thread ({@code Control}).
 */
public final class HostKeyCommands {
    private static final Logger LOG = LoggerFactory.getLogger(HostKeyCommands.class);

    private final Store store;
    private final Clock clock;
    private final Audit audit;
    private final Roles roles;
    private final ClusterClient client;
    private final CommandRunner loop;
    private final LiveNodes live;

    /** @param loop runs a step on the loop thread and returns its result ({@code Control}'s own way) */
    public HostKeyCommands(Store store, Clock clock, Audit audit, Roles roles, ClusterClient client,
            CommandRunner loop, LiveNodes live) {
        this.store = store;
        this.clock = clock;
        this.audit = audit;
        this.roles = roles;
        this.client = client;
        this.loop = loop;
        this.live = live;
    }

    /**
     * Checks the user and the fields on the loop, connects on the work executor; stores nothing. Completes on the
     * work executor, never exceptionally.
     */
    public CompletableFuture<CommandResult<ProbeReport>> testConnectionAsync(Principal by, NodeConfig node) {
        return loop.<NodeConfig>loopAsync("testing a connection", () -> {
            String why = roles.userRefusal(by, "node.test", null);
            if (why != null) {
                return CommandResult.failed("Log in first (" + why + ").");
            }
            if (node == null) {
                return CommandResult.failed("No node given to test.");
            }
            try {
                return CommandResult.ok("Valid.", NodeChecks.readableKey(node));
            } catch (IllegalArgumentException e) {
                return CommandResult.failed("Cannot test the node: " + e.getMessage() + ".");
            }
        }).thenCompose(checked -> !checked.ok() ? done(CommandResult.failed(checked.message()))
                : loop.workAsync("testing a connection", () -> summary(probe(checked.value()))));
    }

    /** The blocking form of {@link #testConnectionAsync}; refused on the loop thread (it would wait for SSH). */
    public CommandResult<ProbeReport> testConnection(Principal by, NodeConfig node) {
        if (loop.onLoopThread()) {
            return CommandResult.failed("A test connection must not run on the control loop's thread.");
        }
        return CommandResult.await("testing a connection", testConnectionAsync(by, node));
    }

    /**
     * Checks the role and finds the node on the loop, connects on the work executor, then decides and records
     * on the loop (the role is checked again there, at the moment of the change). Never completes exceptionally.
     */
    public CompletableFuture<CommandResult<ProbeReport>> decideAsync(Principal by, String node, String fingerprint,
                                                                     boolean replace) {
        String action = replace ? "hostkey.replace" : "hostkey.accept";
        return loop.<NodeConfig>loopAsync("checking a host key", () -> {
            String refused = roles.refusal(by, action, "node " + node);
            if (refused != null) {
                return CommandResult.failed(refused);
            }
            try {
                NodeConfig c = target(node);
                return c == null ? CommandResult.failed("There is no node " + node + ".")
                        : CommandResult.ok("Node found.", c);
            } catch (IllegalArgumentException e) {
                return CommandResult.failed("Node " + node + " cannot be reached as stored: " + e.getMessage() + ".");
            }
        }).thenCompose(target -> !target.ok() ? done(CommandResult.<ProbeReport>failed(target.message()))
                : loop.workAsync("checking a host key", () -> CommandResult.ok("Probed.", probe(target.value())))
                .thenCompose(probed -> !probed.ok() ? done(probed)
                        : loop.loopAsync("recording a host key", () -> decide(by, fingerprint, probed.value(),
                        replace))));
    }

    /** The blocking form of {@link #decideAsync}; refused on the loop thread (it would wait for SSH). */
    public CommandResult<ProbeReport> decide(Principal by, String node, String fingerprint, boolean replace) {
        if (loop.onLoopThread()) {
            return CommandResult.failed("A host-key decision connects to the node; it must not run on the control"
                    + " loop's thread.");
        }
        return CommandResult.await("checking a host key", decideAsync(by, node, fingerprint, replace));
    }

    private static <T> CompletableFuture<CommandResult<T>> done(CommandResult<T> r) {
        return CompletableFuture.completedFuture(r);
    }

    /** The node to check: the running cluster's, else the stored one of that name; or {@code null}. */
    NodeConfig target(String name) {
        Optional<NodeConfig> running = name == null ? Optional.empty() : client.cluster().node(name);
        if (running.isPresent()) {
            return running.get();
        }
        return name == null ? null : store.nodes().find(name).map(NodeChecks::readableKey).orElse(null);
    }

    ProbeReport probe(NodeConfig node) {
        return client.ssh().probe(node);
    }

    /** A test connection's result: ok when the login worked and the agent answered; the report either way. */
    static CommandResult<ProbeReport> summary(ProbeReport r) {
        String key = r.fingerprint() == null ? "no host key was offered"
                : "host key " + r.keyType() + " " + r.fingerprint() + " is " + switch (r.verdict()) {
                    case KNOWN -> "known";
                    case UNKNOWN -> "NOT known (first contact: a supervisor may accept it)";
                    case CHANGED -> "CHANGED from the known one";
                };
        String text = r.node() + " (" + r.address() + "): " + (r.reachable() ? "reachable" : "not reachable")
                + "; " + key + "; " + r.reason() + ".";
        return r.reachable() && r.agentProtocol() != null ? CommandResult.ok(text, r) : CommandResult.failed(text, r);
    }

    /**
     * Records the key of {@code probe} if it is the one the supervisor saw.
     *
     * @param replace whether a changed key may replace the known one
     */
    CommandResult<ProbeReport> decide(Principal by, String seen, ProbeReport probe, boolean replace) {
        String action = replace ? "hostkey.replace" : "hostkey.accept";
        String subject = "node " + probe.node();
        String refused = roles.refusal(by, action, subject);
        if (refused != null) {
            return CommandResult.failed(refused, probe);
        }
        if (probe.fingerprint() == null) {
            return CommandResult.failed("Node " + probe.node() + " offered no host key (" + probe.reason()
                    + "); nothing was recorded.", probe);
        }
        if (!probe.fingerprint().equals(seen == null ? null : seen.strip())) {
            audit.log(clock.millis(), by, action + ".mismatch", subject,
                    "seen " + seen + ", offered now " + probe.fingerprint());
            return CommandResult.failed("Node " + probe.node() + " now offers " + probe.keyType() + " "
                    + probe.fingerprint() + ", not the " + seen + " you were shown; nothing was recorded."
                    + " Check the key on the node (ssh-keygen -lf) before accepting.", probe);
        }
        if (probe.verdict() == HostKeyVerdict.KNOWN) {
            return CommandResult.ok("Node " + probe.node() + "'s key " + probe.fingerprint()
                    + " is known already; nothing to record.", probe);
        }
        if (probe.verdict() == HostKeyVerdict.CHANGED && !replace) {
            return CommandResult.failed("Node " + probe.node() + "'s host key CHANGED to " + probe.fingerprint()
                    + "; it was not accepted. If the node was reinstalled, replace the key explicitly"
                    + " (it removes the old one from known_hosts).", probe);
        }
        return record(by, probe, subject);
    }

    private CommandResult<ProbeReport> record(Principal by, ProbeReport probe, String subject) {
        String what = probe.keyType() + " " + probe.fingerprint() + " as " + probe.hostName();
        try {
            if (probe.verdict() == HostKeyVerdict.CHANGED) {
                List<String> old = client.ssh().knownHosts().replace(probe.hostName(), probe.offeredKey());
                audit.log(clock.millis(), by, "hostkey.replace", subject, "HOST KEY REPLACED: removed "
                        + old + ", now trusts " + what + " in " + client.ssh().knownHosts().file());
                LOG.warn("{} replaced the host key of {}: removed {}, now {}", by.name(), probe.node(), old, what);
            } else {
                client.ssh().knownHosts().accept(probe.hostName(), probe.offeredKey());
                audit.log(clock.millis(), by, "hostkey.accept", subject, "trusts " + what + " in "
                        + client.ssh().knownHosts().file());
            }
        } catch (IOException e) {
            return CommandResult.failed("known_hosts was not changed: " + e.getMessage() + ".", probe);
        }
        Optional<NodeConfig> running = client.cluster().node(probe.node());
        running.ifPresent(live::applied); // a fresh link: only this node reconnects, with the key now trusted
        boolean polled = running.isPresent();
        return CommandResult.ok((probe.verdict() == HostKeyVerdict.CHANGED ? "Replaced" : "Accepted") + " the host key of "
                + probe.node() + " (" + probe.fingerprint() + ")." + (polled
                ? " It is polled normally from the next round." : " The node is not in the running cluster;"
                + " the key is used when it is."), probe);
    }
}
