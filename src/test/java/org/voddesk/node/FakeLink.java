package org.voddesk.node;

import org.voddesk.core.NodeFailure;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.voddesk.core.NodeConfig;

/** A node link whose answers a test scripts; it records the commands it was sent. */
final class FakeLink implements NodeLink {
    /** What the fake node does with one command. */
    interface Behaviour {
        ExecResult answer(String command) throws NodeException, InterruptedException;
    }

    private final NodeConfig node;
    private volatile Behaviour behaviour;
    final List<String> commands = Collections.synchronizedList(new ArrayList<>());

    FakeLink(String name, Behaviour behaviour) {
        this.node = new NodeConfig(name, "127.0.0.1", 22, "vodview", "/k", 1e9, null, "vodnode");
        this.behaviour = behaviour;
    }

    void become(Behaviour next) {
        behaviour = next;
    }

    static ExecResult out(String stdout) {
        return new ExecResult(stdout, "", 0, 1);
    }

    @Override
    public NodeConfig node() {
        return node;
    }

    @Override
    public ExecResult exec(String command, Duration timeout) throws NodeException {
        commands.add(command);
        try {
            return behaviour.answer(command);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new NodeException(NodeFailure.CLOSED, "interrupted");
        }
    }
}
