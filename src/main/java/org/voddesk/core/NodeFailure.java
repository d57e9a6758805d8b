package org.voddesk.core;

/**
 * Why a node could not be reached or a command on it did not finish: what an operator must act on (a changed host
 * key, a refused login) apart from what passes by itself (a timeout, a node that is down). The SSH layer raises
 * it; the console's node status and test-connection report show it.
 */
public enum NodeFailure {
    /** TCP connect refused, timed out, reset, or the session died. */
    UNREACHABLE,
    /** The node refused our key (or the key could not be loaded or unlocked). */
    AUTH_FAILED,
    /** The node's host key is not in known_hosts and new keys are not accepted. */
    HOST_KEY_UNKNOWN,
    /** The node's host key differs from the one in known_hosts: possible man-in-the-middle. */
    HOST_KEY_CHANGED,
    /** The command did not finish in time; its channel was closed. */
    TIMEOUT,
    /** No exec channel could be opened (all slots busy, or the server refused one). */
    CHANNEL,
    /** The reply exceeded the size limit. */
    REPLY_TOO_LARGE,
    /** The connection was closed by the console. */
    CLOSED
}
