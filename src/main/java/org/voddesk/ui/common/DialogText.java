package org.voddesk.ui.common;

/**
 * An error dialog's words from one notice: its header line (what failed: the notice's first clause, "Plan 12
 * expired", "Not started") and its body (the rest: why, and what to do). A dialog needs the header because without a
 * window manager its title is not drawn. A clause ends at ". ", ": " or "; " outside parentheses ("e.g. " and
 * "i.e. " do not end one).
 *
 * @param header the first clause, without its closing mark
 * @param body   the rest, starting with a capital; empty when the notice is one clause
 */
public record DialogText(String header, String body) {

    public static DialogText of(String notice) {
        String text = notice == null ? "" : notice.strip();
        int end = clauseEnd(text);
        if (end < 0) {
            return new DialogText(text, "");
        }
        String head = text.substring(0, end);
        String rest = text.substring(end + 2).strip();
        return new DialogText(head, capitalised(rest));
    }

    private static int clauseEnd(String text) {
        int depth = 0;
        for (int i = 0; i + 1 < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '(') {
                depth++;
            } else if (c == ')') {
                depth = Math.max(0, depth - 1);
            } else if (depth == 0 && (c == '.' || c == ':' || c == ';') && text.charAt(i + 1) == ' '
                    && !abbreviation(text, i)) {
                return i;
            }
        }
        return -1;
    }

    private static boolean abbreviation(String text, int dot) {
        return text.charAt(dot) == '.' && (text.startsWith("e.g", dot - 3) || text.startsWith("i.e", dot - 3));
    }

    private static String capitalised(String s) {
        return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }
}
