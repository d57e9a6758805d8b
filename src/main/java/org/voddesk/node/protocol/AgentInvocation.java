package org.voddesk.node.protocol;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * An agent command line read back into its parts: {@code AGENT VERB [--key value]...}. Nodes written in Java
 * (the demo cluster) use it to serve exactly the commands {@link AgentCommands} builds; values are still
 * unvalidated text that the server must check like the shell agent does.
 *
 * @param agent   the agent word
 * @param verb    {@code status}, {@code recordings}, {@code play}, {@code stop} or {@code rate}
 * @param options the {@code --key value} pairs without the dashes, in order
 */
public record AgentInvocation(String agent, String verb, Map<String, String> options) {
    /** The verbs of {@code vodnode/1}. */
    public static final Set<String> VERBS = Set.of("status", "recordings", "play", "stop", "rate");

    public AgentInvocation {
        options = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(options));
    }

    /**
     * Parses a command line.
     *
     * @throws IllegalArgumentException when it is not {@code AGENT VERB [--key value]...} in the quoted form
     *                                  {@link ShellWords#split} accepts, or a key repeats
     */
    public static AgentInvocation parse(String commandLine) {
        List<String> words = ShellWords.split(commandLine);
        if (words.size() < 2 || !VERBS.contains(words.get(1))) {
            throw new IllegalArgumentException("expected 'AGENT status|recordings|play|stop|rate ...'");
        }
        if (words.size() % 2 != 0) {
            throw new IllegalArgumentException("options must come as '--key value' pairs");
        }
        Map<String, String> options = new LinkedHashMap<>();
        for (int i = 2; i < words.size(); i += 2) {
            String key = words.get(i);
            if (!key.startsWith("--") || key.length() < 3) {
                throw new IllegalArgumentException("expected an option '--key', got " + Wire.shown(key));
            }
            if (options.put(key.substring(2), words.get(i + 1)) != null) {
                throw new IllegalArgumentException("option " + key + " given twice");
            }
        }
        return new AgentInvocation(words.get(0), words.get(1), options);
    }

    /** The value of option {@code --key}, if given. */
    public Optional<String> option(String key) {
        return Optional.ofNullable(options.get(key));
    }
}
