package org.voddesk.demo;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyPair;
import java.security.PublicKey;
import java.util.List;
import org.apache.sshd.common.config.keys.KeyUtils;
import org.apache.sshd.common.config.keys.PublicKeyEntry;
import org.apache.sshd.common.config.keys.writer.openssh.OpenSSHKeyPairResourceWriter;
import org.apache.sshd.common.keyprovider.KeyPairProvider;
import org.voddesk.files.PrivateFiles;

/**
 * Key material of the demo cluster: ed25519 key pairs (MINA needs {@code net.i2p.crypto:eddsa} for them), their
 * OpenSSH text forms, and the files a client reads: an unencrypted OpenSSH private key readable by its owner only,
 * the {@code .pub} line, and an OpenSSH {@code known_hosts}.
 */
public final class DemoKeys {
    private DemoKeys() {
    }

    /** A fresh ed25519 key pair. */
    public static KeyPair generate() {
        try {
            return KeyUtils.generateKeyPair(KeyPairProvider.SSH_ED25519, 256);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("cannot generate an ed25519 key (is net.i2p.crypto:eddsa on the class "
                    + "path?): " + e.getMessage(), e);
        }
    }

    /** The OpenSSH public key line {@code ssh-ed25519 AAAA...} (without comment). */
    public static String publicKeyLine(PublicKey key) {
        return PublicKeyEntry.toString(key);
    }

    /** The SHA256 fingerprint as OpenSSH shows it ({@code SHA256:...}). */
    public static String fingerprint(PublicKey key) {
        return KeyUtils.getFingerPrint(key);
    }

    /** The host-key pattern of a known_hosts line: {@code host} for port 22, else {@code [host]:port}. */
    public static String knownHostsPattern(String host, int port) {
        return port == 22 ? host : "[" + host + "]:" + port;
    }

    /** One known_hosts line. */
    public static String knownHostsLine(String host, int port, PublicKey key) {
        return knownHostsPattern(host, port) + " " + publicKeyLine(key);
    }

    /** Writes a known_hosts file of the given lines (0600). */
    public static void writeKnownHosts(Path file, List<String> lines) throws IOException {
        PrivateFiles.writeString(file, String.join("\n", lines) + "\n");
    }

    /**
     * Writes {@code pair} as an unencrypted OpenSSH private key to {@code file} (mode 0600 from the start, so the
     * key is never readable by others) and its public line to {@code file.pub}.
     */
    public static void writeIdentity(KeyPair pair, Path file, String comment) throws IOException {
        Files.deleteIfExists(file);
        try (OutputStream out = PrivateFiles.newOutputStream(file)) {
            new OpenSSHKeyPairResourceWriter().writePrivateKey(pair, comment, null, out);
        } catch (GeneralSecurityException e) {
            throw new IOException("cannot encode the private key " + file + ": " + e.getMessage(), e);
        }
        Files.writeString(file.resolveSibling(file.getFileName() + ".pub"),
                publicKeyLine(pair.getPublic()) + " " + comment + "\n", StandardCharsets.UTF_8);
    }
}
