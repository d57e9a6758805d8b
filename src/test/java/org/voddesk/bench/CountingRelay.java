package org.voddesk.bench;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicLong;
import org.voddesk.wire.ServerAddress;

/**
 * A TCP relay on 127.0.0.1 in front of a server that counts the bytes it carries each way, as they are on the wire
 * (TLS records, HTTP/2 frames and all: it does not read them). One per console, so that each console's received
 * bytes are its own.
 */
final class CountingRelay implements AutoCloseable {
    private final ServerSocket listening;
    private final ServerAddress target;
    private final ExecutorService threads;
    private final List<Socket> open = new CopyOnWriteArrayList<>();
    private final AtomicLong toClient = new AtomicLong();
    private final AtomicLong toServer = new AtomicLong();

    CountingRelay(ServerAddress target, String name) throws IOException {
        this.target = target;
        this.listening = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        this.threads = Executors.newCachedThreadPool(r -> {
            Thread t = new Thread(r, "relay-" + name);
            t.setDaemon(true);
            return t;
        });
        threads.execute(this::accept);
    }

    /** Where a client connects. */
    ServerAddress address() {
        return new ServerAddress("127.0.0.1", listening.getLocalPort());
    }

    /** The bytes carried from the server to the client so far. */
    long toClient() {
        return toClient.get();
    }

    /** The bytes carried from the client to the server so far. */
    long toServer() {
        return toServer.get();
    }

    private void accept() {
        while (!listening.isClosed()) {
            try {
                Socket client = listening.accept();
                Socket server = new Socket(target.host(), target.port());
                client.setTcpNoDelay(true);
                server.setTcpNoDelay(true);
                open.add(client);
                open.add(server);
                threads.execute(() -> pump(client, server, toServer));
                threads.execute(() -> pump(server, client, toClient));
            } catch (IOException e) {
                // closed, or the server refused: the client sees its connection end
            }
        }
    }

    private static void pump(Socket from, Socket to, AtomicLong count) {
        byte[] buffer = new byte[64 * 1024];
        try (InputStream in = from.getInputStream(); OutputStream out = to.getOutputStream()) {
            for (int n = in.read(buffer); n >= 0; n = in.read(buffer)) {
                out.write(buffer, 0, n);
                count.addAndGet(n);
            }
        } catch (IOException e) {
            // closed
        } finally {
            close(from);
            close(to);
        }
    }

    private static void close(Socket s) {
        try {
            s.close();
        } catch (IOException e) {
            // closed already
        }
    }

    @Override
    public void close() {
        try {
            listening.close();
        } catch (IOException e) {
            // closed already
        }
        open.forEach(CountingRelay::close);
        threads.shutdownNow();
    }
}
