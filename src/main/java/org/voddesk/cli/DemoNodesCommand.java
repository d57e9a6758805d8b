package org.voddesk.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;

/** {@code voddesk demo-nodes}: Serve simulated VOD nodes on loopback and write their cluster file. */
@Command(name = "demo-nodes", mixinStandardHelpOptions = true, description = "Serve simulated VOD nodes on loopback and write their cluster file.")
final class DemoNodesCommand implements Callable<Integer> {
    @Override
    public Integer call() {
        throw new Unavailable("demo-nodes");
    }
}
