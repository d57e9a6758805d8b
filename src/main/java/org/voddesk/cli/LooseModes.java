package org.voddesk.cli;

import java.nio.file.Path;
import java.util.Collection;
import org.voddesk.core.NodeConfig;
import org.voddesk.files.PrivateFiles;

/**
 * The refusal of a process that owns a control loop ({@code run}, the console) to start on a database or a private
 * key that its group or others may write, as OpenSSH refuses such a key: whoever can change them can change the
 * history or log in as the console. Commands that only read ({@code report}, {@code alarms}) do not refuse.
 */
final class LooseModes {
    private LooseModes() {
    }

    /**
     * Throws the one-line refusal ({@code refusing to use FILE: it is writable by group or others (chmod 600 FILE)})
     * for the first of {@code db} and the nodes' identity files that others may write; missing files pass.
     */
    static void refuse(Path db, Collection<NodeConfig> nodes) {
        refuse(db);
        for (NodeConfig n : nodes) {
            refuse(n.identityFile());
        }
    }

    /** Throws the one-line refusal when others may write {@code file} (a private key); a missing file passes. */
    static void refuse(Path file) {
        PrivateFiles.looseModeRefusal(file).ifPresent(line -> {
            throw new LooseModeException(line);
        });
    }

    /** A loose mode: the command ends with its message as one line on stderr and exit code 1. */
    static final class LooseModeException extends IllegalStateException {
        LooseModeException(String message) {
            super(message);
        }
    }
}
