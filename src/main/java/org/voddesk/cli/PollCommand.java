package org.voddesk.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;

/** {@code voddesk poll}: Poll the nodes of a cluster file once or continuously and print their state. */
@Command(name = "poll", mixinStandardHelpOptions = true, description = "Poll the nodes of a cluster file once or continuously and print their state.")
final class PollCommand implements Callable<Integer> {
    @Override
    public Integer call() {
        throw new Unavailable("poll");
    }
}
