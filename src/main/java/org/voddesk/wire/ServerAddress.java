package org.voddesk.wire;

import java.net.InetSocketAddress;

/**
 * Where a control server listens, as the command line and {@code known_servers} write it: {@code host:port}, an IPv6
 * address in brackets ({@code [::1]:7443}). Checked where it is made: a host without spaces, a port 0..65535 (0 only
 * for a server that takes any free port, as tests do).
 *
 * @param host a name or an address, without brackets
 * @param port the TCP port
 */
public record ServerAddress(String host, int port) {
    /** The port {@code voddesk server} listens on by default. */
    public static final int DEFAULT_PORT = 7443;
    /** {@code --listen}'s default: loopback only. */
    public static final ServerAddress DEFAULT_LISTEN = new ServerAddress("127.0.0.1", DEFAULT_PORT);

    public ServerAddress {
        if (host == null || host.isBlank() || host.chars().anyMatch(c -> c <= ' ' || c == '/' || c == '[' || c == ']')) {
            throw new IllegalArgumentException("not a host name or address: '" + host + "'");
        }
        if (port < 0 || port > 65_535) {
            throw new IllegalArgumentException("a port is 0 to 65535, got " + port);
        }
    }

    /**
     * Parses {@code host:port} or {@code [v6]:port}.
     *
     * @throws IllegalArgumentException naming the expected form
     */
    public static ServerAddress parse(String text) {
        String t = text == null ? "" : text.strip();
        int colon = t.lastIndexOf(':');
        if (colon <= 0 || colon == t.length() - 1) {
            throw new IllegalArgumentException("expected HOST:PORT (an IPv6 address as [ADDRESS]:PORT), got '" + text + "'");
        }
        String host = t.substring(0, colon);
        if (host.startsWith("[") && host.endsWith("]")) {
            host = host.substring(1, host.length() - 1);
        } else if (host.contains(":")) {
            throw new IllegalArgumentException("an IPv6 address goes in brackets: [" + host + "]:PORT");
        }
        int port;
        try {
            port = Integer.parseInt(t.substring(colon + 1));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("not a port number: '" + t.substring(colon + 1) + "' in '" + text + "'");
        }
        return new ServerAddress(host, port);
    }

    /** The same host on another port (the port a server bound when asked for 0). */
    public ServerAddress withPort(int newPort) {
        return new ServerAddress(host, newPort);
    }

    /** The socket address of this host and port, the host resolved now (a name that does not resolve is unresolved). */
    public InetSocketAddress socketAddress() {
        return new InetSocketAddress(host, port);
    }

    /** {@code host:port}, {@code [v6]:port}: the key of {@code known_servers}. */
    @Override
    public String toString() {
        return (host.contains(":") ? "[" + host + "]" : host) + ":" + port;
    }
}
