package org.voddesk.node.protocol;

import java.util.ArrayList;
import java.util.List;

/**
 * One line record of {@code vodnode/1}: a kind word followed by {@code key=value} fields in a fixed order,
 * separated by single spaces. Values carry no spaces, except that a final {@code message} field takes the rest
 * of the line. Parsing is strict: the kinds and keys must be exactly the expected ones, in order.
 */
final class RecordLine {
    private final int line;
    private final String kind;
    private final List<String> values;

    private RecordLine(int line, String kind, List<String> values) {
        this.line = line;
        this.kind = kind;
        this.values = values;
    }

    /**
     * Parses {@code text} as a record of {@code kind} with exactly {@code keys}, in order.
     *
     * @param restKey a key whose value is the rest of the line (may contain spaces), or {@code null}
     */
    static RecordLine parse(String text, int line, String kind, List<String> keys, String restKey)
            throws ProtocolException {
        checkCharacters(text, line);
        String prefix = kind + (keys.isEmpty() ? "" : " ");
        if (!text.startsWith(prefix) || (keys.isEmpty() && !text.equals(kind))) {
            throw new ProtocolException(line, "expected a '" + kind + "' record, got " + Wire.shown(text));
        }
        List<String> values = new ArrayList<>(keys.size());
        int pos = prefix.length();
        for (int i = 0; i < keys.size(); i++) {
            String key = keys.get(i);
            String expected = key + "=";
            if (!text.startsWith(expected, pos)) {
                throw new ProtocolException(line, "expected field '" + key + "=' at column " + (pos + 1) + " of "
                        + kind + " record, got " + Wire.shown(text.substring(pos)));
            }
            pos += expected.length();
            boolean last = i == keys.size() - 1;
            int end = key.equals(restKey) && last ? text.length() : text.indexOf(' ', pos);
            if (end < 0) {
                if (!last) {
                    throw new ProtocolException(line, kind + " record ends after '" + key + "', expected '"
                            + keys.get(i + 1) + "='");
                }
                end = text.length();
            } else if (last && end != text.length()) {
                throw new ProtocolException(line, "unexpected text after the last field of " + kind + " record: "
                        + Wire.shown(text.substring(end)));
            }
            values.add(text.substring(pos, end));
            pos = end + 1;
        }
        return new RecordLine(line, kind, List.copyOf(values));
    }

    /** Whether {@code text} starts with the kind word {@code kind} (as a whole word). */
    static boolean isKind(String text, String kind) {
        return text.equals(kind) || text.startsWith(kind + " ");
    }

    private static void checkCharacters(String text, int line) throws ProtocolException {
        if (text.length() > Wire.MAX_LINE) {
            throw new ProtocolException(line, "line longer than " + Wire.MAX_LINE + " characters");
        }
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c < 0x20 || c == 0x7f) {
                throw new ProtocolException(line, "control character 0x" + Integer.toHexString(c) + " at column "
                        + (i + 1));
            }
        }
    }

    int line() {
        return line;
    }

    String kind() {
        return kind;
    }

    String value(int index) {
        return values.get(index);
    }
}
