package org.voddesk.bench;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import org.voddesk.core.Role;
import org.voddesk.store.PasswordHasher;
import org.voddesk.store.Store;
import org.voddesk.store.StoreSettings;
import org.voddesk.wire.tls.KnownServers;

/**
 * A control room on this machine for a console that is a desk: the demo nodes in a process of their own
 * ({@link DemoNodesProcess}) and {@code voddesk server} over them in another ({@link ServerProcess}), on a database
 * that holds the bench's supervisors; the server's key is trusted in {@link #known}.
 */
final class ServedCluster implements AutoCloseable {
    private final DemoNodesProcess nodes;
    private final ServerProcess server;
    private final KnownServers known;

    private ServedCluster(DemoNodesProcess nodes, ServerProcess server, KnownServers known) {
        this.nodes = nodes;
        this.server = server;
        this.known = known;
    }

    /** Starts {@code nodes} nodes of {@code perNode} sessions and a server over them, with supervisor {@code user}. */
    static ServedCluster start(int nodeCount, int perNode, Path dir, String user, String password)
            throws IOException, InterruptedException {
        Path db = dir.resolve("server.db");
        supervisors(db, List.of(user), password);
        DemoNodesProcess nodes = DemoNodesProcess.start(nodeCount, perNode, dir);
        try {
            ServerProcess server = ServerProcess.start(dir.resolve(DemoNodesProcess.CLUSTER_FILE), db, dir, List.of());
            KnownServers known = new KnownServers(dir.resolve("known_servers"));
            known.accept(server.address(), server.fingerprint());
            return new ServedCluster(nodes, server, known);
        } catch (IOException | InterruptedException | RuntimeException e) {
            nodes.close();
            throw e;
        }
    }

    /**
     * Makes supervisors {@code names} on database {@code db}, their password hashed at the least cost (the server
     * hashes it again at the shipped cost at their first login).
     */
    static void supervisors(Path db, List<String> names, String password) {
        Clock clock = Clock.systemUTC();
        try (Store store = Store.open(db, StoreSettings.DEFAULT.withPasswordIterations(
                PasswordHasher.MIN_ITERATIONS))) {
            names.forEach(n -> store.users().create(n, Role.SUPERVISOR, password.toCharArray(), clock.millis()));
        }
    }

    ServerProcess server() {
        return server;
    }

    KnownServers known() {
        return known;
    }

    @Override
    public void close() throws InterruptedException {
        try {
            server.close();
        } finally {
            nodes.close();
        }
    }
}
