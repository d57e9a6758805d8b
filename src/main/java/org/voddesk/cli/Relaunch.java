package org.voddesk.cli;

import java.lang.management.ManagementFactory;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Whether {@code java -jar voddesk.jar} starts the console again in a child JVM that maps the jar's class-data
 * archive ({@link ClassArchive}): a jar cannot pass JVM options, and the archive takes the loading and verifying of
 * some 3,000 classes off the way to the login form (docs/benchmarks.md, "Start to a usable window"). Only the
 * console is started so (a short command is over before a second JVM pays off), only with an archive made for this
 * jar on this JVM, never twice, and not when the JVM options already choose the class-data sharing
 * ({@code -Xshare:...}, {@code -XX:SharedArchiveFile}, as the app image's launcher does; {@code
 * -XX:DumpLoadedClassList}, which makes the class list). {@code
 * -Dvoddesk.classArchive=off} or {@code VODDESK_CLASS_ARCHIVE=off} turns it off.
 */
final class Relaunch {
    /** Set on the child: the parent's process id. */
    static final String RELAUNCHED = "voddesk.relaunched";
    static final String OPT_OUT_PROPERTY = "voddesk.classArchive";
    static final String OPT_OUT_ENV = "VODDESK_CLASS_ARCHIVE";
    private static final Set<String> NOT_RUNNING = Set.of("-h", "--help", "-V", "--version");

    /** The answer, with the reason when it is not to relaunch. */
    enum Decision {
        RELAUNCH, RELAUNCHED_ALREADY, OPTED_OUT, NOT_THE_CONSOLE, NOT_FROM_A_JAR, ARCHIVE_MISSING,
        ARCHIVE_MISMATCHED, SHARING_CHOSEN
    }

    /** What the decision looks at; the costlier facts are asked for last, and only when needed. */
    interface Facts {
        List<String> args();

        /** The parent's process id when this JVM is the child, else null. */
        String relaunchedBy();

        /** The opt-out: the system property, or else the environment variable; null when neither is set. */
        String optOut();

        Optional<ClassArchive> archive();

        /** The JVM options given to this JVM on its command line (not those it inherits from its environment). */
        List<String> jvmOptions();
    }

    private Relaunch() {
    }

    static Decision decide(Facts facts) {
        if (facts.relaunchedBy() != null) {
            return Decision.RELAUNCHED_ALREADY;
        }
        if (isOff(facts.optOut())) {
            return Decision.OPTED_OUT;
        }
        if (!startsTheConsole(facts.args())) {
            return Decision.NOT_THE_CONSOLE;
        }
        Optional<ClassArchive> archive = facts.archive();
        if (archive.isEmpty()) {
            return Decision.NOT_FROM_A_JAR;
        }
        switch (archive.get().state()) {
            case MISSING:
                return Decision.ARCHIVE_MISSING;
            case MISMATCHED:
                return Decision.ARCHIVE_MISMATCHED;
            default:
                break;
        }
        return choosesSharing(facts.jvmOptions()) ? Decision.SHARING_CHOSEN : Decision.RELAUNCH;
    }

    private static boolean isOff(String value) {
        return value != null && Set.of("off", "false", "no", "0").contains(value.trim().toLowerCase());
    }

    /** No command (the console is the default), or {@code console}, and no option that only prints. */
    static boolean startsTheConsole(List<String> args) {
        return (args.isEmpty() || args.get(0).equals("console")) && args.stream().noneMatch(NOT_RUNNING::contains);
    }

    private static boolean choosesSharing(List<String> options) {
        return options.stream().anyMatch(o -> o.startsWith("-Xshare:") || o.startsWith("-XX:SharedArchiveFile")
                || o.startsWith("-XX:ArchiveClassesAtExit") || o.startsWith("-XX:SharedClassListFile")
                || o.startsWith("-XX:DumpLoadedClassList"));
    }

    /** The child's command: this JVM's options, the archive, the jar and the same arguments. */
    static List<String> command(String java, List<String> jvmOptions, ClassArchive archive, long parentPid,
                                List<String> args) {
        List<String> command = new ArrayList<>();
        command.add(java);
        command.addAll(jvmOptions);
        command.addAll(List.of("-XX:SharedArchiveFile=" + archive.archive(), "-Xshare:auto",
                "-D" + RELAUNCHED + "=" + parentPid, "-cp", archive.jar().toString(), Main.class.getName()));
        command.addAll(args);
        return command;
    }

    /**
     * The options on this JVM's command line: the JVM reports those of {@code JAVA_TOOL_OPTIONS} and the launcher's
     * {@code JDK_JAVA_OPTIONS} first, and the child reads both from the environment it inherits.
     */
    static List<String> ownOptions(List<String> inputArguments, String toolOptions, String jdkOptions) {
        List<String> own = new ArrayList<>(inputArguments);
        for (String inherited : new String[] {toolOptions, jdkOptions}) {
            List<String> words = words(inherited);
            if (!words.isEmpty() && own.size() >= words.size() && own.subList(0, words.size()).equals(words)) {
                own.subList(0, words.size()).clear();
            }
        }
        return own;
    }

    private static List<String> words(String options) {
        return options == null || options.isBlank() ? List.of() : Arrays.asList(options.trim().split("\\s+"));
    }

    static String javaBinary() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }

    /** The facts of this JVM. */
    record Current(List<String> args) implements Facts {
        @Override
        public String relaunchedBy() {
            return System.getProperty(RELAUNCHED);
        }

        @Override
        public String optOut() {
            String property = System.getProperty(OPT_OUT_PROPERTY);
            return property != null ? property : System.getenv(OPT_OUT_ENV);
        }

        @Override
        public Optional<ClassArchive> archive() {
            try {
                Path code = Path.of(Main.class.getProtectionDomain().getCodeSource().getLocation().toURI());
                return Files.isRegularFile(code) ? Optional.of(new ClassArchive(code)) : Optional.empty();
            } catch (URISyntaxException | RuntimeException e) {
                return Optional.empty();
            }
        }

        @Override
        public List<String> jvmOptions() {
            return ownOptions(ManagementFactory.getRuntimeMXBean().getInputArguments(),
                    System.getenv("JAVA_TOOL_OPTIONS"), System.getenv("JDK_JAVA_OPTIONS"));
        }
    }
}
