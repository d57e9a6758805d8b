package org.voddesk.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.Callable;
import org.voddesk.core.UserRecord;
import org.voddesk.store.Store;
import org.voddesk.store.StoreException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code voddesk users list --db FILE}: one line per account ({@link #line}); it only reads the database
 * ({@link Store#openReadOnly}), beside a running server.
 */
@Command(name = "list", mixinStandardHelpOptions = true,
        description = "List the accounts of a database, one line each; read-only.")
final class UsersListCommand implements Callable<Integer> {
    @Option(names = "--db", required = true, paramLabel = "FILE", description = "The server's database.")
    Path db;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        if (!Files.isRegularFile(db)) {
            spec.commandLine().getErr().println("voddesk users list: there is no database at " + db
                    + " (give the server's --db file)");
            return 1;
        }
        try (Store store = Store.openReadOnly(db)) {
            List<UserRecord> users = store.users().all();
            users.forEach(u -> spec.commandLine().getOut().println(line(u)));
            if (users.isEmpty()) {
                spec.commandLine().getErr().println("no accounts (add the first supervisor with voddesk users add)");
            }
            return 0;
        } catch (StoreException e) {
            spec.commandLine().getErr().println("voddesk users list: " + e.getMessage());
            return 1;
        }
    }

    /** {@code <name> <role> created=<iso>}, then {@code disabled} when it is. */
    static String line(UserRecord u) {
        return u.name() + " " + u.role().word() + " created=" + Instant.ofEpochMilli(u.createdAtMs())
                + (u.disabled() ? " disabled" : "");
    }
}
