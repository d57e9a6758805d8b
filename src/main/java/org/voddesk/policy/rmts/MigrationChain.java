package org.voddesk.policy.rmts;

import java.util.List;

/**
 * A migration path made concrete on a view: which session each server hands to the next
 * (Li, Ni, Wang &amp; Chen 2015, §2.1).
 *
 * @param path      the path
 * @param handOvers one per hop, origin first
 */
public record MigrationChain(MigrationPath path, List<HandOver> handOvers) {
    public MigrationChain {
        handOvers = List.copyOf(handOvers);
        if (handOvers.size() != path.length()) {
            throw new IllegalArgumentException("a chain needs one hand-over per hop of " + path);
        }
    }

    public int length() {
        return path.length();
    }

    public String origin() {
        return path.origin();
    }

    public String last() {
        return path.last();
    }
}
