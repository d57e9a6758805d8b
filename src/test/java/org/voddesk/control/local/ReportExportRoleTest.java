package org.voddesk.control.local;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.Principal;
import org.voddesk.control.api.ReportFile;
import org.voddesk.core.AuditRecord;
import org.voddesk.core.Role;

/**
 * A user's export of a report to a file is a supervisor's (DESIGN.md, roles): checked in the control layer like every
 * supervisor command, refused and audited for anyone else before anything is written, audited for the supervisor.
 */
class ReportExportRoleTest {
    private static final LocalDate DAY = LocalDate.of(2026, 11, 27);
    @TempDir
    Path dir;
    private ControlFixture f;
    private final AtomicInteger writes = new AtomicInteger();

    @BeforeEach
    void start() throws Exception {
        f = new ControlFixture(dir, 1, null);
    }

    @AfterEach
    void stop() {
        f.close();
    }

    private List<AuditRecord> audit(String action) {
        return f.store.audit().recent(1000).stream().filter(a -> a.entry().action().equals(action)).toList();
    }

    /** A writer standing in for the report layer: writes {@code target}, counted. */
    private Supplier<CompletableFuture<Path>> writing(Path target) {
        return () -> CompletableFuture.supplyAsync(() -> {
            writes.incrementAndGet();
            try {
                return Files.writeString(target, "%PDF-1.7 the day\n");
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
    }

    private CommandResult<Path> export(Principal by, Path target) {
        return f.control.reportExports().export(by, new ReportFile(DAY, "PDF", target), writing(target));
    }

    @Test
    void anOperatorsExportIsRefusedAuditedAndWritesNothing() {
        Principal olga = f.user("olga", Role.OPERATOR);
        Path target = dir.resolve("day.pdf");

        CommandResult<Path> r = export(olga, target);

        assertThat(r.ok()).isFalse();
        assertThat(r.message()).startsWith("Only a supervisor may export reports (").endsWith("Nothing was written.");
        assertThat(writes).hasValue(0);
        assertThat(target).doesNotExist();
        assertThat(audit("report.export.refused")).singleElement().satisfies(a -> {
            assertThat(a.entry().user()).isEqualTo("olga");
            assertThat(a.entry().subject()).isEqualTo("report 2026-11-27");
            assertThat(a.entry().detail()).contains("PDF " + target.toAbsolutePath());
        });
        assertThat(audit("report.export")).isEmpty();
    }

    @Test
    void aSupervisorsExportIsWrittenAndAuditedByThem() throws Exception {
        Principal boss = f.user("boss", Role.SUPERVISOR);
        Path target = dir.resolve("day.pdf");

        CommandResult<Path> r = export(boss, target);

        assertThat(r.ok()).as(r.message()).isTrue();
        assertThat(r.value()).isEqualTo(target);
        assertThat(r.message()).isEqualTo("Wrote " + target.toAbsolutePath() + ".");
        assertThat(Files.readString(target)).startsWith("%PDF");
        assertThat(audit("report.export")).singleElement().satisfies(a -> {
            assertThat(a.entry().user()).isEqualTo("boss");
            assertThat(a.entry().subject()).isEqualTo("report 2026-11-27");
            assertThat(a.entry().detail()).isEqualTo("PDF " + target.toAbsolutePath());
        });
        assertThat(f.control.reportExports().lastExport().value()).as("the daily export's last run is the system's")
                .isEmpty();
    }

    @Test
    void aForgedSupervisorIsRefused() {
        f.user("boss", Role.SUPERVISOR);
        Principal forged = new Principal("boss", Role.SUPERVISOR);
        Path target = dir.resolve("day.pdf");

        CommandResult<Path> r = export(forged, target);

        assertThat(r.ok()).isFalse();
        assertThat(writes).hasValue(0);
        assertThat(target).doesNotExist();
        assertThat(audit("report.export.refused")).singleElement()
                .satisfies(a -> assertThat(a.entry().user()).as("not the name it claims")
                        .isEqualTo(org.voddesk.control.auth.PrincipalGate.UNAUTHENTICATED));
    }

    @Test
    void aSupervisorDemotedSinceTheLoginIsRefused() {
        Principal boss = f.user("boss", Role.SUPERVISOR);
        f.store.users().setRole("boss", Role.OPERATOR);

        CommandResult<Path> r = export(boss, dir.resolve("day.pdf"));

        assertThat(r.ok()).isFalse();
        assertThat(writes).hasValue(0);
        assertThat(audit("report.export.refused")).hasSize(1);
    }

    @Test
    void aWriteThatFailsIsSaidAndAudited() {
        Principal boss = f.user("boss", Role.SUPERVISOR);
        Path target = dir.resolve("no-such-folder").resolve("day.pdf");

        CommandResult<Path> r = export(boss, target);

        assertThat(r.ok()).isFalse();
        assertThat(r.message()).startsWith("The PDF was not written: ");
        assertThat(audit("report.export.failed")).singleElement().satisfies(a -> {
            assertThat(a.entry().user()).isEqualTo("boss");
            assertThat(a.entry().detail()).startsWith("PDF " + target.toAbsolutePath() + ": ");
        });
    }
}
