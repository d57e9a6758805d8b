package org.voddesk.node.ssh;

import org.voddesk.core.HostKeyVerdict;
import com.jcraft.jsch.HostKey;
import com.jcraft.jsch.HostKeyRepository;
import com.jcraft.jsch.JSch;
import com.jcraft.jsch.JSchException;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import org.slf4j.Logger;
import org.voddesk.node.BoundedFiles;
import org.slf4j.LoggerFactory;
import org.voddesk.files.PrivateFiles;

/**
 * The console's OpenSSH-format known_hosts file (plain and hashed {@code |1|} entries, markers), shared by all
 * node connections. JSch's parser does the matching; this class keeps the file itself under its own control:
 * JSch only sees a copy in memory, and an accepted key is appended as one line (never rewriting the file, so
 * comments and hashed entries stay as the administrator wrote them).
 */
public final class KnownHostsStore {
    private static final Logger LOG = LoggerFactory.getLogger(KnownHostsStore.class);

    private final Path file;
    private HostKeyRepository repository;

    private KnownHostsStore(Path file, HostKeyRepository repository) {
        this.file = file;
        this.repository = repository;
    }

    /** Loads {@code file}; a missing file is an empty store (it is created when a key is accepted). */
    public static KnownHostsStore load(Path file) throws IOException {
        // Loaded from a stream, JSch has no file name and so never writes the file itself.
        return new KnownHostsStore(file, parse(content(file), file));
    }

    /** The file's bytes, at most {@link BoundedFiles#KNOWN_HOSTS} (a path such as /dev/zero is refused). */
    private static byte[] content(Path file) throws IOException {
        if (!Files.exists(file)) {
            return new byte[0];
        }
        try {
            return BoundedFiles.read(file, BoundedFiles.KNOWN_HOSTS, "known_hosts");
        } catch (IOException e) {
            throw new IOException(BoundedFiles.message(e, file, "known_hosts"), e);
        }
    }

    private static HostKeyRepository parse(byte[] content, Path file) throws IOException {
        JSch jsch = new JSch();
        try {
            jsch.setKnownHosts(new ByteArrayInputStream(content));
        } catch (JSchException e) {
            throw new IOException("cannot read known_hosts " + file + ": " + e.getMessage(), e);
        }
        return jsch.getHostKeyRepository();
    }

    public Path file() {
        return file;
    }

    /** Checks a key presented by {@code hostName} ({@code host} or {@code [host]:port}). */
    public synchronized HostKeyVerdict check(String hostName, byte[] keyBlob) {
        return switch (repository.check(hostName, keyBlob)) {
            case HostKeyRepository.OK -> HostKeyVerdict.KNOWN;
            case HostKeyRepository.CHANGED -> HostKeyVerdict.CHANGED;
            default -> HostKeyVerdict.UNKNOWN;
        };
    }

    /**
     * Checks a key and, when it is unknown and {@code acceptNew}, records it - atomically, so that several
     * connections meeting the same new host record it once.
     *
     * @return the verdict before any acceptance; {@link HostKeyVerdict#KNOWN} also when the key was just accepted
     */
    public synchronized HostKeyVerdict checkOrAccept(String hostName, byte[] keyBlob, boolean acceptNew) throws IOException {
        HostKeyVerdict verdict = check(hostName, keyBlob);
        if (verdict == HostKeyVerdict.UNKNOWN && acceptNew) {
            accept(hostName, keyBlob);
            return HostKeyVerdict.KNOWN;
        }
        return verdict;
    }

    /** Records a first-seen key: appends it to the file (creating it) and to the in-memory copy. */
    public synchronized void accept(String hostName, byte[] keyBlob) throws IOException {
        try {
            repository.add(new HostKey(hostName, keyBlob), null);
        } catch (JSchException e) {
            throw new IOException("cannot record host key of " + hostName + ": " + e.getMessage(), e);
        }
        Path parent = file.toAbsolutePath().getParent();
        if (parent != null) {
            PrivateFiles.createDirectories(parent);
        }
        PrivateFiles.createFile(file);
        String line = HostKeys.knownHostsLine(hostName, keyBlob) + System.lineSeparator();
        boolean needsNewline = Files.exists(file) && Files.size(file) > 0 && !endsWithNewline(file);
        Files.writeString(file, (needsNewline ? System.lineSeparator() : "") + line, StandardCharsets.UTF_8,
                StandardOpenOption.CREATE, StandardOpenOption.APPEND);
        LOG.warn("accepted new host key of {}: {} {} (added to {})", hostName, HostKeys.type(keyBlob),
                HostKeys.fingerprint(keyBlob), file);
    }

    /**
     * Replaces the key a host is known by with {@code keyBlob} (after a reinstall of the node): every line for
     * which this key counts as changed (same host, same key type, another key; plain or hashed) is removed from the
     * file, other lines and comments are kept as written, and the new key is appended. OpenSSH leaves this to
     * {@code ssh-keygen -R}; a supervisor does it here, explicitly and audited.
     *
     * @return the fingerprints of the keys removed
     */
    public synchronized List<String> replace(String hostName, byte[] keyBlob) throws IOException {
        List<String> kept = new ArrayList<>();
        List<String> removed = new ArrayList<>();
        if (Files.exists(file)) {
            for (String line : new String(content(file), StandardCharsets.UTF_8).lines().toList()) {
                String old = changedBy(line, hostName, keyBlob);
                if (old == null) {
                    kept.add(line);
                } else {
                    removed.add(old);
                }
            }
            Files.write(file, kept, StandardCharsets.UTF_8);
        }
        repository = parse(content(file), file);
        LOG.warn("removed host key(s) {} of {} from {}", removed, hostName, file);
        accept(hostName, keyBlob);
        return removed;
    }

    /** The fingerprint of the key on {@code line} when the line names {@code hostName} with another key of the type. */
    private static String changedBy(String line, String hostName, byte[] keyBlob) throws IOException {
        String t = line.strip();
        if (t.isEmpty() || t.startsWith("#")) {
            return null;
        }
        HostKeyRepository one = parse((line + "\n").getBytes(StandardCharsets.UTF_8), Path.of("line"));
        if (one.check(hostName, keyBlob) != HostKeyRepository.CHANGED) {
            return null;
        }
        String[] words = t.split("\\s+");
        try {
            int k = words[0].startsWith("@") ? 3 : 2;
            return HostKeys.fingerprint(java.util.Base64.getDecoder().decode(words[k]));
        } catch (RuntimeException e) {
            return "(unreadable line)";
        }
    }

    /** The repository JSch consults for known key types (it orders its algorithm proposal by them). */
    synchronized HostKey[] keysOf(String hostName, String type) {
        return repository.getHostKey(hostName, type);
    }

    private static boolean endsWithNewline(Path f) throws IOException {
        try (var channel = java.nio.channels.FileChannel.open(f)) {
            long size = channel.size();
            if (size == 0) {
                return true;
            }
            java.nio.ByteBuffer last = java.nio.ByteBuffer.allocate(1);
            channel.read(last, size - 1);
            return last.get(0) == '\n';
        }
    }
}
