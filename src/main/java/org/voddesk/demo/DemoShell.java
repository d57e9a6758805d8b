package org.voddesk.demo;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.voddesk.node.protocol.AgentInvocation;
import org.voddesk.node.protocol.PollScript;
import org.voddesk.node.protocol.ShellWords;

/**
 * The restricted shell of a simulated node. A real node runs every exec request through {@code sh -c}; this one
 * runs exactly the command lines the console sends and refuses everything else with a non-zero status and a
 * message on stderr, as a restricted shell would:
 * <ul>
 * <li>the poll script of {@link PollScript#command} (the three {@code /proc} files, {@code vodnode status} and
 * optionally {@code vodnode recordings}, each followed by its marker line with the exit status);</li>
 * <li>the agentless load read {@code cat /proc/stat /proc/meminfo /proc/net/dev} (any of those files);</li>
 * <li>{@code AGENT VERB [--key value]...} as {@link org.voddesk.node.protocol.AgentCommands} quotes it, answered
 * by {@link DemoAgent}.</li>
 * </ul>
 * Words are split by {@link ShellWords#split}, which accepts quoted words and nothing of the shell's syntax, so
 * {@code ;}, {@code $(...)}, pipes and redirections never reach a command here.
 */
final class DemoShell implements NodeShell {
    /** Exit status of a command the shell cannot find. */
    static final int NOT_FOUND = 127;
    /** Exit status of a command line the restricted shell refuses to parse. */
    static final int REFUSED = 2;
    /** The marker {@link PollScript} closes each section with; written here only for a missing agent. */
    private static final String MARK = "#vodnode-poll ";

    @Override
    public ShellResult run(ServedNode node, String commandLine) {
        Optional<PollScript.Request> poll = PollScript.parseCommand(commandLine);
        if (poll.isPresent()) {
            return poll(node, poll.get());
        }
        List<String> words;
        try {
            words = ShellWords.split(commandLine);
        } catch (IllegalArgumentException e) {
            return ShellResult.failed(REFUSED, "demo-node: refused: " + e.getMessage()
                    + " (this simulated node runs only the vodnode/1 commands)\n");
        }
        String command = words.get(0);
        if (command.equals("cat")) {
            return cat(node.model(), words.subList(1, words.size()));
        }
        if (command.equals(node.agent())) {
            return agent(node, commandLine, words);
        }
        return notFound(command);
    }

    /** The agent's command line; what {@link AgentInvocation} cannot read is refused as the shell agent would. */
    private static ShellResult agent(ServedNode node, String commandLine, List<String> words) {
        if (words.size() < 2) {
            return DemoAgent.refusal(AgentErrors.BAD_ARGUMENT, "usage: vodnode status|recordings|play|stop|rate ...");
        }
        if (!AgentInvocation.VERBS.contains(words.get(1))) {
            return DemoAgent.refusal(AgentErrors.UNKNOWN_COMMAND,
                    "unknown command (expected status, recordings, play, stop or rate)");
        }
        try {
            return DemoAgent.run(node.model(), AgentInvocation.parse(commandLine));
        } catch (IllegalArgumentException e) {
            return DemoAgent.refusal(AgentErrors.BAD_ARGUMENT, e.getMessage());
        }
    }

    /** One poll round trip: {@code /proc}, status and maybe recordings, with their markers. */
    private static ShellResult poll(ServedNode node, PollScript.Request request) {
        ProcFiles proc = node.model().proc();
        String procText = proc.stat() + proc.meminfo() + proc.netDev();
        if (!request.agent().equals(node.agent())) {
            // as sh would: the load section still works, each agent section is empty with status 127
            String reply = procText + MARK + "proc 0\n" + MARK + "status " + NOT_FOUND + "\n"
                    + (request.withRecordings() ? MARK + "recordings " + NOT_FOUND + "\n" : "");
            String err = notFound(request.agent()).stderr();
            return new ShellResult(reply, request.withRecordings() ? err + err : err, 0);
        }
        String status = DemoAgent.run(node.model(), statusCall(node, "status")).stdout();
        String recordings = request.withRecordings()
                ? DemoAgent.run(node.model(), statusCall(node, "recordings")).stdout() : null;
        return ShellResult.ok(PollScript.reply(procText, status, recordings));
    }

    private static AgentInvocation statusCall(ServedNode node, String verb) {
        return new AgentInvocation(node.agent(), verb, Map.of());
    }

    /** {@code cat} of the {@code /proc} files, all read at one instant; any other file does not exist here. */
    private static ShellResult cat(DemoNode node, List<String> files) {
        if (files.isEmpty()) {
            return ShellResult.failed(REFUSED, "demo-node: refused: cat without files would read stdin\n");
        }
        ProcFiles proc = node.proc();
        StringBuilder out = new StringBuilder();
        StringBuilder err = new StringBuilder();
        for (String file : files) {
            String text = proc.file(file);
            if (text == null) {
                err.append("cat: ").append(DemoAgent.shown(file)).append(": No such file or directory\n");
            } else {
                out.append(text);
            }
        }
        return new ShellResult(out.toString(), err.toString(), err.length() == 0 ? 0 : 1);
    }

    private static ShellResult notFound(String command) {
        return ShellResult.failed(NOT_FOUND, "sh: 1: " + DemoAgent.shown(command) + ": not found\n");
    }
}
