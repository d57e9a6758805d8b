package org.voddesk.demo;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.security.KeyPair;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;
import org.apache.sshd.common.config.keys.KeyUtils;
import org.apache.sshd.core.CoreModuleProperties;
import org.apache.sshd.server.ServerBuilder;
import org.apache.sshd.server.auth.pubkey.UserAuthPublicKeyFactory;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * An embedded demo cluster: N simulated VOD nodes served over SSH on loopback by one Apache MINA SSHD server, each
 * node on its own port with its own host key, all accepting one client key (public-key authentication only); the
 * keys are fresh at each start or come from a key directory ({@link DemoKeySet}). The nodes answer what a real
 * node with the {@code vodnode} agent answers, and their sessions' streams are served as HLS over HTTP on loopback
 * ({@link DemoStreamServer}, {@link DemoVideo}).
 *
 * <p>Fault hooks let tests and the console's demo show failure handling: {@link #kill} closes a node's port and
 * connections (and {@link #revive} opens it again), {@link #hangNextCommand} makes its next command never answer,
 * {@link #garbleNextReply} makes its next reply garbage ({@link #garbleNextReplyTo}: its next reply to one kind of
 * command).
 */
public final class DemoCluster implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(DemoCluster.class);
    /** Channels per connection, as OpenSSH's default {@code MaxSessions 10}. */
    static final int MAX_CHANNELS = 10;

    private final DemoClusterConfig config;
    private final KeyPair clientKey;
    private final NodeRegistry registry;
    private final DemoSshServer server;
    private final DemoStreamServer streams;
    private final ExecutorService ownExecutor;

    private DemoCluster(DemoClusterConfig config, KeyPair clientKey, NodeRegistry registry, DemoSshServer server,
                        DemoStreamServer streams, ExecutorService ownExecutor) {
        this.config = config;
        this.clientKey = clientKey;
        this.registry = registry;
        this.server = server;
        this.streams = streams;
        this.ownExecutor = ownExecutor;
    }

    /** Starts a cluster that runs its commands on a small executor of its own (closed with the cluster). */
    public static DemoCluster start(DemoClusterConfig config, Clock clock) throws IOException {
        return start(config, clock, DemoKeySet.fresh());
    }

    /**
     * Starts a cluster, as {@link #start(DemoClusterConfig, Clock)}, whose client and host keys come from
     * {@code keys} (a key directory keeps them across starts).
     */
    public static DemoCluster start(DemoClusterConfig config, Clock clock, DemoKeySet keys) throws IOException {
        ExecutorService executor = Executors.newFixedThreadPool(2, daemonThreads("demo-node-cmd-"));
        try {
            return start(config, clock, keys, executor, executor);
        } catch (IOException | RuntimeException e) {
            executor.shutdownNow();
            throw e;
        }
    }

    /** Starts a cluster that runs its commands on {@code commands}, which the caller owns. */
    public static DemoCluster start(DemoClusterConfig config, Clock clock, ExecutorService commands)
            throws IOException {
        return start(config, clock, DemoKeySet.fresh(), commands, null);
    }

    private static DemoCluster start(DemoClusterConfig config, Clock clock, DemoKeySet keys,
                                     ExecutorService commands, ExecutorService owned) throws IOException {
        KeyPair clientKey = keys.clientKey();
        NodeRegistry registry = new NodeRegistry();
        DemoSshServer server = newServer(config, clientKey, registry, commands);
        DemoCatalogue catalogue = DemoCatalogue.standard();
        DemoStreamServer streams = DemoStreamServer.start(registry, DemoVideo.load());
        try {
            for (int i = 0; i < config.nodes(); i++) {
                InetSocketAddress address = bind(server, config, i);
                DemoNodeConfig nodeConfig =
                        DemoNodeConfig.standard(DemoClusterConfig.nodeName(i), config.seed() * 7919 + i);
                DemoNode node = new DemoNode(config.noise() ? nodeConfig : nodeConfig.withoutNoise(), catalogue, clock,
                        streams.base());
                InitialSessions.seed(node, config.sessionsPerNode(), nodeConfig.seed(), clock);
                registry.add(new ServedNode(node, address, keys.hostKey(node.name()), config.agent()));
            }
        } catch (IOException | RuntimeException e) {
            server.stop(true);
            streams.close();
            throw e;
        }
        LOG.info("demo cluster of {} nodes listening on {}", config.nodes(), server.getBoundAddresses());
        return new DemoCluster(config, clientKey, registry, server, streams, owned);
    }

    private static DemoSshServer newServer(DemoClusterConfig config, KeyPair clientKey, NodeRegistry registry,
                                           ExecutorService commands) {
        DemoSshServer server = (DemoSshServer) ServerBuilder.builder().factory(DemoSshServer::new).build();
        CoreModuleProperties.TCP_NODELAY.set(server, true);
        // like OpenSSH's defaults, an idle connection stays open: the console keeps one session per node
        CoreModuleProperties.IDLE_TIMEOUT.set(server, Duration.ZERO);
        server.setChannelFactories(List.of(new CappedSessionChannels(MAX_CHANNELS)));
        server.setKeyPairProvider(new HostKeysByPort(registry));
        server.setUserAuthFactories(List.of(new UserAuthPublicKeyFactory()));
        server.setPasswordAuthenticator(null);
        server.setKeyboardInteractiveAuthenticator(null);
        server.setPublickeyAuthenticator((user, key, session) ->
                config.user().equals(user) && KeyUtils.compareKeys(key, clientKey.getPublic()));
        NodeShell shell = new DemoShell();
        server.setCommandFactory((channel, command) ->
                new DemoExecCommand(registry.forConnection(channel.getSession()), command, shell, commands));
        return server;
    }

    private static InetSocketAddress bind(DemoSshServer server, DemoClusterConfig config, int i) throws IOException {
        int port = config.basePort() == 0 ? 0 : config.basePort() + i;
        try {
            if (i == 0) {
                server.setHost(DemoClusterConfig.HOST);
                server.setPort(port);
                server.start();
                return new InetSocketAddress(DemoClusterConfig.HOST, server.getPort());
            }
            return server.listen(new InetSocketAddress(DemoClusterConfig.HOST, port));
        } catch (IOException e) {
            throw new IOException("cannot listen on " + DemoClusterConfig.HOST + ":" + port + " for node "
                    + DemoClusterConfig.nodeName(i) + ": " + e.getMessage(), e);
        }
    }

    public DemoClusterConfig config() {
        return config;
    }

    /** The key pair every node accepts (for user {@link DemoClusterConfig#user()}). */
    public KeyPair clientKey() {
        return clientKey;
    }

    /** The nodes' addresses and host keys, in node order. */
    public List<DemoEndpoint> endpoints() {
        List<DemoEndpoint> result = new ArrayList<>();
        for (ServedNode n : registry.all()) {
            result.add(new DemoEndpoint(n.model().name(), n.address().getHostString(), n.address().getPort(),
                    n.hostKey().getPublic(), n.model().config().bandwidthBps()));
        }
        return result;
    }

    /** The model behind a node, to inspect its sessions and load. */
    public DemoNode node(String name) {
        return registry.byName(name).model();
    }

    /** Closes a node's port and drops its connections, as if the host went down. */
    public void kill(String name) {
        ServedNode node = registry.byName(name);
        server.silence(node.address());
        node.setUp(false);
        LOG.info("demo node {} killed", name);
    }

    /** Opens a killed node's port again (its sessions kept, as after a network outage). */
    public void revive(String name) throws IOException {
        ServedNode node = registry.byName(name);
        if (!node.isUp()) {
            server.listen(node.address());
            node.setUp(true);
            LOG.info("demo node {} revived", name);
        }
    }

    /** Whether a node's port is open. */
    public boolean isUp(String name) {
        return registry.byName(name).isUp();
    }

    /** SSH connections the nodes accepted so far, all nodes together (each reconnect counts). */
    public int sessionsOpened() {
        return server.sessionsOpened();
    }

    /** The node's next command never answers; each call hangs one more command. */
    public void hangNextCommand(String name) {
        registry.byName(name).faults().armHang();
    }

    /** The node's next command is held, unanswered, until the returned hold is released; each call holds one more. */
    public CommandHold holdNextCommand(String name) {
        return registry.byName(name).faults().armHold();
    }

    /** The node's next command answers garbage (with exit status 0); each call garbles one more reply. */
    public void garbleNextReply(String name) {
        registry.byName(name).faults().armGarbage();
    }

    /**
     * The node's next {@code command} ({@code status}, {@code play}, {@code stop}, {@code rate}) answers garbage
     * (with exit status 0), whatever commands come before it; each call garbles one more.
     */
    public void garbleNextReplyTo(String name, String command) {
        registry.byName(name).faults().armGarbageFor(command);
    }

    /** Where the nodes' streams are served: {@code http://127.0.0.1:PORT}. */
    public String streamBase() {
        return streams.base();
    }

    /** Stops the SSH and HLS servers, dropping every connection, and the executor the cluster made itself. */
    @Override
    public void close() {
        try {
            server.stop(true);
        } catch (IOException e) {
            LOG.warn("demo cluster did not stop cleanly", e);
        } finally {
            streams.close();
            if (ownExecutor != null) {
                ownExecutor.shutdownNow();
            }
        }
    }

    static ThreadFactory daemonThreads(String prefix) {
        AtomicInteger count = new AtomicInteger();
        ThreadFactory base = Executors.defaultThreadFactory();
        return r -> {
            Thread t = base.newThread(r);
            t.setName(prefix + count.incrementAndGet());
            t.setDaemon(true);
            return t;
        };
    }
}
