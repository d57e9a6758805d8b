package org.voddesk.node.ssh;

import org.voddesk.core.NodeFailure;
import com.jcraft.jsch.JSch;
import com.jcraft.jsch.JSchException;
import com.jcraft.jsch.KeyPair;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import org.voddesk.node.BoundedFiles;
import org.voddesk.node.NodeException;

/**
 * Private keys by file, loaded once per console run: a key shared by many nodes asks for its passphrase once.
 * The passphrase is wiped right after decryption; the decrypted key stays in memory (as in ssh-agent) so that
 * reconnects need no new question.
 */
public final class KeyIdentities implements AutoCloseable {
    /** Wrong passphrases accepted before giving up, like OpenSSH's three prompts. */
    static final int ATTEMPTS = 3;

    private final JSch jsch;
    private final PassphraseProvider passphrases;
    private final Map<Path, KeyPairIdentity> loaded = new HashMap<>();

    public KeyIdentities(JSch jsch, PassphraseProvider passphrases) {
        this.jsch = jsch;
        this.passphrases = passphrases;
    }

    /** The identity of {@code keyFile}, loading (and unlocking) it on first use. */
    synchronized KeyPairIdentity get(Path keyFile) throws NodeException {
        Path key = keyFile.toAbsolutePath().normalize();
        KeyPairIdentity identity = loaded.get(key);
        if (identity == null) {
            identity = new KeyPairIdentity(key.toString(), unlock(key, load(key)));
            loaded.put(key, identity);
        }
        return identity;
    }

    private KeyPair load(Path key) throws NodeException {
        if (!Files.isReadable(key)) {
            throw new NodeException(NodeFailure.AUTH_FAILED, "private key " + key + " is missing or unreadable");
        }
        try {
            // Read here, bounded, not by JSch (which reads the whole file): a key path such as /dev/zero is refused.
            Path pub = key.resolveSibling(key.getFileName() + ".pub");
            byte[] pubBytes = Files.isReadable(pub) ? BoundedFiles.read(pub, BoundedFiles.KEY, "public key") : null;
            return KeyPair.load(jsch, BoundedFiles.read(key, BoundedFiles.KEY, "private key"), pubBytes);
        } catch (java.io.IOException e) {
            throw new NodeException(NodeFailure.AUTH_FAILED, BoundedFiles.message(e, key, "private key"), e);
        } catch (JSchException e) {
            throw new NodeException(NodeFailure.AUTH_FAILED,
                    "private key " + key + " cannot be read: " + e.getMessage(), e);
        }
    }

    private KeyPair unlock(Path key, KeyPair pair) throws NodeException {
        for (int attempt = 1; pair.isEncrypted() && attempt <= ATTEMPTS; attempt++) {
            char[] chars = passphrases.passphrase(key, attempt);
            if (chars == null) {
                throw new NodeException(NodeFailure.AUTH_FAILED,
                        "private key " + key + " is encrypted and no passphrase was given");
            }
            // Encoded without an intermediate String, so every copy of the passphrase can be wiped.
            ByteBuffer encoded = StandardCharsets.UTF_8.encode(CharBuffer.wrap(chars));
            byte[] bytes = new byte[encoded.remaining()];
            encoded.get(bytes);
            try {
                pair.decrypt(bytes);
            } finally {
                Arrays.fill(chars, '\0');
                Arrays.fill(bytes, (byte) 0);
                Arrays.fill(encoded.array(), (byte) 0);
            }
        }
        if (pair.isEncrypted()) {
            throw new NodeException(NodeFailure.AUTH_FAILED,
                    "wrong passphrase for private key " + key + " (" + ATTEMPTS + " attempts)");
        }
        return pair;
    }

    @Override
    public synchronized void close() {
        loaded.values().forEach(KeyPairIdentity::dispose);
        loaded.clear();
    }
}
