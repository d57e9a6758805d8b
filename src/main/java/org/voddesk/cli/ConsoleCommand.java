package org.voddesk.cli;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code voddesk console}: the desktop console (the default command). */
@Command(name = "console", mixinStandardHelpOptions = true,
        description = "Run the desktop console (on the embedded demo cluster with --demo).")
public final class ConsoleCommand implements Callable<Integer> {
    @Option(names = "--demo", description = "Run on the embedded demo cluster (the default when no cluster is configured).")
    boolean demo;

    @Option(names = "--db", paramLabel = "FILE", description = "SQLite database (default: ~/.voddesk/voddesk.db).")
    Path db;

    @Option(names = "--cluster", paramLabel = "FILE", description = "Cluster file (YAML) to import and connect to.")
    Path cluster;

    @Override
    public Integer call() {
        throw new Unavailable("console");
    }
}
