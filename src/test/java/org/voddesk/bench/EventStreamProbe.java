package org.voddesk.bench;

import io.grpc.ManagedChannel;
import io.grpc.StatusRuntimeException;
import io.grpc.TlsChannelCredentials;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.voddesk.cli.VodDeskCommand;
import org.voddesk.control.api.ClusterSnapshot;
import org.voddesk.control.api.NodeStatus;
import org.voddesk.control.api.RecordingIndex;
import org.voddesk.core.ClusterView;
import org.voddesk.core.Decision;
import org.voddesk.core.Execution;
import org.voddesk.core.LoadForecast;
import org.voddesk.core.LoadSample;
import org.voddesk.core.MigrationDraw;
import org.voddesk.core.MoveDraft;
import org.voddesk.core.MoveGrounds;
import org.voddesk.core.MoveRecord;
import org.voddesk.core.MoveState;
import org.voddesk.core.NodeView;
import org.voddesk.core.RecordingSegment;
import org.voddesk.core.SegmentKey;
import org.voddesk.core.Session;
import org.voddesk.core.SessionSimilarity;
import org.voddesk.demo.DemoCatalogue;
import org.voddesk.policy.RandomClusters;
import org.voddesk.wire.ClusterSnapshotData;
import org.voddesk.wire.ControlGrpc;
import org.voddesk.wire.EventEnvelope;
import org.voddesk.wire.EventsGrpc;
import org.voddesk.wire.LoginRequest;
import org.voddesk.wire.RecordingIndexData;
import org.voddesk.wire.ServerAddress;
import org.voddesk.wire.SubscribeRequest;
import org.voddesk.wire.WireProtocol;
import org.voddesk.wire.events.Recordings;
import org.voddesk.wire.events.Snapshots;
import org.voddesk.wire.tls.FingerprintTrustManager;
import org.voddesk.wire.tls.KnownServers;

/**
 * What the event stream costs (docs/server.md, "The event stream"). Part one: a snapshot of 200 nodes and 5,000
 * sessions (UUID ids, an owner each, 800 cameras of 24 hourly segments listed by every node, 10 open moves) as a
 * message: its bytes, its recording index's bytes, both gzipped, and the median time to translate it each way; once
 * with the recent segments its sessions started (about 25 a node), once with the most a node keeps (128). Part two:
 * {@code voddesk server --demo} on 127.0.0.1 and one console's raw stream for {@code S} seconds: the bytes of its
 * messages per second, by kind. Usage: {@code EventStreamProbe [seconds]} (default 60); run with
 * {@code mvn -q -B test-compile exec:exec@jmh -Dbench.main=org.voddesk.bench.EventStreamProbe -Djmh.args=60}.
 */
public final class EventStreamProbe {
    private static final Pattern LISTENING = Pattern.compile("server listening on (\\S+) fingerprint");

    private EventStreamProbe() {
    }

    public static void main(String[] args) throws Exception {
        int seconds = args.length > 0 ? Integer.parseInt(args[0]) : 60;
        bigSnapshot(snapshot(200, 5_000, 800, false));
        bigSnapshot(snapshot(200, 5_000, 800, true));
        demoStream(seconds);
        System.exit(0); // the demo server's loop runs until its process ends
    }

    private static void bigSnapshot(ClusterSnapshot s) {
        ClusterSnapshotData m = Snapshots.toWire(s);
        RecordingIndexData r = Recordings.toWire(s.recordings());
        System.out.printf("snapshot of %d nodes, %d sessions, %d recent segments: %,d bytes (view %,d, live sessions"
                        + " %,d, node status %,d); recording index of %d segments a node: %,d bytes%n",
                s.nodes().size(), s.sessions().size(),
                s.view().nodes().stream().mapToInt(n -> n.recentSegments().size()).sum(),
                m.getSerializedSize(), m.getView().getSerializedSize(), m.getLive().getSerializedSize(),
                m.getNodesList().stream().mapToInt(n -> n.getSerializedSize()).sum(),
                s.recordings().byNode().values().iterator().next().size(), r.getSerializedSize());
        System.out.printf("gzip (what gRPC's per-call compression would send): snapshot %,d bytes, recording index"
                + " %,d bytes%n", gzipped(m.toByteArray()), gzipped(r.toByteArray()));
        long[] to = new long[30];
        long[] from = new long[30];
        for (int i = -10; i < to.length; i++) {
            long t0 = System.nanoTime();
            ClusterSnapshotData sent = Snapshots.toWire(s);
            long t1 = System.nanoTime();
            Snapshots.fromWire(sent, s.recordings());
            long t2 = System.nanoTime();
            if (i >= 0) {
                to[i] = t1 - t0;
                from[i] = t2 - t1;
            }
        }
        System.out.printf("translation, median of %d: to the wire %.1f ms, from the wire %.1f ms%n", to.length,
                median(to) / 1e6, median(from) / 1e6);
    }

    private static int gzipped(byte[] bytes) {
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        try (java.util.zip.GZIPOutputStream gz = new java.util.zip.GZIPOutputStream(out)) {
            gz.write(bytes);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        return out.size();
    }

    private static double median(long[] values) {
        long[] sorted = values.clone();
        Arrays.sort(sorted);
        return sorted[sorted.length / 2];
    }

    static ClusterSnapshot snapshot(int nodeCount, int sessionCount, int cameras, boolean fullRecent) {
        ClusterView random = BenchClusters.withRecentStarts(RandomClusters.cluster(42, nodeCount, sessionCount,
                cameras, true, 30, 90));
        long now = random.timeMs();
        List<NodeView> nodes = new ArrayList<>();
        List<Session> live = new ArrayList<>();
        Map<String, String> owners = new HashMap<>();
        Map<String, NodeStatus> status = new LinkedHashMap<>();
        Map<String, Integer> grades = new HashMap<>();
        int n = 0;
        for (NodeView v : random.nodes()) {
            List<Session> sessions = new ArrayList<>();
            for (Session x : v.sessions()) {
                Session s = new Session(UUID.randomUUID().toString(), x.nodeName(), x.segment(), x.playhead(),
                        x.stream(), now - 3_600_000 + live.size() * 700L);
                sessions.add(s);
                live.add(s);
                owners.put(s.id(), "operator-" + (live.size() % 10));
            }
            LoadSample sample = new LoadSample(now, 20 + n % 50, 40, v.load() * 0.9);
            nodes.add(new NodeView(v.spec(), v.health(), v.load(), sample, sessions,
                    fullRecent ? recent(n, now, cameras) : v.recentSegments()));
            status.put(v.name(), new NodeStatus(v.name(), v.health(), null, null, null,
                    new NodeStatus.Reading(random.model().state(v.load()), v.load(), sample), sessions.size()));
            grades.put(v.name(), 1 + n++ % 5);
        }
        List<RecordingSegment> listed = new DemoCatalogue(cameras, Duration.ofHours(1), Duration.ofHours(24))
                .recordings(now);
        Map<String, List<RecordingSegment>> byNode = new TreeMap<>();
        nodes.forEach(v -> byNode.put(v.name(), new ArrayList<>(listed))); // each node's poll parses its own list
        List<MoveRecord> moves = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            MoveGrounds grounds = new MoveGrounds("vod-" + i, "vod-" + (i + 1), new MigrationDraw(0.5, 0.25),
                    new SessionSimilarity(0.2, 0.8), new LoadForecast(80, 60, 0.4, 0.2), "vod-" + i + " over 80%");
            moves.add(new MoveRecord(i + 1, new MoveDraft(live.get(i).id(), grounds, now, now + 300_000),
                    MoveState.PENDING, now, Decision.NONE, Execution.NONE, null));
        }
        return new ClusterSnapshot(now, 1_000, new ClusterView(now, random.model(), random.hops(), nodes), status,
                new ClusterSnapshot.LiveSessions(live, owners), moves, new RecordingIndex(byNode), grades);
    }

    /** The most segments a node's estimate keeps ({@code RecentStarts}' 128), drawn over the last day. */
    private static Set<SegmentKey> recent(int node, long now, int cameras) {
        SplittableRandom random = new SplittableRandom(node);
        Set<SegmentKey> keys = new HashSet<>();
        while (keys.size() < 128) {
            keys.add(new SegmentKey(RandomClusters.camera(random.nextInt(cameras)),
                    now - (1 + random.nextInt(24)) * 3_600_000L));
        }
        return keys;
    }

    private static void demoStream(int seconds) throws Exception {
        Path dir = Files.createTempDirectory("voddesk-event-stream");
        StringWriter out = new StringWriter();
        picocli.CommandLine cl = new picocli.CommandLine(new VodDeskCommand());
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(new StringWriter(), true));
        CompletableFuture.runAsync(() -> cl.execute("server", "--demo", "--db",
                dir.resolve("demo.db").toString(), "--listen", "127.0.0.1:0"));
        Matcher m = LISTENING.matcher("");
        for (int i = 0; i < 600 && !(m = LISTENING.matcher(out.toString())).find(); i++) {
            Thread.sleep(100);
        }
        ServerAddress address = ServerAddress.parse(m.group(1));
        KnownServers known = new KnownServers(dir.resolve("known_servers"));
        ManagedChannel channel = io.grpc.Grpc.newChannelBuilderForAddress(address.host(), address.port(),
                TlsChannelCredentials.newBuilder().trustManager(new FingerprintTrustManager(known, address, true))
                        .build()).build();
        try {
            String token = ControlGrpc.newBlockingStub(channel).login(LoginRequest.newBuilder().setName("operator")
                    .setPassword("operator-demo").build()).getToken();
            Thread.sleep(10_000); // the demo's first rounds (the first seconds of a cold start are not typical)
            io.grpc.Metadata headers = new io.grpc.Metadata();
            headers.put(WireProtocol.AUTHORIZATION, WireProtocol.bearer(token));
            Iterator<EventEnvelope> stream = EventsGrpc.newBlockingStub(channel)
                    .withInterceptors(io.grpc.stub.MetadataUtils.newAttachHeadersInterceptor(headers))
                    .withDeadlineAfter(seconds, TimeUnit.SECONDS).subscribe(SubscribeRequest.getDefaultInstance());
            Map<String, long[]> byKind = new TreeMap<>();
            long firstBytes = 0;
            int sessions = 0;
            try {
                EventEnvelope first = stream.next();
                firstBytes = first.getSerializedSize();
                sessions = first.getSubscribed().getSnapshot().getLive().getSessionsCount();
                while (stream.hasNext()) {
                    EventEnvelope e = stream.next();
                    long[] c = byKind.computeIfAbsent(e.getEventCase().toString(), k -> new long[2]);
                    c[0]++;
                    c[1] += e.getSerializedSize();
                }
            } catch (StatusRuntimeException end) {
                // the deadline ends the measurement
            }
            long total = byKind.values().stream().mapToLong(c -> c[1]).sum();
            System.out.printf("demo (%d live sessions): first message %,d bytes; then %,d bytes in %d s = %,.0f"
                    + " bytes/s per console%n", sessions, firstBytes, total, seconds, (double) total / seconds);
            byKind.forEach((k, c) -> System.out.printf("  %-22s %4d messages %,10d bytes%n", k, c[0], c[1]));
        } finally {
            channel.shutdownNow();
        }
    }
}
