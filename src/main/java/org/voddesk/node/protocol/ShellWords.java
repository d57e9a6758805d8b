package org.voddesk.node.protocol;

import java.util.ArrayList;
import java.util.List;

/**
 * POSIX shell quoting of command arguments, and the inverse for the subset this console emits. Every argument
 * is single-quoted even after validation, so that a validation bug can never become command injection.
 */
public final class ShellWords {
    private ShellWords() {
    }

    /** {@code value} as one single-quoted shell word; an embedded {@code '} becomes {@code '\''}. */
    public static String quote(String value) {
        return "'" + value.replace("'", "'\\''") + "'";
    }

    /** Quotes each argument and joins them with single spaces. */
    public static String join(List<String> args) {
        StringBuilder sb = new StringBuilder();
        for (String a : args) {
            if (sb.length() > 0) {
                sb.append(' ');
            }
            sb.append(quote(a));
        }
        return sb.toString();
    }

    /**
     * Splits a command line of single-quoted words, bare words of {@code [A-Za-z0-9._/+=:-]} and {@code \'}
     * escapes, separated by single spaces - exactly what {@link #join} produces. Anything else (double quotes,
     * {@code $}, {@code ;}, redirections, ...) is refused, so a server that runs the words never sees shell syntax.
     *
     * @throws IllegalArgumentException naming the column of the first character outside that subset
     */
    public static List<String> split(String line) {
        List<String> words = new ArrayList<>();
        StringBuilder word = new StringBuilder();
        boolean inWord = false;
        int i = 0;
        while (i < line.length()) {
            char c = line.charAt(i);
            if (c == ' ') {
                if (!inWord) {
                    throw new IllegalArgumentException("unexpected space at column " + (i + 1));
                }
                words.add(word.toString());
                word.setLength(0);
                inWord = false;
                i++;
            } else if (c == '\'') {
                int close = line.indexOf('\'', i + 1);
                if (close < 0) {
                    throw new IllegalArgumentException("unterminated quote at column " + (i + 1));
                }
                word.append(line, i + 1, close);
                inWord = true;
                i = close + 1;
            } else if (c == '\\' && i + 1 < line.length() && line.charAt(i + 1) == '\'') {
                word.append('\'');
                inWord = true;
                i += 2;
            } else if (isBare(c)) {
                word.append(c);
                inWord = true;
                i++;
            } else {
                throw new IllegalArgumentException("character '" + c + "' at column " + (i + 1)
                        + " is not allowed outside quotes");
            }
        }
        if (!inWord) {
            throw new IllegalArgumentException(line.isEmpty() ? "empty command" : "trailing space");
        }
        words.add(word.toString());
        return words;
    }

    private static boolean isBare(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
                || c == '.' || c == '_' || c == '/' || c == '+' || c == '=' || c == ':' || c == '-';
    }
}
