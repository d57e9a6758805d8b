package org.voddesk.node.ssh;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Base64;

/** Host-key helpers in OpenSSH's notation. */
public final class HostKeys {
    private HostKeys() {
    }

    /** {@code SHA256:<base64 of SHA-256 of the key blob, without padding>}, as {@code ssh-keygen -l} prints it. */
    public static String fingerprint(byte[] keyBlob) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(keyBlob);
            return "SHA256:" + Base64.getEncoder().withoutPadding().encodeToString(digest);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every Java runtime", e);
        }
    }

    /** The key type named at the start of an SSH public-key blob ({@code ssh-ed25519}, {@code ssh-rsa}, ...). */
    public static String type(byte[] keyBlob) {
        if (keyBlob.length < 4) {
            return "unknown";
        }
        int len = ByteBuffer.wrap(keyBlob, 0, 4).getInt();
        if (len <= 0 || len > 64 || 4 + len > keyBlob.length) {
            return "unknown";
        }
        return new String(keyBlob, 4, len, StandardCharsets.US_ASCII);
    }

    /** The host as known_hosts names it: {@code host} on port 22, {@code [host]:port} otherwise. */
    public static String knownHostsName(String host, int port) {
        return port == 22 ? host : "[" + host + "]:" + port;
    }

    /** One known_hosts line for a key. */
    public static String knownHostsLine(String hostName, byte[] keyBlob) {
        return hostName + " " + type(keyBlob) + " " + Base64.getEncoder().encodeToString(keyBlob);
    }
}
