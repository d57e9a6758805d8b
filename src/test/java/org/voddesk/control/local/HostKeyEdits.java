package org.voddesk.control.local;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.voddesk.demo.DemoKeys;

/** Edits of a demo cluster's known_hosts before the console opens it: the second node unknown, or changed. */
final class HostKeyEdits {
    private HostKeyEdits() {
    }

    interface Edit {
        void apply(Path knownHosts) throws IOException;
    }

    /** The second node's key line is replaced by another key: to the console its key has changed. */
    static void changeKeyOfNode(Path knownHosts) throws IOException {
        List<String> lines = Files.readAllLines(knownHosts);
        String pattern = hostNameOfSecond(knownHosts);
        List<String> edited = lines.stream().map(l -> l.startsWith(pattern + " ")
                ? pattern + " " + DemoKeys.publicKeyLine(DemoKeys.generate().getPublic()) : l).toList();
        Files.write(knownHosts, edited);
    }

    /** The second node is not named at all: its key is unknown. */
    static void forgetNode(Path knownHosts) throws IOException {
        List<String> lines = Files.readAllLines(knownHosts).stream().filter(l -> !l.isBlank()).toList();
        Files.write(knownHosts, List.of(lines.get(0), lines.get(2)));
    }

    static String hostNameOfSecond(Path knownHosts) throws IOException {
        return lineOfSecondHost(knownHosts).split(" ")[0];
    }

    static String lineOfSecondHost(Path knownHosts) throws IOException {
        return Files.readAllLines(knownHosts).stream().filter(l -> !l.isBlank()).toList().get(1);
    }
}
