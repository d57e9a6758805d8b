package org.voddesk.demo;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyPair;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.apache.sshd.common.NamedResource;
import org.apache.sshd.common.util.security.SecurityUtils;

/**
 * Where a demo cluster's keys come from: fresh ones at every start, or a key directory that keeps them, so that a
 * cluster file naming them stays valid from one start to the next (sample-data/demo-cluster.yaml). A key
 * directory holds the client identity {@value DemoClusterFiles#IDENTITY} and each node's host key
 * {@value #HOST_KEYS}{@code /vod-N}, all unencrypted OpenSSH private keys with their {@code .pub} beside them; a
 * key found there is used, a missing one is generated and written there.
 */
public final class DemoKeySet {
    /** Folder of the nodes' host keys inside a key directory. */
    public static final String HOST_KEYS = "host-keys";

    private final Path dir;

    private DemoKeySet(Path dir) {
        this.dir = dir;
    }

    /** Fresh keys, generated at each start and kept nowhere. */
    public static DemoKeySet fresh() {
        return new DemoKeySet(null);
    }

    /** Keys read from {@code dir} when present, generated and written there when absent. */
    public static DemoKeySet inDirectory(Path dir) {
        return new DemoKeySet(dir.toAbsolutePath().normalize());
    }

    /** The key directory, empty for fresh keys. */
    public Optional<Path> directory() {
        return Optional.ofNullable(dir);
    }

    /** The key pair the nodes accept from the console. */
    public KeyPair clientKey() throws IOException {
        return dir == null ? DemoKeys.generate() : readOrCreate(dir.resolve(DemoClusterFiles.IDENTITY),
                "voddesk-demo-client");
    }

    /** The host key of node {@code name}. */
    public KeyPair hostKey(String name) throws IOException {
        return dir == null ? DemoKeys.generate() : readOrCreate(dir.resolve(HOST_KEYS).resolve(name),
                "voddesk-demo-host-" + name);
    }

    private static KeyPair readOrCreate(Path file, String comment) throws IOException {
        if (Files.exists(file)) {
            return read(file);
        }
        DemoClusterFiles.createPrivateDirectory(file.getParent());
        KeyPair pair = DemoKeys.generate();
        DemoKeys.writeIdentity(pair, file, comment);
        return pair;
    }

    /** Reads the one unencrypted key pair in {@code file}; anything else is an error naming the file. */
    static KeyPair read(Path file) throws IOException {
        List<KeyPair> pairs = new ArrayList<>();
        try (InputStream in = Files.newInputStream(file)) {
            // no password provider: the demo keys are unencrypted, and an encrypted one fails here
            Iterable<KeyPair> found = SecurityUtils.loadKeyPairIdentities(null, NamedResource.ofName(file.toString()),
                    in, null);
            if (found != null) {
                found.forEach(pairs::add);
            }
        } catch (GeneralSecurityException | IOException | RuntimeException e) {
            throw new IOException("cannot read the demo key " + file + " (an unencrypted OpenSSH private key; "
                    + "delete it to have a new one made): " + e.getMessage(), e);
        }
        if (pairs.size() != 1) {
            throw new IOException("cannot read the demo key " + file + ": expected one private key, found "
                    + pairs.size() + " (delete it to have a new one made)");
        }
        return pairs.get(0);
    }
}
