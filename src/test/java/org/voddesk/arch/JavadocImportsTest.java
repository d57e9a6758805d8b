package org.voddesk.arch;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * No main source file imports a type that only its comments name: such an import ties two files (and can close a
 * cycle) that the code does not tie. A Javadoc link to a type the code does not use is written {@code {@code Name}}
 * or with the fully qualified name instead.
 */
class JavadocImportsTest {
    private static final Pattern IMPORT = Pattern.compile("^import ([\\w.]+)\\.([A-Z]\\w*);$", Pattern.MULTILINE);
    private static final Pattern COMMENT = Pattern.compile("/\\*.*?\\*/|//[^\\n]*", Pattern.DOTALL);
    private static final Pattern STRING = Pattern.compile("\"(\\\\.|[^\"\\\\\\n])*\"");

    @Test
    void noMainSourceImportsATypeOnlyItsCommentsName() throws IOException {
        List<String> found = new ArrayList<>();
        try (Stream<Path> files = Files.walk(Path.of("src/main/java"))) {
            files.filter(p -> p.toString().endsWith(".java")).sorted()
                    .forEach(p -> commentOnlyImports(read(p)).forEach(n -> found.add(p + ": " + n)));
        }

        assertThat(found).isEmpty();
    }

    @Test
    void findsAnImportThatOnlyAJavadocLinkUses() {
        String source = """
                package a;

                import java.util.List;
                import b.Other;

                /** Uses {@link Other}. */
                final class A {
                    List<String> names;
                }
                """;

        assertThat(commentOnlyImports(source)).containsExactly("b.Other");
    }

    /** The imports of {@code source} whose simple name appears only in its comments. */
    static List<String> commentOnlyImports(String source) {
        String code = STRING.matcher(COMMENT.matcher(source).replaceAll(" ")).replaceAll("\"\"");
        String body = code.replaceAll("(?m)^(package|import) [^\\n]*$", "");
        List<String> unused = new ArrayList<>();
        Matcher m = IMPORT.matcher(source);
        while (m.find()) {
            if (!Pattern.compile("\\b" + m.group(2) + "\\b").matcher(body).find()) {
                unused.add(m.group(1) + "." + m.group(2));
            }
        }
        return unused;
    }

    private static String read(Path p) {
        try {
            return Files.readString(p);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
