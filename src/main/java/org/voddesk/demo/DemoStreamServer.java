package org.voddesk.demo;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The demo cluster's HLS server: one HTTP server on loopback for all the demo's nodes (the JDK's
 * {@code com.sun.net.httpserver}), a node's streams under {@code /<node>/}. One server rather than a port per node:
 * the demo runs up to hundreds of nodes (the benchmarks' 200), and a port and a thread pool each would buy nothing
 * a path does not; a node that is down answers 503 under its path, as its own server would not answer at all.
 * Requests are served by {@link DemoStreamRequests} on two daemon threads of the server's own.
 */
public final class DemoStreamServer implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(DemoStreamServer.class);
    private static final String NODELAY = "sun.net.httpserver.nodelay";

    private final HttpServer server;
    private final ExecutorService threads;

    private DemoStreamServer(HttpServer server, ExecutorService threads) {
        this.server = server;
        this.threads = threads;
    }

    /** Starts serving {@code registry}'s nodes on a free port of 127.0.0.1. */
    static DemoStreamServer start(NodeRegistry registry, DemoVideo video) throws IOException {
        // The JDK server writes a response's headers and body apart; with Nagle's algorithm on, the body then waits
        // for the client's delayed ACK, about 40 ms a request on loopback (a player's first segment took 105 ms
        // instead of 25). The module jdk.httpserver documents this property; it is read when the first server is
        // made, and a value the user set is kept.
        if (System.getProperty(NODELAY) == null) {
            System.setProperty(NODELAY, "true");
        }
        HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 32);
        ExecutorService threads = Executors.newFixedThreadPool(2, DemoCluster.daemonThreads("demo-video-"));
        server.setExecutor(threads);
        server.createContext("/", new DemoStreamRequests(registry, video));
        startAsDaemon(server);
        LOG.info("demo video served on {}", server.getAddress());
        return new DemoStreamServer(server, threads);
    }

    /**
     * Starts {@code server} from a daemon thread: the JDK server's dispatcher thread takes its daemon flag from the
     * thread that starts it, so a demo that is never closed (a console ended by its window) does not keep its JVM
     * alive.
     */
    private static void startAsDaemon(HttpServer server) throws IOException {
        Thread starter = new Thread(server::start, "demo-video-start");
        starter.setDaemon(true);
        starter.start();
        try {
            starter.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            server.stop(0);
            throw new IOException("interrupted while starting the demo's video server", e);
        }
    }

    /** Where the server is reached: {@code http://127.0.0.1:PORT}. */
    public String base() {
        InetSocketAddress address = server.getAddress();
        return "http://" + address.getAddress().getHostAddress() + ":" + address.getPort();
    }

    /** Stops serving at once, dropping open exchanges. */
    @Override
    public void close() {
        server.stop(0);
        threads.shutdownNow();
    }
}
