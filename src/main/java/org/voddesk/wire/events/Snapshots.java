package org.voddesk.wire.events;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.voddesk.control.api.ClusterSnapshot;
import org.voddesk.control.api.NodeStatus;
import org.voddesk.control.api.RecordingIndex;
import org.voddesk.core.MoveRecord;
import org.voddesk.core.NodeFailure;
import org.voddesk.core.NodeHealth;
import org.voddesk.core.NodeState;
import org.voddesk.core.Session;
import org.voddesk.wire.ClusterSnapshotData;
import org.voddesk.wire.LiveSessionsData;
import org.voddesk.wire.MoveData;
import org.voddesk.wire.NodeFailureData;
import org.voddesk.wire.NodeHealthData;
import org.voddesk.wire.NodeStateData;
import org.voddesk.wire.NodeStatusData;
import org.voddesk.wire.ReadingData;
import org.voddesk.wire.SessionData;
import org.voddesk.wire.model.Moves;
import org.voddesk.wire.model.Sessions;

/**
 * A {@link ClusterSnapshot} as a message and back, all but its recording index, which changes seldom and travels
 * on its own ({@link Recordings}): a snapshot off the wire takes the index in force on its stream.
 */
public final class Snapshots {
    private Snapshots() {
    }

    public static ClusterSnapshotData toWire(ClusterSnapshot s) {
        LiveSessionsData.Builder live = LiveSessionsData.newBuilder().putAllOwners(s.owners());
        for (Session session : s.sessions()) {
            live.addSessions(Sessions.toWire(session));
        }
        ClusterSnapshotData.Builder m = ClusterSnapshotData.newBuilder().setTimeMs(s.timeMs()).setRound(s.round())
                .setView(Views.toWire(s.view(), s.sessions())).setLive(live).putAllGrades(s.grades());
        for (NodeStatus n : s.nodes().values()) {
            m.addNodes(status(n));
        }
        for (MoveRecord move : s.moves()) {
            m.addMoves(Moves.toWire(move));
        }
        return m.build();
    }

    /** The snapshot {@code m} describes, with {@code recordings} as its recording index. */
    public static ClusterSnapshot fromWire(ClusterSnapshotData m, RecordingIndex recordings) {
        if (!m.hasView()) {
            throw new IllegalArgumentException("cannot read a snapshot: its cluster view is missing");
        }
        List<Session> sessions = new ArrayList<>(m.getLive().getSessionsCount());
        for (SessionData s : m.getLive().getSessionsList()) {
            sessions.add(Sessions.fromWire(s));
        }
        Map<String, NodeStatus> nodes = new LinkedHashMap<>();
        for (NodeStatusData n : m.getNodesList()) {
            nodes.put(n.getName(), status(n));
        }
        List<MoveRecord> moves = new ArrayList<>(m.getMovesCount());
        for (MoveData move : m.getMovesList()) {
            moves.add(Moves.fromWire(move));
        }
        return new ClusterSnapshot(m.getTimeMs(), m.getRound(), Views.fromWire(m.getView(), sessions), nodes,
                new ClusterSnapshot.LiveSessions(sessions, m.getLive().getOwnersMap()), moves, recordings,
                m.getGradesMap());
    }

    static NodeStatusData status(NodeStatus n) {
        NodeStatusData.Builder m = NodeStatusData.newBuilder().setName(n.name())
                .setHealth(WireEnums.toWire(n.health(), NodeHealthData.class, "NODE_HEALTH_"))
                .setFailure(WireEnums.toWire(n.failure(), NodeFailureData.class, "NODE_FAILURE_"))
                .setSessions(n.sessions());
        if (n.reason() != null) {
            m.setReason(n.reason());
        }
        if (n.hostKeyFingerprint() != null) {
            m.setHostKeyFingerprint(n.hostKeyFingerprint());
        }
        if (n.reading() != null) {
            ReadingData.Builder r = ReadingData.newBuilder().setLoad(n.reading().load())
                    .setState(WireEnums.toWire(n.reading().state(), NodeStateData.class, "NODE_STATE_"));
            if (n.reading().lastSample() != null) {
                r.setLastSample(Views.sample(n.reading().lastSample()));
            }
            m.setReading(r);
        }
        return m.build();
    }

    static NodeStatus status(NodeStatusData m) {
        NodeStatus.Reading reading = null;
        if (m.hasReading()) {
            ReadingData r = m.getReading();
            reading = new NodeStatus.Reading(WireEnums.fromWire(r.getState(), NodeState.class, "NODE_STATE_"),
                    r.getLoad(), r.hasLastSample() ? Views.sample(r.getLastSample()) : null);
        }
        return new NodeStatus(m.getName(), WireEnums.fromWire(m.getHealth(), NodeHealth.class, "NODE_HEALTH_"),
                m.hasReason() ? m.getReason() : null,
                WireEnums.fromWire(m.getFailure(), NodeFailure.class, "NODE_FAILURE_"),
                m.hasHostKeyFingerprint() ? m.getHostKeyFingerprint() : null, reading, m.getSessions());
    }
}
