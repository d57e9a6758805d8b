package org.voddesk.core;

/** What known_hosts says of the host key a node presented. */
public enum HostKeyVerdict {
    /** The key is the one known_hosts holds for the node. */
    KNOWN,
    /** known_hosts holds no key of this type for the node: first contact. */
    UNKNOWN,
    /** known_hosts holds another key of this type for the node: a reinstall, or a man in the middle. */
    CHANGED
}
