package org.voddesk.cli;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import org.voddesk.node.cluster.ClusterFile;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code voddesk run}: the console's control loop without a window ({@link HeadlessLoop}), the service form of the
 * console; {@code voddesk server} runs the same loop and serves it. It refuses to start on a database or a private
 * key that others may write ({@link LooseModes}).
 */
@Command(name = "run", mixinStandardHelpOptions = true,
        description = "Run the control loop headless and print each control event as one line, until interrupted.")
final class RunCommand implements Callable<Integer> {
    @Mixin
    ClusterOptions cluster;

    @Option(names = "--db", required = true, paramLabel = "FILE", description = "The SQLite database of the loop.")
    Path db;

    @Spec
    CommandSpec spec;

    /** Counted down to end the run: by the shutdown hook, a lost lease, or a test. */
    final CountDownLatch stop = new CountDownLatch(1);

    @Override
    public Integer call() throws Exception {
        ClusterFile file = cluster.read();
        LooseModes.refuse(db, file.nodes());
        return new HeadlessLoop("voddesk run", stop, () -> { }).run(file, db, store -> { }, HeadlessLoop.Beside.NOTHING,
                spec.commandLine().getOut(), spec.commandLine().getErr());
    }
}
