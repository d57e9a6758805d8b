package org.voddesk.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;

/** {@code voddesk play}: Place and start one playback on the cluster. */
@Command(name = "play", mixinStandardHelpOptions = true, description = "Place and start one playback on the cluster.")
final class PlayCommand implements Callable<Integer> {
    @Override
    public Integer call() {
        throw new Unavailable("play");
    }
}
