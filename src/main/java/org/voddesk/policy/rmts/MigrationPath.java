package org.voddesk.policy.rmts;

import java.util.List;

/**
 * A migration path {@code S_i -> S_a -> ... -> S_z} of Li, Ni, Wang &amp; Chen 2015 (§2.1, §2.4): the origin
 * hands one of its sessions to the next server, which hands one to the next, and the last server absorbs one.
 * The origin then has a free slot for the new request; only the last server's load grows.
 *
 * @param servers the servers in order, origin first; at least two, no server twice
 */
public record MigrationPath(List<String> servers) {
    public MigrationPath {
        servers = List.copyOf(servers);
        if (servers.size() < 2) {
            throw new IllegalArgumentException("a migration path needs at least two servers, got " + servers);
        }
        if (servers.stream().distinct().count() != servers.size()) {
            throw new IllegalArgumentException("a migration path visits a server twice: " + servers);
        }
    }

    /** The path length {@code lambda}: the number of hand-overs. */
    public int length() {
        return servers.size() - 1;
    }

    public String origin() {
        return servers.get(0);
    }

    /** The server that absorbs one session. */
    public String last() {
        return servers.get(servers.size() - 1);
    }

    @Override
    public String toString() {
        return String.join(" -> ", servers);
    }
}
