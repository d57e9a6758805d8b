package org.voddesk.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;

/** {@code voddesk stop}: Stop one playback session. */
@Command(name = "stop", mixinStandardHelpOptions = true, description = "Stop one playback session.")
final class StopCommand implements Callable<Integer> {
    @Override
    public Integer call() {
        throw new Unavailable("stop");
    }
}
