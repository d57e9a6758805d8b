package org.voddesk.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.stream.Stream;
import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@link Store#openReadOnly}: reads beside a writer, and changes, creates and migrates nothing. */
class StoreReadOnlyTest {
    @TempDir
    Path dir;
    private final ExecutorService loop = Executors.newSingleThreadExecutor();

    @AfterEach
    void stop() {
        loop.shutdownNow();
    }

    private Path databaseWithNode(String name) {
        try (Store store = Fixtures.open(dir)) {
            store.nodes().save(Fixtures.node(name));
        }
        return dir.resolve("voddesk.db");
    }

    private List<String> filesInDir() throws Exception {
        try (Stream<Path> files = Files.list(dir)) {
            return files.map(f -> f.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    void readsTheCommittedStateWhileAWriterHoldsATransactionOpen() throws Exception {
        Path file = databaseWithNode("vod-1");
        CountDownLatch inside = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        try (Store writer = Store.open(file, Fixtures.FAST); Store reader = Store.openReadOnly(file, Fixtures.FAST)) {
            CompletableFuture<Void> write = CompletableFuture.runAsync(() -> writer.atomically("add vod-2", () -> {
                writer.nodes().save(Fixtures.node("vod-2"));
                inside.countDown();
                await(release);
            }), loop);
            inside.await();

            assertThat(reader.nodes().all()).extracting(n -> n.name()).containsExactly("vod-1");

            release.countDown();
            write.get();
            assertThat(reader.nodes().all()).extracting(n -> n.name()).containsExactly("vod-1", "vod-2");
        }
    }

    private static void await(CountDownLatch latch) {
        try {
            latch.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    @Test
    void aWriteThroughAReadOnlyStoreIsRefusedAndTheFileIsUnchanged() throws Exception {
        Path file = databaseWithNode("vod-1");
        byte[] before = Files.readAllBytes(file);
        List<String> filesBefore = filesInDir();

        try (Store store = Store.openReadOnly(file, Fixtures.FAST)) {
            assertThat(store.nodes().find("vod-1")).isPresent();
            assertThatThrownBy(() -> store.nodes().save(Fixtures.node("vod-2"))).isInstanceOf(StoreException.class)
                    .hasMessageContaining("is open read-only");
        }

        assertThat(Files.readAllBytes(file)).isEqualTo(before);
        assertThat(filesInDir()).as("at most SQLite's index for WAL readers and an empty log appear beside it")
                .containsAll(filesBefore).isSubsetOf(Stream.concat(filesBefore.stream(),
                        Stream.of("voddesk.db-shm", "voddesk.db-wal")).toList());
        Path log = dir.resolve("voddesk.db-wal");
        assertThat(Files.notExists(log) || Files.size(log) == 0).as("the log is empty").isTrue();
    }

    @Test
    void aMissingFileIsRefusedAndNeitherItNorItsFolderIsCreated() {
        Path file = dir.resolve("none/voddesk.db");

        assertThatThrownBy(() -> Store.openReadOnly(file, Fixtures.FAST)).isInstanceOf(StoreException.class)
                .hasMessage("there is no database at " + file + " (give the file the console writes with --db;"
                        + " this command never creates one)");

        assertThat(file.getParent()).doesNotExist();
    }

    @Test
    void anEmptyFileIsRefused() throws Exception {
        Path file = Files.createFile(dir.resolve("empty.db"));

        assertThatThrownBy(() -> Store.openReadOnly(file, Fixtures.FAST)).isInstanceOf(StoreException.class)
                .hasMessageContaining("is empty, not a VodDesk database");

        assertThat(file).isEmptyFile();
    }

    @Test
    void anOlderSchemaIsRefusedWithWhatToDoAndNotMigrated() throws Exception {
        Path file = dir.resolve("old.db");
        Flyway.configure().dataSource(Schema.url(file), null, null).locations("classpath:db/migration")
                .table("flyway_schema_history").target("13").load().migrate();
        byte[] before = Files.readAllBytes(file);

        assertThatThrownBy(() -> Store.openReadOnly(file, Fixtures.FAST)).isInstanceOf(StoreException.class)
                .hasMessageStartingWith(file + " is at schema v13; this VodDesk reads v")
                .hasMessageEndingWith(". Start the console or `voddesk run` on it once to upgrade it"
                        + " (this command only reads).");

        assertThat(Files.readAllBytes(file)).isEqualTo(before);
        try (Connection c = Fixtures.raw(file)) {
            assertThat(Fixtures.longQuery(c, "SELECT max(CAST(version AS INTEGER)) FROM flyway_schema_history")).isEqualTo(13);
        }
    }

    @Test
    void aNewerSchemaIsRefusedAsByAWritingOpen() throws Exception {
        Path file = databaseWithNode("vod-1");
        try (Connection c = Fixtures.raw(file); var st = c.createStatement()) {
            st.execute("INSERT INTO flyway_schema_history (installed_rank, version, description, type, script,"
                    + " checksum, installed_by, execution_time, success) VALUES (99, '99', 'future', 'SQL',"
                    + " 'V99__future.sql', 0, 'x', 0, 1)");
        }

        assertThatThrownBy(() -> Store.openReadOnly(file, Fixtures.FAST)).isInstanceOf(StoreException.class)
                .hasMessageContaining("written by a newer VodDesk");
    }
}
