package org.voddesk.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.node.cluster.ClusterFile;
import org.voddesk.node.cluster.ClusterFileException;
import org.voddesk.testing.MemoryTempDirs;
import picocli.CommandLine;

/**
 * Property: whatever bytes a cluster file holds, {@code voddesk poll --cluster FILE --once} answers with a one-line
 * message and exit 1 (or 2 for bad usage), never a stack trace or another exit code. 10,000 files are generated
 * from valid seeds by seeded random mutations (bytes inserted, deleted, replaced, including invalid UTF-8, NUL and
 * control characters; YAML syntax such as anchors, aliases, tags, flow collections, block scalars and document
 * markers; huge and negative numbers; lines duplicated, swapped, cut; deep nesting). A file the reader accepts
 * would be polled (two reads of /proc a second apart each), so the first of those is polled through the same
 * path and must exit 0 (nodes that cannot be reached are data); the rest are counted and left out.
 */
class ClusterFileFuzzTest {
    private static final int FILES = 10_000;
    private static final int POLLED_VALID = 1;
    private static final String[] SEEDS = {
        "known_hosts: kh\nnodes:\n  - name: vod-1\n    host: 127.0.0.1\n    port: 1\n    user: vod\n"
                + "    identity: missing-key\n    bandwidth_mbps: 1000\n",
        "nodes:\n  - {name: a, host: 127.0.0.1, port: 1, user: u, identity: k, bandwidth_mbps: 100, site: s1}\n"
                + "  - {name: b, host: 127.0.0.1, port: 2, user: u, identity: k, bandwidth_mbps: 100, site: s2}\n"
                + "sites:\n  s1: {s1: 0, s2: 1}\n  s2: {s1: 1, s2: 0}\n",
    };
    private static final String[] TOKENS = {
        ":", "-", " ", "\n", "\t", "#", "&a ", "*a", "!!str ", "!!binary ", "{", "}", "[", "]", ",", "|", ">",
        "---\n", "...\n", "\"", "'", "%YAML 1.1\n", "? ", "<<: *a\n", "99999999999999999999", "-1", "0x10", "1e400",
        "~", "null", "\u0000", "\u00e9", "\ud83d\ude00", "\u202e", "~/", "../../", "/dev/zero",
        "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[", "name", "nodes:", "sites:", "known_hosts:", "port:", "host:",
    };
    @TempDir(factory = MemoryTempDirs.class) // 10,000 rewrites of one file: in memory, not behind disk journal commits
    Path dir;

    @Test
    void tenThousandMutatedClusterFilesGiveOneLineMessagesAndExitOneOrTwo() throws Exception {
        Random random = new Random(20261201);
        Path file = dir.resolve("cluster.yaml");
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine cl = Main.newCommandLine(); // one command line, executed again and again (picocli resets it)
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        int refused = 0;
        int accepted = 0;
        List<String> problems = new ArrayList<>();
        for (int i = 0; i < FILES; i++) {
            byte[] bytes = mutate(SEEDS[random.nextInt(SEEDS.length)].getBytes(StandardCharsets.UTF_8), random);
            Files.write(file, bytes);
            boolean valid = accepts(file);
            if (valid && accepted++ >= POLLED_VALID) {
                continue;
            }
            out.getBuffer().setLength(0);
            err.getBuffer().setLength(0);
            int exit = cl.execute("poll", "--cluster", file.toString(), "--once");
            String output = out + "" + err;
            boolean ok = valid ? exit == 0 : (exit == 1 || exit == 2) && err.toString().startsWith("voddesk poll: ");
            if (!ok || output.contains("\tat ") || output.contains("Exception") || output.contains("Error:")) {
                problems.add("file " + i + " exit " + exit + ": " + output.strip() + "\n" + printable(bytes));
            }
            refused += valid ? 0 : 1;
        }
        assertThat(problems).as("files with a stack trace or another exit").isEmpty();
        assertThat(refused).as("most mutants are refused, so the reader's refusals are what is exercised")
                .isGreaterThan(FILES / 2);
    }

    private static boolean accepts(Path file) {
        try {
            ClusterFile.read(file);
            return true;
        } catch (ClusterFileException e) {
            return false;
        }
    }

    /** One to eight mutations of {@code seed}. */
    static byte[] mutate(byte[] seed, Random random) {
        List<Byte> b = new ArrayList<>(seed.length + 64);
        for (byte x : seed) {
            b.add(x);
        }
        int mutations = 1 + random.nextInt(8);
        for (int m = 0; m < mutations; m++) {
            int at = b.isEmpty() ? 0 : random.nextInt(b.size() + 1);
            switch (random.nextInt(7)) {
                case 0 -> insert(b, at, new byte[] {(byte) random.nextInt(256)});
                case 1 -> {
                    if (at < b.size()) {
                        b.remove(at);
                    }
                }
                case 2 -> {
                    if (at < b.size()) {
                        b.set(at, (byte) random.nextInt(256));
                    }
                }
                case 3 -> insert(b, at, TOKENS[random.nextInt(TOKENS.length)].getBytes(StandardCharsets.UTF_8));
                case 4 -> {
                    int len = Math.min(b.size() - Math.min(at, b.size()), random.nextInt(40));
                    List<Byte> copy = new ArrayList<>(b.subList(Math.min(at, b.size()), Math.min(at, b.size()) + len));
                    b.addAll(random.nextInt(b.size() + 1), copy);
                }
                case 5 -> b.subList(Math.min(at, b.size()), b.size()).clear();
                default -> insert(b, at, " ".repeat(random.nextInt(12)).getBytes(StandardCharsets.UTF_8));
            }
        }
        byte[] out = new byte[b.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = b.get(i);
        }
        return out;
    }

    private static void insert(List<Byte> b, int at, byte[] bytes) {
        List<Byte> add = new ArrayList<>(bytes.length);
        for (byte x : bytes) {
            add.add(x);
        }
        b.addAll(Math.min(at, b.size()), add);
    }

    private static String printable(byte[] bytes) {
        StringBuilder sb = new StringBuilder();
        for (byte x : bytes) {
            int c = x & 0xFF;
            sb.append(c == '\n' || (c >= 0x20 && c < 0x7F) ? String.valueOf((char) c) : String.format("\\x%02x", c));
        }
        return sb.toString();
    }
}
