package org.voddesk.node.proc;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.voddesk.node.protocol.ProtocolException;

/**
 * Reads the reply of {@code cat /proc/stat /proc/meminfo /proc/net/dev}: the three files in that order. Only
 * the figures the load model needs are taken (aggregate CPU jiffies, MemTotal/MemAvailable, interface byte
 * counters); other lines are skipped, but the ones taken are checked strictly and a missing one is an error.
 */
public final class ProcParser {
    private static final String NET_HEADER = "Inter-|";

    private ProcParser() {
    }

    /** Parses the reply; {@code timeMs} is when it arrived. */
    public static ProcSnapshot parse(String text, long timeMs) throws ProtocolException {
        if (text == null || text.isBlank()) {
            throw new ProtocolException(0, "empty /proc reply");
        }
        List<String> lines = List.of(text.split("\n", -1));
        int memStart = indexOf(lines, "MemTotal:", 0, "/proc/meminfo (no 'MemTotal:' line)");
        int netStart = indexOf(lines, NET_HEADER, memStart, "/proc/net/dev (no 'Inter-|' header)");
        long[] cpu = cpu(lines.subList(0, memStart));
        long[] mem = memory(lines.subList(memStart, netStart), memStart);
        long net = network(lines.subList(netStart, lines.size()), netStart);
        try {
            return new ProcSnapshot(timeMs, cpu[0], cpu[1], mem[0], mem[1], net);
        } catch (IllegalArgumentException e) {
            throw new ProtocolException(0, "inconsistent /proc figures: " + e.getMessage());
        }
    }

    private static int indexOf(List<String> lines, String prefix, int from, String what) throws ProtocolException {
        for (int i = from; i < lines.size(); i++) {
            if (lines.get(i).startsWith(prefix)) {
                return i;
            }
        }
        throw new ProtocolException(0, "/proc reply lacks " + what);
    }

    /** The aggregate {@code cpu} line: user nice system idle [iowait irq softirq steal ...]. */
    static long[] cpu(List<String> stat) throws ProtocolException {
        for (int i = 0; i < stat.size(); i++) {
            String line = stat.get(i);
            if (line.startsWith("cpu ")) {
                String[] f = line.substring(4).trim().split(" +");
                if (f.length < 4) {
                    throw new ProtocolException(i + 1, "/proc/stat cpu line has " + f.length
                            + " fields, expected at least 4");
                }
                long total = 0;
                // guest and guest_nice (fields 9, 10) are already counted in user and nice.
                for (int k = 0; k < Math.min(f.length, 8); k++) {
                    total += number(f[k], "/proc/stat cpu field " + (k + 1), i + 1);
                }
                long idle = number(f[3], "idle", i + 1) + (f.length > 4 ? number(f[4], "iowait", i + 1) : 0);
                return new long[] {total, idle};
            }
        }
        throw new ProtocolException(0, "/proc reply lacks the aggregate 'cpu ' line of /proc/stat");
    }

    /** MemTotal and MemAvailable (or MemFree + Buffers + Cached on kernels that lack MemAvailable). */
    static long[] memory(List<String> meminfo, int offset) throws ProtocolException {
        Map<String, Long> kb = new HashMap<>();
        for (int i = 0; i < meminfo.size(); i++) {
            String line = meminfo.get(i);
            int colon = line.indexOf(':');
            if (colon < 0) {
                throw new ProtocolException(offset + i + 1, "expected a /proc/meminfo 'Key: value kB' line, got '"
                        + shorten(line) + "'");
            }
            String key = line.substring(0, colon);
            if (key.equals("MemTotal") || key.equals("MemAvailable") || key.equals("MemFree")
                    || key.equals("Buffers") || key.equals("Cached")) {
                String value = line.substring(colon + 1).trim();
                value = value.endsWith(" kB") ? value.substring(0, value.length() - 3).trim() : value;
                kb.put(key, number(value, key, offset + i + 1));
            }
        }
        Long total = kb.get("MemTotal");
        Long available = kb.get("MemAvailable");
        if (available == null) {
            if (!kb.containsKey("MemFree")) {
                throw new ProtocolException(0, "/proc/meminfo lacks MemAvailable and MemFree");
            }
            available = kb.get("MemFree") + kb.getOrDefault("Buffers", 0L) + kb.getOrDefault("Cached", 0L);
        }
        return new long[] {total, available};
    }

    /** Sum of receive and transmit bytes over every interface except {@code lo}. */
    static long network(List<String> dev, int offset) throws ProtocolException {
        if (dev.size() < 2 || !dev.get(1).contains("|bytes")) {
            throw new ProtocolException(offset + 2, "expected the second /proc/net/dev header line");
        }
        long sum = 0;
        for (int i = 2; i < dev.size(); i++) {
            String line = dev.get(i);
            if (line.isBlank()) {
                continue;
            }
            int colon = line.indexOf(':');
            if (colon < 0) {
                throw new ProtocolException(offset + i + 1, "expected 'iface: counters', got '" + shorten(line) + "'");
            }
            String[] f = line.substring(colon + 1).trim().split(" +");
            if (f.length < 16) {
                throw new ProtocolException(offset + i + 1, "/proc/net/dev line has " + f.length
                        + " counters, expected 16");
            }
            long rx = number(f[0], "rx bytes", offset + i + 1);
            long tx = number(f[8], "tx bytes", offset + i + 1);
            if (!line.substring(0, colon).trim().equals("lo")) {
                sum += rx + tx;
            }
        }
        return sum;
    }

    private static long number(String text, String what, int line) throws ProtocolException {
        if (text.isEmpty() || text.length() > 19 || !text.chars().allMatch(c -> c >= '0' && c <= '9')) {
            throw new ProtocolException(line, what + " must be a non-negative integer, got '" + shorten(text) + "'");
        }
        try {
            return Long.parseLong(text);
        } catch (NumberFormatException e) {
            throw new ProtocolException(line, what + " is out of range: " + shorten(text));
        }
    }

    private static String shorten(String s) {
        String t = s.length() > 40 ? s.substring(0, 40) + "..." : s;
        return t.replaceAll("\\p{Cntrl}", "?");
    }
}
