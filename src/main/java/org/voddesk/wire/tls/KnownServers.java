package org.voddesk.wire.tls;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.voddesk.files.PrivateFiles;
import org.voddesk.wire.ServerAddress;

/**
 * The control servers a client trusts, as the nodes' SSH host keys are trusted: the file {@code ~/.voddesk/known_servers},
 * one line per server, {@code host:port SHA256:<base64>} (lines starting with {@code #} are comments). A server
 * whose key is on no line for its address is unknown (first contact); one whose address has lines, none with its
 * key, has changed. An accepted key is appended as one line, the file made 0600; the file is never rewritten, so a
 * key is removed by editing it. The file is read at every check, so an edit counts at the next connection.
 */
public final class KnownServers {
    /** What the file says of the key a server presented. */
    public enum Verdict {
        /** A line holds this key for this address. */
        KNOWN,
        /** No line names this address: first contact. */
        UNKNOWN,
        /** Lines name this address with other keys: a new key, or a man in the middle. */
        CHANGED
    }

    /** A known_servers file is a few lines; a larger one is refused before it is read. */
    static final long MAX_BYTES = 1024 * 1024;
    private static final Logger LOG = LoggerFactory.getLogger(KnownServers.class);

    private final Path file;

    public KnownServers(Path file) {
        this.file = file;
    }

    /** {@code <home>/.voddesk/known_servers}. */
    public static KnownServers inHome(Path home) {
        return new KnownServers(home.resolve(".voddesk").resolve("known_servers"));
    }

    public Path file() {
        return file;
    }

    /** The fingerprints the file holds for {@code server}, in file order; empty when none. */
    public synchronized List<String> fingerprintsOf(ServerAddress server) throws IOException {
        List<String> known = new ArrayList<>();
        for (String line : lines()) {
            String[] words = line.strip().split("\\s+");
            if (words.length >= 2 && !words[0].startsWith("#") && words[0].equals(server.toString())) {
                known.add(words[1]);
            }
        }
        return known;
    }

    /** What the file says of {@code fingerprint} presented by {@code server}. */
    public synchronized Verdict check(ServerAddress server, String fingerprint) throws IOException {
        List<String> known = fingerprintsOf(server);
        return known.contains(fingerprint) ? Verdict.KNOWN : known.isEmpty() ? Verdict.UNKNOWN : Verdict.CHANGED;
    }

    /**
     * Checks a key and, when the server is unknown and {@code acceptNew}, records it.
     *
     * @return the verdict; {@link Verdict#KNOWN} also when the key was just accepted
     */
    public synchronized Verdict checkOrAccept(ServerAddress server, String fingerprint, boolean acceptNew)
            throws IOException {
        Verdict verdict = check(server, fingerprint);
        if (verdict == Verdict.UNKNOWN && acceptNew) {
            accept(server, fingerprint);
            return Verdict.KNOWN;
        }
        return verdict;
    }

    /** Appends {@code server fingerprint} as a line, creating the file (0600) and its folder (0700) when missing. */
    public synchronized void accept(ServerAddress server, String fingerprint) throws IOException {
        if (!Fingerprints.isFingerprint(fingerprint)) {
            throw new IllegalArgumentException("not a fingerprint: " + fingerprint);
        }
        Path parent = file.toAbsolutePath().getParent();
        if (parent != null) {
            PrivateFiles.createDirectories(parent);
        }
        PrivateFiles.createFile(file);
        String text = Files.readString(file, StandardCharsets.ISO_8859_1);
        String line = (text.isEmpty() || text.endsWith("\n") ? "" : "\n") + server + " " + fingerprint + "\n";
        Files.writeString(file, line, StandardCharsets.UTF_8, StandardOpenOption.APPEND);
        LOG.warn("accepted the new server key of {}: {} (added to {})", server, fingerprint, file);
    }

    private List<String> lines() throws IOException {
        if (!Files.exists(file)) {
            return List.of();
        }
        if (Files.size(file) > MAX_BYTES) {
            throw new IOException(file + " is larger than " + MAX_BYTES / 1024 + " KiB; it is not a known_servers"
                    + " file (one line per server)");
        }
        return Files.readAllLines(file, StandardCharsets.ISO_8859_1);
    }
}
