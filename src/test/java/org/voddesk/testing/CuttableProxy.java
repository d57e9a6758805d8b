package org.voddesk.testing;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A TCP relay on 127.0.0.1 in front of a server, whose connections a test cuts as a network would ({@link #cut}):
 * both sides see their connection end, and the next connection goes through again. It copies bytes as they are (TLS
 * passes through it untouched); {@link #refuse} makes it turn new connections away, as a server that is down.
 */
public final class CuttableProxy implements AutoCloseable {
    private final ServerSocket listening;
    private final InetSocketAddress target;
    private final ExecutorService threads = Executors.newCachedThreadPool(r -> {
        Thread t = new Thread(r, "cuttable-proxy");
        t.setDaemon(true);
        return t;
    });
    private final List<Socket> open = new CopyOnWriteArrayList<>();
    private final AtomicInteger accepted = new AtomicInteger();
    private volatile boolean refusing;

    public CuttableProxy(String host, int port) throws IOException {
        this.target = new InetSocketAddress(host, port);
        this.listening = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        threads.execute(this::accept);
    }

    /** The port it listens on, on 127.0.0.1. */
    public int port() {
        return listening.getLocalPort();
    }

    /** How many connections it has taken so far. */
    public int accepted() {
        return accepted.get();
    }

    /** Ends every connection through it now (both sides); later ones go through unless {@link #refuse}d. */
    public void cut() {
        for (Socket s : open) {
            close(s);
        }
        open.clear();
    }

    /** Turns new connections away (closes them at once) while {@code refuse}. */
    public void refuse(boolean refuse) {
        this.refusing = refuse;
    }

    private void accept() {
        while (!listening.isClosed()) {
            try {
                Socket client = listening.accept();
                if (refusing) {
                    close(client);
                    continue;
                }
                accepted.incrementAndGet();
                Socket server = new Socket(target.getAddress(), target.getPort());
                open.add(client);
                open.add(server);
                threads.execute(() -> pump(client, server));
                threads.execute(() -> pump(server, client));
            } catch (IOException e) {
                // closed, or the target refused: the client sees its connection end
            }
        }
    }

    private static void pump(Socket from, Socket to) {
        byte[] buffer = new byte[16 * 1024];
        try (InputStream in = from.getInputStream(); OutputStream out = to.getOutputStream()) {
            for (int n = in.read(buffer); n >= 0; n = in.read(buffer)) {
                out.write(buffer, 0, n);
                out.flush();
            }
        } catch (IOException e) {
            // cut
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
        cut();
        threads.shutdownNow();
    }
}
