package org.voddesk.demo;

import java.net.InetSocketAddress;
import java.security.KeyPair;

/**
 * A simulated node as the SSH server serves it: the model, the address it listens on, its host key, the agent
 * command it answers to, and its armed faults.
 */
final class ServedNode {
    private final DemoNode model;
    private final InetSocketAddress address;
    private final KeyPair hostKey;
    private final String agent;
    private final NodeFaults faults = new NodeFaults();
    private volatile boolean up = true;

    ServedNode(DemoNode model, InetSocketAddress address, KeyPair hostKey, String agent) {
        this.model = model;
        this.address = address;
        this.hostKey = hostKey;
        this.agent = agent;
    }

    DemoNode model() {
        return model;
    }

    InetSocketAddress address() {
        return address;
    }

    KeyPair hostKey() {
        return hostKey;
    }

    String agent() {
        return agent;
    }

    NodeFaults faults() {
        return faults;
    }

    boolean isUp() {
        return up;
    }

    void setUp(boolean up) {
        this.up = up;
    }
}
