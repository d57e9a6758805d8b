package org.voddesk.demo;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Brings a known_hosts file up to date with the demo nodes' lines: a line for a host pattern the nodes serve is
 * replaced in place (further lines for that pattern are dropped), a missing one is appended, every other line
 * (other hosts, other ports) is kept. The file is
 * written only when that changes it, so a kept key directory stays byte for byte the same across starts.
 */
final class KnownHostsLines {
    private KnownHostsLines() {
    }

    /**
     * Merges {@code served} ({@code pattern key} lines, one per node) into {@code file}.
     *
     * @return whether the file was written
     */
    static boolean merge(Path file, List<String> served) throws IOException {
        List<String> before = Files.exists(file) ? Files.readAllLines(file, StandardCharsets.UTF_8) : List.of();
        List<String> after = merged(before, served);
        if (Files.exists(file) && after.equals(before)) {
            return false;
        }
        DemoKeys.writeKnownHosts(file, after);
        return true;
    }

    static List<String> merged(List<String> existing, List<String> served) {
        Map<String, String> byPattern = new LinkedHashMap<>();
        for (String line : served) {
            byPattern.put(pattern(line), line);
        }
        Map<String, String> toAdd = new LinkedHashMap<>(byPattern);
        List<String> result = new ArrayList<>();
        for (String line : existing) {
            String p = pattern(line);
            if (!byPattern.containsKey(p)) {
                result.add(line);
            } else if (toAdd.containsKey(p)) {
                result.add(toAdd.remove(p));
            }
            // else: a second line for a served pattern, whose key may be stale; the served line already stands
        }
        result.addAll(toAdd.values());
        return result;
    }

    /** The host pattern of a line (its first field); blank lines and comments have none that a node serves. */
    private static String pattern(String line) {
        String trimmed = line.strip();
        if (trimmed.isEmpty() || trimmed.startsWith("#")) {
            return "\0" + line;
        }
        int space = trimmed.indexOf(' ');
        return space < 0 ? trimmed : trimmed.substring(0, space);
    }
}
