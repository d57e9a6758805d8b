package org.voddesk.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;

/** {@code voddesk report}: Export the daily load report as PDF or CSV. */
@Command(name = "report", mixinStandardHelpOptions = true, description = "Export the daily load report as PDF or CSV.")
final class ReportCommand implements Callable<Integer> {
    @Override
    public Integer call() {
        throw new Unavailable("report");
    }
}
