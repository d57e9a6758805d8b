package org.voddesk.node.sshd;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Key generation with OpenSSH's {@code ssh-keygen}, as an administrator would make them. */
public final class Keys {
    private Keys() {
    }

    /**
     * Generates a key pair ({@code file} and {@code file.pub}).
     *
     * @param type       {@code ed25519} or {@code rsa}
     * @param passphrase empty for an unencrypted key
     */
    public static Path generate(Path file, String type, String passphrase) throws IOException, InterruptedException {
        Files.deleteIfExists(file);
        Files.deleteIfExists(Path.of(file + ".pub"));
        ProcessBuilder pb = type.equals("rsa")
                ? new ProcessBuilder("ssh-keygen", "-q", "-t", "rsa", "-b", "3072", "-N", passphrase, "-f", file.toString())
                : new ProcessBuilder("ssh-keygen", "-q", "-t", type, "-N", passphrase, "-f", file.toString());
        Process p = pb.redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes());
        if (p.waitFor() != 0) {
            throw new IOException("ssh-keygen failed: " + out);
        }
        return file;
    }

    public static Path pub(Path key) {
        return Path.of(key + ".pub");
    }
}
