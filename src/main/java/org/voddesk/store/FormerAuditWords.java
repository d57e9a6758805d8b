package org.voddesk.store;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * The one place where audit lines in an earlier release's words read in the present ones. The log is append-only
 * (its triggers refuse any change of a line), so a line keeps its words; an earlier release calls a move of a plan
 * a "proposal": {@code proposal.approve} reads as {@code move.approve}, the subject {@code proposal 12} as
 * {@code move 12} (the move keeps its number), and a filter on {@code move.} also finds the lines stored as
 * {@code proposal.}.
 */
final class FormerAuditWords {
    private static final String FORMER_ACTION = "proposal.";
    private static final String ACTION = "move.";
    private static final Pattern FORMER_SUBJECT = Pattern.compile("proposal (\\d+)");

    private FormerAuditWords() {
    }

    /** The action as the console names it now. */
    static String action(String stored) {
        return stored != null && stored.startsWith(FORMER_ACTION)
                ? ACTION + stored.substring(FORMER_ACTION.length()) : stored;
    }

    /** The subject as the console names it now. */
    static String subject(String stored) {
        return stored != null && FORMER_SUBJECT.matcher(stored).matches()
                ? "move " + stored.substring("proposal ".length()) : stored;
    }

    /** The prefixes of stored actions that read as actions starting with {@code prefix}: itself, and its former form. */
    static List<String> storedPrefixes(String prefix) {
        List<String> stored = new ArrayList<>(List.of(prefix));
        if (prefix.startsWith(ACTION)) {
            stored.add(FORMER_ACTION + prefix.substring(ACTION.length()));
        } else if (ACTION.startsWith(prefix)) {
            stored.add(FORMER_ACTION);
        }
        return stored;
    }
}
