package org.voddesk.control.playback;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.voddesk.store.CommandIntent;
import org.voddesk.store.Store;
import org.voddesk.store.StoreException;

/**
 * Notes a start or stop before it goes to a node, and forgets it when the node refused it ({@code command_intent},
 * V16): a console that crashes after the node acted and before the result is recorded then finds the intent at its
 * next start ({@code loop.HistoryRecovery}).
 */
final class Intents {
    private static final Logger LOG = LoggerFactory.getLogger(Intents.class);

    private Intents() {
    }

    /** Notes {@code intent}; returns why it could not be (the command is then not sent), or {@code null}. */
    static String note(Store store, CommandIntent intent) {
        try {
            store.intents().note(intent);
            return null;
        } catch (StoreException e) {
            return "the database could not note the command first (" + e.getMessage() + ")";
        }
    }

    /** Forgets the intent of {@code sessionId}; a failure only leaves a note the next start reads as nothing. */
    static void clear(Store store, String sessionId) {
        try {
            store.intents().clear(sessionId);
        } catch (StoreException e) {
            LOG.warn("could not clear the command note of session {}: {}", sessionId, e.getMessage());
        }
    }
}
