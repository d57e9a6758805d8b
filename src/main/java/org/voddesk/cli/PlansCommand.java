package org.voddesk.cli;

import java.time.Instant;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.MigrationPlans;
import org.voddesk.core.PlanRecord;
import org.voddesk.core.WallTimes;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code voddesk plans --server HOST:PORT --user NAME}: the open migration plans of a control server, one line each
 * ({@link #line}); with {@code --approve ID [--note TEXT]} or {@code --reject ID --why TEXT}, a supervisor's decision
 * on one, printed as the control's words. The role is checked at the server.
 */
@Command(name = "plans", mixinStandardHelpOptions = true,
        description = "List the open migration plans of a control server, or approve or reject one (needs --server and"
                + " --user; deciding needs a supervisor).")
final class PlansCommand implements Callable<Integer> {
    @Mixin
    LoginOptions login;

    @Mixin
    RemoteOptions remote;

    @Option(names = "--approve", paramLabel = "ID", description = "Approve this plan.")
    Long approve;

    @Option(names = "--note", paramLabel = "TEXT", description = "With --approve: a note for the audit log.")
    String note;

    @Option(names = "--reject", paramLabel = "ID", description = "Reject this plan (with --why).")
    Long reject;

    @Option(names = "--why", paramLabel = "TEXT", description = "With --reject: why, for the audit log.")
    String why;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        checkUsage();
        try (RemoteDesk desk = remote.open(login, spec)) {
            MigrationPlans plans = desk.control().plans();
            if (approve != null || reject != null) {
                CommandResult<PlanRecord> r = approve != null ? plans.approve(desk.user(), approve, note)
                        : plans.reject(desk.user(), reject, why);
                if (!r.ok()) {
                    // "already approved by NAME at TIME": a time comes stamped; the command line writes instants
                    throw new IllegalStateException(WallTimes.restamped(r.message(), Instant::toString));
                }
                spec.commandLine().getOut().println(r.message());
                return 0;
            }
            List<PlanRecord> open = RemoteOptions.valueOf(plans.open(desk.user()));
            open.forEach(p -> spec.commandLine().getOut().println(line(p)));
            if (open.isEmpty()) {
                spec.commandLine().getErr().println("no open plans");
            }
            return 0;
        }
    }

    private void checkUsage() {
        if (!remote.remote()) {
            throw new ParameterException(spec.commandLine(), "plans needs --server HOST:PORT and --user NAME");
        }
        if (approve != null && reject != null) {
            throw new ParameterException(spec.commandLine(), "--approve and --reject decide one plan each: give one");
        }
        if (reject != null && (why == null || why.isBlank())) {
            throw new ParameterException(spec.commandLine(), "--reject needs --why TEXT");
        }
        if (note != null && approve == null || why != null && reject == null) {
            throw new ParameterException(spec.commandLine(), "--note goes with --approve, --why with --reject");
        }
    }

    /**
     * {@code plan=<id> kind=<k> priority=<1-5> state=<s> lambda=<before>-><after> expires=<iso>
     * moves=<id>:<session>:<source>-><target>:<state>,... reason="..."}.
     */
    static String line(PlanRecord p) {
        String moves = p.moves().stream().map(m -> m.id() + ":" + m.draft().sessionId() + ":"
                + m.draft().sourceNode() + "->" + m.draft().targetNode() + ":" + m.state().word())
                .collect(Collectors.joining(","));
        return "plan=" + p.id() + " kind=" + p.draft().kind().word() + " priority=" + p.draft().priority()
                + " state=" + p.state().word() + " lambda=" + SessionsCommand.number(p.draft().lambdaBefore()) + "->"
                + SessionsCommand.number(p.draft().lambdaAfter()) + " expires="
                + Instant.ofEpochMilli(p.draft().expiresAtMs()) + " moves=" + moves + " reason="
                + AlarmsCommand.quoted(p.draft().reason());
    }
}
