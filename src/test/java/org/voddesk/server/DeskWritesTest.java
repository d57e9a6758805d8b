package org.voddesk.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalDate;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.Principal;
import org.voddesk.control.api.ReportFile;
import org.voddesk.testing.Await;

/**
 * A report export a desk writes: leave comes once the control allowed it; only the desk's login finishes it; a desk
 * that never says what it wrote has the export recorded as failed.
 */
class DeskWritesTest {
    private ServerFixture f;
    private Principal boss;
    private Principal operator;
    private ReportFile file;

    @BeforeEach
    void start(@TempDir Path dir) throws Exception {
        f = new ServerFixture(dir, io.grpc.inprocess.InProcessServerBuilder.forName(
                io.grpc.inprocess.InProcessServerBuilder.generateName()));
        boss = f.control.login("boss", ServerFixture.SUPERVISOR_PASSWORD.clone()).value();
        operator = f.control.login("operator", ServerFixture.OPERATOR_PASSWORD.clone()).value();
        file = new ReportFile(LocalDate.of(2026, 11, 27), "PDF", dir.resolve("r.pdf"));
    }

    @AfterEach
    void stop() {
        f.close();
    }

    @Test
    void aDeskThatNeverSaysWhatItWroteHasTheExportRecordedAsFailed() throws Exception {
        DeskWrites writes = new DeskWrites(f.control.reportExports(), Duration.ofMillis(200));

        CommandResult<String> leave = writes.begin(boss, file).get();

        assertThat(leave.ok()).isTrue();
        assertThat(leave.message()).isEqualTo(DeskWrites.LEAVE);
        Await.until("the export was recorded as failed", Duration.ofSeconds(20),
                () -> f.audited("report.export.failed", "boss"));
        assertThat(f.store.audit().recent(100)).anySatisfy(a -> assertThat(a.entry().detail())
                .contains("the desk did not say within 0 s whether it wrote the file"));
        Await.until("the export stopped waiting", Duration.ofSeconds(20), () -> writes.waiting() == 0);
    }

    @Test
    void onlyTheLoginThatBeganAnExportFinishesIt() throws Exception {
        DeskWrites writes = new DeskWrites(f.control.reportExports());
        String id = writes.begin(boss, file).get().value();

        CommandResult<Path> byAnother = writes.finish(operator, id, file.target(), null).get();
        CommandResult<Path> byBoss = writes.finish(boss, id, file.target(), null).get();
        CommandResult<Path> again = writes.finish(boss, id, file.target(), null).get();

        assertThat(byAnother.ok()).isFalse();
        assertThat(byAnother.message()).isEqualTo("No report export " + id + " is waiting for its file (it ended, or"
                + " was never begun); nothing was recorded.");
        assertThat(byBoss.ok()).as(byBoss.message()).isTrue();
        assertThat(again.ok()).isFalse();
        assertThat(writes.waiting()).isZero();
    }

    @Test
    void aRefusedExportGivesNoLeaveAndWaitsForNothing() throws Exception {
        DeskWrites writes = new DeskWrites(f.control.reportExports());

        CommandResult<String> leave = writes.begin(operator, file).get();

        assertThat(leave.ok()).isFalse();
        assertThat(leave.value()).isNull();
        assertThat(leave.message()).startsWith("Only a supervisor may export reports");
        assertThat(writes.waiting()).isZero();
    }
}
