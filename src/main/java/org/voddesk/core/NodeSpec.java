package org.voddesk.core;

/**
 * What the console knows of a node independent of its connection: its name, its streaming bandwidth
 * {@code Bord} and its site.
 *
 * @param name         node name ({@link Ids})
 * @param bandwidthBps streaming bandwidth {@code Bord}, bits per second
 * @param site         site for hop-aware selection, or {@code null}
 */
public record NodeSpec(String name, double bandwidthBps, String site) {
    public NodeSpec {
        Ids.require(name, "node name");
        if (!(bandwidthBps > 0)) {
            throw new IllegalArgumentException("bandwidth of node " + name + " must be positive, got " + bandwidthBps);
        }
    }
}
