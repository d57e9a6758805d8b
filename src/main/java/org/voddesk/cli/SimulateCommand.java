package org.voddesk.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;

/** {@code voddesk simulate}: Run a paper scenario in the discrete-event simulator and compare policies. */
@Command(name = "simulate", mixinStandardHelpOptions = true, description = "Run a paper scenario in the discrete-event simulator and compare policies.")
final class SimulateCommand implements Callable<Integer> {
    @Override
    public Integer call() {
        throw new Unavailable("simulate");
    }
}
