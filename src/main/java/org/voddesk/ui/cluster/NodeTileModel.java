package org.voddesk.ui.cluster;

import java.util.Arrays;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import org.voddesk.control.api.NodeStatus;
import org.voddesk.core.LoadSample;
import org.voddesk.ui.common.Tone;

/**
 * One node's tile as properties, kept for the node's life and updated in place each round (a tile is never
 * rebuilt; setting a property to the value it has fires nothing). Holds the node's recent loads for the
 * sparkline.
 */
public final class NodeTileModel {
    /** Loads kept for the sparkline: 60 rounds, 5 minutes at the default 5 s poll interval. */
    static final int HISTORY = 60;

    private final String name;
    private final ReadOnlyStringWrapper state = new ReadOnlyStringWrapper("—");
    private final ReadOnlyObjectWrapper<Tone> tone = new ReadOnlyObjectWrapper<>(Tone.MUTED);
    private final ReadOnlyStringWrapper detail = new ReadOnlyStringWrapper("");
    private final ReadOnlyDoubleWrapper load = new ReadOnlyDoubleWrapper();
    private final ReadOnlyDoubleWrapper cpu = new ReadOnlyDoubleWrapper(Double.NaN);
    private final ReadOnlyDoubleWrapper mem = new ReadOnlyDoubleWrapper(Double.NaN);
    private final ReadOnlyDoubleWrapper net = new ReadOnlyDoubleWrapper(Double.NaN);
    private final ReadOnlyIntegerWrapper sessions = new ReadOnlyIntegerWrapper();
    private final ReadOnlyIntegerWrapper grade = new ReadOnlyIntegerWrapper();
    private final ReadOnlyStringWrapper site = new ReadOnlyStringWrapper("");
    private final ReadOnlyObjectWrapper<double[]> history = new ReadOnlyObjectWrapper<>(new double[0]);
    private final double[] ring = new double[HISTORY];
    private int filled;
    private long lastRound = -1;

    NodeTileModel(String name) {
        this.name = name;
    }

    /** Takes the node's status from a snapshot of round {@code round}; one sparkline point per round. */
    void update(NodeStatus s, String nodeSite, int nodeGrade, long round) {
        state.set(s.state().name());
        tone.set(Tone.of(s.state()));
        detail.set(s.reason() == null ? "" : s.reason());
        load.set(s.load());
        LoadSample sample = s.lastSample();
        cpu.set(sample == null ? Double.NaN : sample.cpu());
        mem.set(sample == null ? Double.NaN : sample.mem());
        net.set(sample == null ? Double.NaN : sample.net());
        sessions.set(s.sessions());
        grade.set(nodeGrade);
        site.set(nodeSite == null ? "" : nodeSite);
        if (round != lastRound && round > 0) {
            lastRound = round;
            push(s.load());
        }
    }

    private void push(double value) {
        if (filled < HISTORY) {
            ring[filled++] = value;
        } else {
            System.arraycopy(ring, 1, ring, 0, HISTORY - 1);
            ring[HISTORY - 1] = value;
        }
        history.set(Arrays.copyOf(ring, filled));
    }

    public String name() {
        return name;
    }

    /** The state word: LIGHT, FIT, OVERLOADED, UNREACHABLE, FAILED. */
    public ReadOnlyStringProperty stateProperty() {
        return state.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<Tone> toneProperty() {
        return tone.getReadOnlyProperty();
    }

    /** Why the node is not OK, or that its load is not measured yet; empty when all is well. */
    public ReadOnlyStringProperty detailProperty() {
        return detail.getReadOnlyProperty();
    }

    /** Eq. 1 load in percent. */
    public ReadOnlyDoubleProperty loadProperty() {
        return load.getReadOnlyProperty();
    }

    /** CPU utilisation in percent, NaN while not measured. */
    public ReadOnlyDoubleProperty cpuProperty() {
        return cpu.getReadOnlyProperty();
    }

    public ReadOnlyDoubleProperty memProperty() {
        return mem.getReadOnlyProperty();
    }

    public ReadOnlyDoubleProperty netProperty() {
        return net.getReadOnlyProperty();
    }

    public ReadOnlyIntegerProperty sessionsProperty() {
        return sessions.getReadOnlyProperty();
    }

    /** Load grade 1-5, 0 while the node has none. */
    public ReadOnlyIntegerProperty gradeProperty() {
        return grade.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty siteProperty() {
        return site.getReadOnlyProperty();
    }

    /** Recent loads, oldest first (at most {@link #HISTORY}). */
    public ReadOnlyObjectProperty<double[]> historyProperty() {
        return history.getReadOnlyProperty();
    }
}
