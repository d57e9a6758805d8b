package org.voddesk.wire;

import io.grpc.Metadata;
import java.time.Duration;

/**
 * What both ends of the control server's wire agree on besides the messages of {@code control.proto}: where the
 * token travels, the largest message, the keepalive.
 */
public final class WireProtocol {
    /** The metadata key of the login's token on every call but Login and Status: {@code Bearer <token>}. */
    public static final Metadata.Key<String> AUTHORIZATION =
            Metadata.Key.of("authorization", Metadata.ASCII_STRING_MARSHALLER);
    /**
     * The metadata key of a command's idempotency key: a client makes one per command (a random UUID) and sends the
     * same one when it sends the command again after a call whose fate it does not know; the server does a command
     * once per key and login's user, and answers a repeat with the first answer.
     */
    public static final Metadata.Key<String> REQUEST_ID =
            Metadata.Key.of("voddesk-request-id", Metadata.ASCII_STRING_MARSHALLER);
    /** The longest idempotency key the server takes (a UUID has 36 characters). */
    public static final int MAX_REQUEST_ID_LENGTH = 64;
    /** What precedes the token in {@link #AUTHORIZATION}. */
    public static final String BEARER = "Bearer ";
    /** The largest message either end accepts: a larger one is refused with RESOURCE_EXHAUSTED. */
    public static final int MAX_MESSAGE_BYTES = 4 * 1024 * 1024;
    /**
     * The largest file whose content travels in one message (a cluster file a desk imports or exports): the largest
     * message less room for the rest of it. A larger file is refused before it is sent, with a sentence saying so.
     */
    public static final int MAX_FILE_BYTES = MAX_MESSAGE_BYTES - 64 * 1024;
    /** The largest metadata (headers) of a call either end accepts. */
    public static final int MAX_METADATA_BYTES = 16 * 1024;
    /**
     * How often an idle connection is pinged by the client, so that a dead peer (a cable pulled, a machine that
     * went down) is noticed; the server allows pings this often.
     */
    public static final Duration KEEPALIVE = Duration.ofSeconds(30);
    /** How long a ping waits for its answer before the connection counts as dead. */
    public static final Duration KEEPALIVE_TIMEOUT = Duration.ofSeconds(10);

    private WireProtocol() {
    }

    /** The value of {@link #AUTHORIZATION} for {@code token}. */
    public static String bearer(String token) {
        return BEARER + token;
    }
}
