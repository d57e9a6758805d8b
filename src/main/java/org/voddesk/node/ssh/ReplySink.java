package org.voddesk.node.ssh;

import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.CompletableFuture;

/**
 * Where JSch's session thread writes one stream of an exec channel. It keeps at most {@code limit} bytes and
 * completes {@link #closed()} when JSch closes it (stdout at the remote's EOF, stderr when the channel closes),
 * so the caller waits on a future with a deadline instead of polling the channel.
 */
final class ReplySink extends OutputStream {
    private final int limit;
    private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    private final CompletableFuture<Void> closed = new CompletableFuture<>();
    private boolean overflowed;

    ReplySink(int limit) {
        this.limit = limit;
    }

    @Override
    public synchronized void write(int b) {
        write(new byte[] {(byte) b}, 0, 1);
    }

    @Override
    public synchronized void write(byte[] b, int off, int len) {
        int room = limit - bytes.size();
        if (len > room) {
            overflowed = true;
        }
        bytes.write(b, off, Math.max(0, Math.min(room, len)));
    }

    @Override
    public void close() {
        closed.complete(null);
    }

    CompletableFuture<Void> closed() {
        return closed;
    }

    synchronized boolean overflowed() {
        return overflowed;
    }

    synchronized String text() {
        return bytes.toString(StandardCharsets.UTF_8);
    }
}
