package org.voddesk.wire.tls;

import org.voddesk.wire.ServerAddress;

/**
 * How a client trusts the control server it connects to: by its key's fingerprint in {@code known_servers}, as OpenSSH
 * trusts a host key ({@link FingerprintTrustManager}), or by the site's certificate authority
 * ({@link AuthorityTrustManager}, {@code --tls-ca}).
 */
@FunctionalInterface
public interface ServerTrust {
    /** The trust manager of the connections to {@code server}. */
    ServerTrustManager forServer(ServerAddress server);

    /**
     * Trust by fingerprint: the key must be in {@code known} for the address dialled, or is recorded there on first
     * contact when {@code acceptNew}; a changed key is refused all the same.
     */
    static ServerTrust knownServers(KnownServers known, boolean acceptNew) {
        return server -> new FingerprintTrustManager(known, server, acceptNew);
    }

    /** Trust by the site's authority: a chain to {@code authority} for the name or address dialled. */
    static ServerTrust authority(SiteAuthority authority) {
        return server -> new AuthorityTrustManager(authority, server);
    }
}
