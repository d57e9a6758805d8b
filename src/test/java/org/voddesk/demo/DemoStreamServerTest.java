package org.voddesk.demo;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.voddesk.core.Quality;
import org.voddesk.testing.ManualClock;

/** The demo's HLS server on loopback, against one node on a manual clock. */
class DemoStreamServerTest {
    private final ManualClock clock = new ManualClock(Instant.parse("2026-11-28T10:00:00Z"));
    private final DemoVideo video = DemoVideo.load();
    private final NodeRegistry registry = new NodeRegistry();
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    private DemoStreamServer server;
    private DemoNode node;
    private ServedNode served;

    @BeforeEach
    void startServer() throws IOException {
        server = DemoStreamServer.start(registry, video);
        node = new DemoNode(DemoNodeConfig.standard("vod-2", 1).withoutNoise(), DemoCatalogue.standard(), clock,
                server.base());
        served = new ServedNode(node, new InetSocketAddress("127.0.0.1", 1), null, "vodnode");
        registry.add(served);
    }

    @AfterEach
    void stopServer() {
        server.close();
    }

    /** Plays {@code id} from 08:15:42 recorded time; returns its stream URL. */
    private String play(String id, Quality quality) {
        long position = Instant.parse("2026-11-28T08:15:42Z").toEpochMilli();
        AgentOutcome out = node.play(new PlayOrder(id, "cam-001", position, position, 1, quality));
        return ((AgentOutcome.Done) out).url();
    }

    private HttpResponse<byte[]> get(String url) throws Exception {
        return http.send(HttpRequest.newBuilder(URI.create(url)).build(), HttpResponse.BodyHandlers.ofByteArray());
    }

    private static String text(HttpResponse<byte[]> response) {
        return new String(response.body(), StandardCharsets.UTF_8);
    }

    @Test
    void theServerKeepsNoJvmAlive() {
        assertThat(Thread.getAllStackTraces().keySet()).filteredOn(t -> t.getName().startsWith("HTTP-Dispatcher"))
                .isNotEmpty().allMatch(Thread::isDaemon);
    }

    @Test
    void aSessionsUrlIsItsPlaylistOnThisServer() {
        assertThat(play("s1", Quality.MAIN)).isEqualTo(server.base() + "/vod-2/s1/index.m3u8")
                .startsWith("http://127.0.0.1:");
    }

    @Test
    void thePlaylistListsTheSegmentsOfTheSecondsPlayed() throws Exception {
        String url = play("s1", Quality.MAIN);
        clock.advance(Duration.ofMillis(2_500));

        HttpResponse<byte[]> playlist = get(url);

        assertThat(playlist.statusCode()).isEqualTo(200);
        assertThat(playlist.headers().firstValue("Content-Type")).hasValue("application/vnd.apple.mpegurl");
        assertThat(text(playlist)).startsWith("#EXTM3U\n").contains("0.ts\n", "1.ts\n", "2.ts\n");
    }

    @Test
    void aSegmentIsTheClipsSecondOfTheRecordedTimeInTheSessionsQuality() throws Exception {
        String main = play("s1", Quality.MAIN);
        String sub = play("s2", Quality.SUB);
        clock.advance(Duration.ofMillis(3_000));

        HttpResponse<byte[]> mainSegment = get(main.replace("index.m3u8", "3.ts"));
        HttpResponse<byte[]> subSegment = get(sub.replace("index.m3u8", "3.ts"));

        assertThat(mainSegment.statusCode()).isEqualTo(200);
        assertThat(mainSegment.headers().firstValue("Content-Type")).hasValue("video/mp2t");
        assertThat(mainSegment.body()).isEqualTo(video.segment(Quality.MAIN, 45));
        assertThat(subSegment.body()).isEqualTo(video.segment(Quality.SUB, 45));
    }

    @Test
    void aStoppedSessionsUrlAnswers404InWords() throws Exception {
        String url = play("s1", Quality.MAIN);
        node.stop("s1");

        HttpResponse<byte[]> playlist = get(url);
        HttpResponse<byte[]> segment = get(url.replace("index.m3u8", "0.ts"));

        assertThat(playlist.statusCode()).isEqualTo(404);
        assertThat(text(playlist)).isEqualTo("no session s1 on vod-2: it was stopped, has ended or never started\n");
        assertThat(segment.statusCode()).isEqualTo(404);
    }

    @Test
    void aSegmentNotPublishedYetAnswers404() throws Exception {
        String url = play("s1", Quality.MAIN);

        HttpResponse<byte[]> segment = get(url.replace("index.m3u8", "9.ts"));

        assertThat(segment.statusCode()).isEqualTo(404);
        assertThat(text(segment)).contains("segment 9 of session s1 is not published yet");
    }

    @Test
    void anUnknownNodeAnswers404() throws Exception {
        HttpResponse<byte[]> response = get(server.base() + "/vod-9/s1/index.m3u8");

        assertThat(response.statusCode()).isEqualTo(404);
        assertThat(text(response)).isEqualTo("no demo node vod-9\n");
    }

    @Test
    void aNodeThatIsDownAnswers503() throws Exception {
        String url = play("s1", Quality.MAIN);
        served.setUp(false);

        HttpResponse<byte[]> response = get(url);

        assertThat(response.statusCode()).isEqualTo(503);
        assertThat(text(response)).isEqualTo("vod-2 is down\n");
    }

    @Test
    void aGarbledPathAnswers400() throws Exception {
        play("s1", Quality.MAIN);
        for (String path : new String[] {"/", "/vod-2", "/vod-2/s1", "/vod-2/s%20x/index.m3u8", "/a/b/c/d",
                "/vod-2/s1/index.html", "/vod-2/s1/-1.ts", "/vod-2/s1/9999999999.ts", "/vod-2/s1/1.ts?x=/../"}) {
            HttpResponse<byte[]> response = get(server.base() + path);
            assertThat(response.statusCode()).as(path).isEqualTo(path.endsWith("?x=/../") ? 200 : 400);
        }
    }

    @Test
    void onlyGetAndHeadAreServed() throws Exception {
        String url = play("s1", Quality.MAIN);

        HttpResponse<byte[]> post = http.send(HttpRequest.newBuilder(URI.create(url))
                .POST(HttpRequest.BodyPublishers.ofString("x")).build(), HttpResponse.BodyHandlers.ofByteArray());
        HttpResponse<byte[]> head = http.send(HttpRequest.newBuilder(URI.create(url))
                .method("HEAD", HttpRequest.BodyPublishers.noBody()).build(), HttpResponse.BodyHandlers.ofByteArray());

        assertThat(post.statusCode()).isEqualTo(405);
        assertThat(post.headers().firstValue("Allow")).hasValue("GET, HEAD");
        assertThat(head.statusCode()).isEqualTo(200);
        assertThat(head.body()).isEmpty();
    }
}
