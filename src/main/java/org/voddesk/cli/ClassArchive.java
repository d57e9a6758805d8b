package org.voddesk.cli;

import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Properties;

/**
 * The jar's class-data archive: {@code voddesk.jsa} beside {@code voddesk.jar}, made by {@code mvn package} with
 * {@code java -Xshare:dump} from the committed class list {@code installer/linux/voddesk.classlist} (the classes a
 * console start loads: JDK, JavaFX, libraries, VodDesk), and its stamp {@code voddesk.jsa.properties}: the jar's
 * path, size and time and the JVM that made it. The JVM maps the archive only for the same jar at the same path,
 * on the same JVM build, and ignores it silently otherwise; the stamp lets {@link Main} tell that beforehand, so it
 * starts a child JVM on the archive ({@link Relaunch}) only where the child will use it.
 */
final class ClassArchive {
    static final String ARCHIVE = "voddesk.jsa";
    static final String STAMP = "voddesk.jsa.properties";

    /** What the archive beside a jar is worth to a JVM started on that jar. */
    enum State {
        /** no archive or no stamp beside the jar */
        MISSING,
        /** made for another jar (replaced, moved, rebuilt) or another JVM */
        MISMATCHED,
        /** made for this jar on this JVM */
        MATCHES
    }

    private final Path jar;

    /** @param jar the jar the archive belongs to (its directory holds the archive) */
    ClassArchive(Path jar) {
        this.jar = jar.toAbsolutePath().normalize();
    }

    Path jar() {
        return jar;
    }

    Path archive() {
        return jar.resolveSibling(ARCHIVE);
    }

    Path stamp() {
        return jar.resolveSibling(STAMP);
    }

    /** Compares the stamp with the jar as it is now and with this JVM; never throws. */
    State state() {
        if (!Files.isRegularFile(archive()) || !Files.isRegularFile(stamp())) {
            return State.MISSING;
        }
        try (Reader in = Files.newBufferedReader(stamp(), StandardCharsets.UTF_8)) {
            Properties recorded = new Properties();
            recorded.load(in);
            return recorded.equals(describe()) ? State.MATCHES : State.MISMATCHED;
        } catch (IOException | IllegalArgumentException e) {
            return State.MISMATCHED;
        }
    }

    /** What the JVM checks before it maps the archive: the jar's path, size and time, and its own build. */
    Properties describe() throws IOException {
        Properties p = new Properties();
        p.putAll(Map.of("jar", jar.toString(),
                "size", Long.toString(Files.size(jar)),
                "modified", Long.toString(Files.getLastModifiedTime(jar).toMillis()),
                "java.home", System.getProperty("java.home"),
                "java.vm.version", System.getProperty("java.vm.version")));
        return p;
    }

    /**
     * (Re)makes the archive from {@code classList} with this JVM ({@code -Xshare:dump}, nothing of VodDesk runs)
     * and then its stamp; the JVM's report goes to {@code voddesk.jsa.log}. A class the list names and the jar no
     * longer has is skipped by the JVM.
     *
     * @throws IOException when the JVM could not make the archive (no stamp is written then)
     */
    void make(Path classList) throws IOException, InterruptedException {
        Files.deleteIfExists(stamp());
        Files.deleteIfExists(archive());
        Path log = jar.resolveSibling(ARCHIVE + ".log");
        Process dump = new ProcessBuilder(List.of(Relaunch.javaBinary(), "-Xshare:dump",
                "-XX:SharedClassListFile=" + classList.toAbsolutePath(), "-XX:SharedArchiveFile=" + archive(),
                "-cp", jar.toString()))
                .redirectErrorStream(true).redirectOutput(log.toFile()).start();
        int code = dump.waitFor();
        if (code != 0 || !Files.isRegularFile(archive())) {
            throw new IOException("java -Xshare:dump ended with " + code + "; see " + log);
        }
        try (Writer out = Files.newBufferedWriter(stamp(), StandardCharsets.UTF_8)) {
            describe().store(out, "what " + ARCHIVE + " was made for (org.voddesk.cli.ClassArchive)");
        }
    }

    /**
     * {@code java -cp voddesk.jar org.voddesk.cli.ClassArchive JAR CLASSLIST}: what {@code mvn package} runs after
     * the jar is shaded. A JVM that cannot make the archive (one without class-data sharing) fails no build: it is
     * said on stderr, and the console then starts without the archive.
     */
    public static void main(String[] args) throws InterruptedException {
        if (args.length != 2) {
            System.err.println("usage: ClassArchive JAR CLASSLIST");
            System.exit(2);
        }
        ClassArchive archive = new ClassArchive(Path.of(args[0]));
        try {
            archive.make(Path.of(args[1]));
            System.out.println("class-data archive " + archive.archive() + " ("
                    + Files.size(archive.archive()) / 1_048_576 + " MB) made for " + archive.jar());
        } catch (IOException e) {
            System.err.println("warning: no class-data archive beside " + archive.jar() + " (" + e.getMessage()
                    + "); the console starts without it");
        }
    }
}
