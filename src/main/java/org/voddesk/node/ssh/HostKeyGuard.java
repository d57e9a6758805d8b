package org.voddesk.node.ssh;

import org.voddesk.core.HostKeyVerdict;
import org.voddesk.core.NodeFailure;
import com.jcraft.jsch.HostKey;
import com.jcraft.jsch.HostKeyRepository;
import com.jcraft.jsch.UserInfo;
import java.io.IOException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The host-key check of one connect attempt. JSch runs with {@code StrictHostKeyChecking=yes}; this repository
 * answers its check from the shared {@link KnownHostsStore}, accepts an unknown key when accept-new is set, and
 * remembers what it saw so that a refusal becomes a {@link HostKeyException} with the fingerprint, whatever
 * exception JSch throws for it.
 */
final class HostKeyGuard implements HostKeyRepository {
    private static final Logger LOG = LoggerFactory.getLogger(HostKeyGuard.class);

    private final KnownHostsStore store;
    private final boolean acceptNew;
    private volatile HostKeyException refusal;
    private volatile String offeredHost;
    private volatile byte[] offeredKey;
    private volatile HostKeyVerdict verdict;

    HostKeyGuard(KnownHostsStore store, boolean acceptNew) {
        this.store = store;
        this.acceptNew = acceptNew;
    }

    @Override
    public int check(String host, byte[] key) {
        offeredHost = host;
        offeredKey = key.clone();
        HostKeyVerdict verdict;
        try {
            verdict = store.checkOrAccept(host, key, acceptNew);
        } catch (IOException e) {
            LOG.error("could not record the host key of {} in {}", host, store.file(), e);
            verdict = HostKeyVerdict.UNKNOWN;
        }
        this.verdict = verdict;
        if (verdict == HostKeyVerdict.KNOWN) {
            return OK;
        }
        NodeFailure kind = verdict == HostKeyVerdict.CHANGED
                ? NodeFailure.HOST_KEY_CHANGED : NodeFailure.HOST_KEY_UNKNOWN;
        refusal = new HostKeyException(kind, host, HostKeys.type(key), HostKeys.fingerprint(key),
                store.file().toString());
        return kind == NodeFailure.HOST_KEY_CHANGED ? CHANGED : NOT_INCLUDED;
    }

    /** The host name ({@code host} or {@code [host]:port}) the node's key was checked under, or {@code null}. */
    String offeredHost() {
        return offeredHost;
    }

    /** The key the node offered, or {@code null} before the key exchange got that far. */
    byte[] offeredKey() {
        byte[] k = offeredKey;
        return k == null ? null : k.clone();
    }

    /** What known_hosts said of the offered key, or {@code null} before it was offered. */
    HostKeyVerdict verdict() {
        return verdict;
    }

    /** The refusal this guard made, or {@code null}. */
    HostKeyException refusal() {
        return refusal;
    }

    @Override
    public void add(HostKey hostkey, UserInfo ui) {
        // Never called with StrictHostKeyChecking=yes; accepted keys go through check().
    }

    @Override
    public void remove(String host, String type) {
        // Keys are removed by editing known_hosts, never by a connection.
    }

    @Override
    public void remove(String host, String type, byte[] key) {
        // As above.
    }

    @Override
    public String getKnownHostsRepositoryID() {
        return store.file().toString();
    }

    @Override
    public HostKey[] getHostKey() {
        return new HostKey[0];
    }

    @Override
    public HostKey[] getHostKey(String host, String type) {
        return store.keysOf(host, type);
    }
}
