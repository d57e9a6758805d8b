package org.voddesk.demo;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpHandler;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.voddesk.core.Ids;

/**
 * Answers the demo's HLS requests: {@code GET /<node>/<session>/index.m3u8} with the session's live playlist
 * ({@link DemoPlaylist}) and {@code GET /<node>/<session>/<slot>.ts} with the segment of that second
 * ({@link DemoVideo}, in the session's quality). Anything else gets an HTTP error with a line of plain words: 400
 * for a garbled path, 404 for an unknown node, a session that is stopped, ended or unknown, or a segment not
 * published yet, 405 for a method other than GET and HEAD, 503 for a node that is down; 500 for a fault of ours,
 * logged, never a dropped connection.
 */
final class DemoStreamRequests implements HttpHandler {
    private static final Logger LOG = LoggerFactory.getLogger(DemoStreamRequests.class);
    private static final Pattern PATH = Pattern.compile("/([^/]+)/([^/]+)/([^/]+)");
    private static final Pattern SEGMENT = Pattern.compile("(\\d{1,9})\\.ts");
    private static final String PLAYLIST = "index.m3u8";

    private final NodeRegistry registry;
    private final DemoVideo video;

    DemoStreamRequests(NodeRegistry registry, DemoVideo video) {
        this.registry = registry;
        this.video = video;
    }

    @Override
    public void handle(HttpExchange exchange) throws IOException {
        try (exchange) {
            try {
                serve(exchange);
            } catch (RuntimeException e) {
                LOG.error("demo video request {} failed", exchange.getRequestURI(), e);
                reply(exchange, 500, "text/plain; charset=utf-8", words("the demo video server failed: " + e));
            }
        }
    }

    private void serve(HttpExchange exchange) throws IOException {
        String method = exchange.getRequestMethod();
        if (!method.equals("GET") && !method.equals("HEAD")) {
            exchange.getResponseHeaders().set("Allow", "GET, HEAD");
            refuse(exchange, 405, "only GET and HEAD are served here, not " + method);
            return;
        }
        Matcher path = PATH.matcher(exchange.getRequestURI().getRawPath());
        if (!path.matches() || !Ids.isValid(path.group(1)) || !Ids.isValid(path.group(2))) {
            refuse(exchange, 400, "expected /<node>/<session>/index.m3u8 or /<node>/<session>/<n>.ts");
            return;
        }
        String nodeName = path.group(1);
        String sessionId = path.group(2);
        ServedNode node = registry.find(nodeName);
        if (node == null) {
            refuse(exchange, 404, "no demo node " + nodeName);
            return;
        }
        if (!node.isUp()) {
            refuse(exchange, 503, nodeName + " is down");
            return;
        }
        Optional<SessionNow> now = node.model().sessionNow(sessionId);
        if (now.isEmpty()) {
            refuse(exchange, 404, "no session " + sessionId + " on " + nodeName
                    + ": it was stopped, has ended or never started");
            return;
        }
        serveFile(exchange, path.group(3), now.get());
    }

    private void serveFile(HttpExchange exchange, String file, SessionNow now) throws IOException {
        DemoSession session = now.session();
        if (file.equals(PLAYLIST)) {
            exchange.getResponseHeaders().set("Cache-Control", "no-cache");
            reply(exchange, 200, "application/vnd.apple.mpegurl", words(DemoPlaylist.text(session, now.nowMs())));
            return;
        }
        Matcher segment = SEGMENT.matcher(file);
        if (!segment.matches()) {
            refuse(exchange, 400, "expected index.m3u8 or <n>.ts, got " + file);
            return;
        }
        long slot = Long.parseLong(segment.group(1));
        long current = DemoPlaylist.currentSlot(session, now.nowMs());
        if (slot > current + 1) {
            refuse(exchange, 404, "segment " + slot + " of session " + session.id() + " is not published yet (the "
                    + "playlist ends at " + current + ")");
            return;
        }
        reply(exchange, 200, "video/mp2t", video.segment(session.quality(), DemoPlaylist.secondShown(session, slot)));
    }

    private static void refuse(HttpExchange exchange, int status, String why) throws IOException {
        reply(exchange, status, "text/plain; charset=utf-8", words(why + "\n"));
    }

    private static void reply(HttpExchange exchange, int status, String type, byte[] body) throws IOException {
        exchange.getResponseHeaders().set("Content-Type", type);
        boolean head = exchange.getRequestMethod().equals("HEAD");
        exchange.sendResponseHeaders(status, head ? -1 : body.length);
        if (!head) {
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(body);
            }
        }
    }

    private static byte[] words(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }
}
