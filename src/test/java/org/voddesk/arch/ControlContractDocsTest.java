package org.voddesk.arch;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every method of the control API's interfaces says its contract in its Javadoc: the thread it may be called from,
 * whether it blocks, what it does on failure and the role it needs. A join or a variant may say "Same result and
 * role" or "Same contract" of the method it joins. This is the text a remote implementation is held to.
 */
class ControlContractDocsTest {
    private static final Pattern INTERFACE = Pattern.compile("^public interface \\w+", Pattern.MULTILINE);
    private static final Pattern METHOD = Pattern.compile(
            "(/\\*\\*(?:(?!\\*/).)*\\*/)?\\s*(?:@\\w+\\s*)*\\n    (?! )(?:default )?[\\w<>\\[\\], ?]+ (\\w+)\\([^)]*\\)[^;{]*[;{]",
            Pattern.DOTALL);

    @Test
    void everyApiMethodSaysItsThreadBlockingFailureAndRole() throws IOException {
        List<String> missing = new ArrayList<>();
        try (Stream<Path> files = Files.list(Path.of("src/main/java/org/voddesk/control/api"))) {
            for (Path p : files.filter(f -> f.toString().endsWith(".java")).sorted().toList()) {
                String source = Files.readString(p);
                if (INTERFACE.matcher(source).find()) {
                    incomplete(source).forEach(m -> missing.add(p.getFileName() + ": " + m));
                }
            }
        }

        assertThat(missing).isEmpty();
    }

    @Test
    void findsAMethodWhoseJavadocLeavesOutTheRole() {
        String source = """
                public interface Api {
                    /** Reads the nodes. Any thread; returns at once; a failure is a failed result. Role: none. */
                    Object nodes();

                    /** Deletes a node. Any thread; returns at once; never completes exceptionally. */
                    Object delete(String node);

                    Object undocumented();
                }
                """;

        assertThat(incomplete(source)).containsExactly("delete (role)", "undocumented (no Javadoc)");
    }

    /** The methods of {@code source} whose Javadoc leaves out part of the contract, each with what it leaves out. */
    static List<String> incomplete(String source) {
        List<String> found = new ArrayList<>();
        Matcher m = METHOD.matcher(source);
        while (m.find()) {
            String name = m.group(2);
            if (m.group(1) == null) {
                found.add(name + " (no Javadoc)");
                continue;
            }
            String doc = m.group(1).replaceAll("\\n\\s*\\*", " ").replaceAll("\\s+", " ").toLowerCase(Locale.ROOT);
            if (doc.contains("same contract") || doc.contains("same result and role")) {
                continue;
            }
            List<String> lacks = new ArrayList<>();
            if (!doc.contains("thread")) {
                lacks.add("thread");
            }
            if (!(doc.contains("block") || doc.contains("returns at once"))) {
                lacks.add("blocking");
            }
            if (!(doc.contains("fail") || doc.contains("throw") || doc.contains("exceptionally"))) {
                lacks.add("failure");
            }
            if (!doc.contains("role")) {
                lacks.add("role");
            }
            if (!lacks.isEmpty()) {
                found.add(name + " (" + String.join(", ", lacks) + ")");
            }
        }
        return found;
    }
}
