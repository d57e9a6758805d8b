package org.voddesk.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.cli.Relaunch.Decision;

class RelaunchTest {
    @TempDir
    Path dir;
    private ClassArchive archive;

    /** The facts of a JVM; the archive is a real jar and archive in the test's directory. */
    private record Given(List<String> args, String relaunchedBy, String optOut, Optional<ClassArchive> archive,
                         List<String> jvmOptions) implements Relaunch.Facts {
    }

    @BeforeEach
    void aJarWithItsArchive() throws IOException {
        archive = new ClassArchive(Files.write(dir.resolve("voddesk.jar"), new byte[] {1, 2, 3}));
        Files.write(archive.archive(), new byte[] {4});
        try (Writer out = Files.newBufferedWriter(archive.stamp())) {
            archive.describe().store(out, null);
        }
    }

    private Given console(List<String> jvmOptions) {
        return new Given(List.of("console", "--demo"), null, null, Optional.of(archive), jvmOptions);
    }

    @Test
    void theConsoleOnAJarWithItsArchiveIsRelaunched() {
        assertThat(Relaunch.decide(console(List.of("-Dvoddesk.log=INFO")))).isEqualTo(Decision.RELAUNCH);
    }

    @Test
    void noCommandIsTheConsoleAndIsRelaunched() {
        assertThat(Relaunch.decide(new Given(List.of(), null, null, Optional.of(archive), List.of())))
                .isEqualTo(Decision.RELAUNCH);
    }

    @Test
    void theChildIsNeverRelaunchedAgain() {
        Given child = new Given(List.of("console"), "4242", null, Optional.of(archive), List.of());
        assertThat(Relaunch.decide(child)).isEqualTo(Decision.RELAUNCHED_ALREADY);
    }

    @Test
    void theOptOutKeepsTheConsoleInThisJvm() {
        Given off = new Given(List.of("console"), null, "off", Optional.of(archive), List.of());
        assertThat(Relaunch.decide(off)).isEqualTo(Decision.OPTED_OUT);
    }

    @Test
    void anOptOutOfAnotherWordIsNoOptOut() {
        Given on = new Given(List.of("console"), null, "on", Optional.of(archive), List.of());
        assertThat(Relaunch.decide(on)).isEqualTo(Decision.RELAUNCH);
    }

    @Test
    void otherCommandsRunInThisJvm() {
        for (List<String> args : List.of(List.of("simulate", "--runs", "1"), List.of("--version"),
                List.of("console", "--help"), List.of("-h"))) {
            assertThat(Relaunch.decide(new Given(args, null, null, Optional.of(archive), List.of())))
                    .as("%s", args).isEqualTo(Decision.NOT_THE_CONSOLE);
        }
    }

    @Test
    void classesOutsideAJarRunInThisJvm() {
        Given ide = new Given(List.of("console"), null, null, Optional.empty(), List.of());
        assertThat(Relaunch.decide(ide)).isEqualTo(Decision.NOT_FROM_A_JAR);
    }

    @Test
    void aMissingArchiveFallsBackToThisJvm() throws IOException {
        Files.delete(archive.archive());
        assertThat(Relaunch.decide(console(List.of()))).isEqualTo(Decision.ARCHIVE_MISSING);
    }

    @Test
    void anArchiveWithoutItsStampFallsBackToThisJvm() throws IOException {
        Files.delete(archive.stamp());
        assertThat(Relaunch.decide(console(List.of()))).isEqualTo(Decision.ARCHIVE_MISSING);
    }

    @Test
    void anArchiveOfAReplacedJarFallsBackToThisJvm() throws IOException {
        Files.write(archive.jar(), new byte[] {1, 2, 3, 4});
        assertThat(Relaunch.decide(console(List.of()))).isEqualTo(Decision.ARCHIVE_MISMATCHED);
    }

    @Test
    void anArchiveOfAMovedJarFallsBackToThisJvm() throws IOException {
        Path moved = Files.createDirectory(dir.resolve("moved"));
        for (Path p : List.of(archive.jar(), archive.archive(), archive.stamp())) {
            Files.copy(p, moved.resolve(p.getFileName()), java.nio.file.StandardCopyOption.COPY_ATTRIBUTES);
        }
        Given there = new Given(List.of("console"), null, null,
                Optional.of(new ClassArchive(moved.resolve("voddesk.jar"))), List.of());
        assertThat(Relaunch.decide(there)).isEqualTo(Decision.ARCHIVE_MISMATCHED);
    }

    @Test
    void jvmOptionsThatChooseTheSharingAreLeftAsTheyAre() {
        for (String option : List.of("-Xshare:off", "-XX:SharedArchiveFile=/opt/voddesk/lib/app/voddesk.jsa",
                "-XX:DumpLoadedClassList=voddesk.classlist")) {
            assertThat(Relaunch.decide(console(List.of(option)))).as(option).isEqualTo(Decision.SHARING_CHOSEN);
        }
    }

    @Test
    void theChildGetsTheOptionsTheArchiveTheJarAndTheArguments() {
        List<String> command = Relaunch.command("/jdk/bin/java", List.of("-Xmx1g", "-Dvoddesk.log=INFO"), archive,
                4242, List.of("console", "--demo"));
        assertThat(command).containsExactly("/jdk/bin/java", "-Xmx1g", "-Dvoddesk.log=INFO",
                "-XX:SharedArchiveFile=" + archive.archive(), "-Xshare:auto", "-Dvoddesk.relaunched=4242",
                "-cp", archive.jar().toString(), "org.voddesk.cli.Main", "console", "--demo");
    }

    @Test
    void optionsTheChildInheritsFromItsEnvironmentAreNotPassedTwice() {
        List<String> reported = List.of("-Dfrom.tool=1", "-Xlog:gc", "-Dfrom.jdk=1", "-Dvoddesk.log=INFO");
        assertThat(Relaunch.ownOptions(reported, " -Dfrom.tool=1  -Xlog:gc", "-Dfrom.jdk=1"))
                .containsExactly("-Dvoddesk.log=INFO");
    }

    @Test
    void optionsAreKeptWhenTheEnvironmentHasNone() {
        assertThat(Relaunch.ownOptions(List.of("-Xmx1g"), null, "")).containsExactly("-Xmx1g");
    }
}
