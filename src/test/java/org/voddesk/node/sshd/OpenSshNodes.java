package org.voddesk.node.sshd;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import org.voddesk.node.cluster.ClusterFile;
import org.voddesk.core.NodeConfig;
import org.voddesk.core.SiteHops;

/**
 * VOD nodes on one private OpenSSH server: each node is the real agent ({@code installer/node/vodnode}) behind a
 * wrapper script that points it at the node's own settings, recordings, state and HLS directories. The cluster
 * file names every node with the same host and port and a different agent command.
 */
public final class OpenSshNodes implements AutoCloseable {
    public static final Path AGENT = Path.of("installer/node/vodnode").toAbsolutePath();
    public static final String CAMERA = "cam-7";
    /** 2026-11-28T08:00:00Z: the start of every node's recording of {@link #CAMERA}. */
    public static final long RECORDING_START = Instant.parse("2026-11-28T08:00:00Z").toEpochMilli();
    private static final DateTimeFormatter ISO_BASIC =
            DateTimeFormatter.ofPattern("yyyyMMdd'T'HHmmss'Z'").withZone(ZoneOffset.UTC);

    private final Path dir;
    private final OpenSshd sshd;
    private final ClusterFile cluster;

    private OpenSshNodes(Path dir, OpenSshd sshd, ClusterFile cluster) {
        this.dir = dir;
        this.sshd = sshd;
        this.cluster = cluster;
    }

    /**
     * Starts sshd and sets up {@code count} nodes named {@code vod-1..n}.
     *
     * @param streamer  {@code none} or {@code ffmpeg-hls}
     * @param clip      recording file copied into every node (an empty file with {@code none})
     * @param clipMs    the recording's length, for its file name
     */
    public static OpenSshNodes start(Path dir, int count, String streamer, Path clip, long clipMs)
            throws IOException, InterruptedException {
        return start(dir, 1, count, streamer, clip, clipMs);
    }

    /** As {@link #start(Path, int, String, Path, long)}, the nodes named {@code vod-first..vod-(first+count-1)}. */
    public static OpenSshNodes start(Path dir, int first, int count, String streamer, Path clip, long clipMs)
            throws IOException, InterruptedException {
        Path clientKey = Keys.generate(dir.resolve("client_ed25519"), "ed25519", "");
        OpenSshd sshd = OpenSshd.start(dir, List.of(Keys.pub(clientKey)));
        Path knownHosts = dir.resolve("known_hosts");
        Files.writeString(knownHosts, sshd.knownHostsLine() + "\n");
        List<NodeConfig> nodes = new ArrayList<>();
        for (int i = first; i < first + count; i++) {
            String name = "vod-" + i;
            Path agent = setUpNode(dir.resolve(name), name, streamer, clip, clipMs);
            nodes.add(new NodeConfig(name, "127.0.0.1", sshd.port(), OpenSshd.user(), clientKey.toString(), 1e9, null,
                    agent.toString()));
        }
        return new OpenSshNodes(dir, sshd, new ClusterFile(knownHosts, nodes, SiteHops.FLAT));
    }

    private static Path setUpNode(Path home, String name, String streamer, Path clip, long clipMs) throws IOException {
        Path recordings = Files.createDirectories(home.resolve("recordings").resolve(CAMERA));
        String file = ISO_BASIC.format(Instant.ofEpochMilli(RECORDING_START)) + "_"
                + ISO_BASIC.format(Instant.ofEpochMilli(RECORDING_START + clipMs)) + ".mp4";
        if (clip == null) {
            Files.createFile(recordings.resolve(file));
        } else {
            Files.copy(clip, recordings.resolve(file));
        }
        Path conf = home.resolve("vodnode.conf");
        Files.writeString(conf, "# settings of test node " + name + "\n"
                + "node=" + name + "\n"
                + "recordings=" + home.resolve("recordings") + "\n"
                + "state_dir=" + home.resolve("state") + "\n"
                + "streamer=" + streamer + "\n"
                + "default_bitrate=2000000\n"
                + "hls_dir=" + home.resolve("hls") + "\n"
                + "url_base=http://127.0.0.1/" + name + "/hls\n");
        return wrapper(home.resolve("vodnode"), "VODNODE_CONF=" + conf + " exec " + AGENT + " \"$@\"");
    }

    /** Writes an executable sh script with {@code body}; tests use it as a misbehaving agent. */
    public static Path wrapper(Path file, String body) throws IOException {
        Files.writeString(file, "#!/bin/sh\n" + body + "\n");
        file.toFile().setExecutable(true);
        return file;
    }

    public ClusterFile cluster() {
        return cluster;
    }

    public OpenSshd sshd() {
        return sshd;
    }

    /** The HLS directory of a node. */
    public Path hlsDir(String node) {
        return dir.resolve(node).resolve("hls");
    }

    public Path dir() {
        return dir;
    }

    @Override
    public void close() throws InterruptedException {
        sshd.close();
    }
}
