package org.voddesk.node.ssh;

import java.nio.file.Path;

/**
 * Asks a person for the passphrase of an encrypted private key (a console dialog, a terminal prompt). The
 * passphrase is used once to decrypt the key and then wiped; it is never stored.
 */
@FunctionalInterface
public interface PassphraseProvider {
    /** Never asks: an encrypted key then fails authentication with a message saying so. */
    PassphraseProvider NONE = (key, attempt) -> null;

    /**
     * The passphrase for {@code keyFile}, or {@code null} to give up.
     *
     * @param attempt 1 for the first question, 2 after a wrong passphrase, ...
     */
    char[] passphrase(Path keyFile, int attempt);
}
