package org.voddesk.wire.events;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.voddesk.control.api.ClusterSnapshot;
import org.voddesk.control.api.RecordingIndex;
import org.voddesk.wire.ClusterSnapshotData;
import org.voddesk.wire.NodeSessionData;
import org.voddesk.wire.RecordingGroup;
import org.voddesk.wire.RecordingIndexData;

class SnapshotsTest {
    private static ClusterSnapshot roundTrip(ClusterSnapshot s) throws Exception {
        RecordingIndex index = Recordings.fromWire(RecordingIndexData.parseFrom(
                Recordings.toWire(s.recordings()).toByteArray()));
        return Snapshots.fromWire(ClusterSnapshotData.parseFrom(Snapshots.toWire(s).toByteArray()), index);
    }

    @Test
    void aSnapshotComesBackWithEveryPart() throws Exception {
        Samples.assertSameSnapshot(roundTrip(Samples.snapshot()), Samples.snapshot());
    }

    @Test
    void anEmptySnapshotComesBackEmpty() throws Exception {
        ClusterSnapshot empty = new ClusterSnapshot(0, 0, new org.voddesk.core.ClusterView(0,
                org.voddesk.core.LoadModel.DEFAULT, List.of()), Map.of(), List.of(), List.of(), RecordingIndex.EMPTY);

        Samples.assertSameSnapshot(roundTrip(empty), empty);
    }

    @Test
    void aNodesLiveSessionTravelsOnceAndOneThatIsNotLiveInFull() {
        ClusterSnapshotData m = Snapshots.toWire(Samples.snapshot());

        assertThat(m.getView().getNodes(0).getSessionsList()).extracting(NodeSessionData::getSessionCase)
                .containsExactly(NodeSessionData.SessionCase.LIVE_INDEX, NodeSessionData.SessionCase.LIVE_INDEX);
        assertThat(m.getView().getNodes(1).getSessionsList()).extracting(NodeSessionData::getSessionCase)
                .containsExactly(NodeSessionData.SessionCase.FULL);
    }

    @Test
    void nodesListingTheSameRecordingsShareOneList() {
        RecordingIndexData m = Recordings.toWire(Samples.snapshot().recordings());

        assertThat(m.getGroupsList()).hasSize(2);
        assertThat(m.getGroups(0).getNodesList()).containsExactly("vod-1", "vod-2");
        assertThat(m.getGroups(1).getNodesList()).containsExactly("vod-3");
    }

    @Test
    void aNodeThatNamesALiveSessionThatIsNotThereIsRefused() {
        ClusterSnapshotData m = Snapshots.toWire(Samples.snapshot());
        ClusterSnapshotData bad = m.toBuilder().setView(m.getView().toBuilder().setNodes(0, m.getView().getNodes(0)
                .toBuilder().setSessions(0, NodeSessionData.newBuilder().setLiveIndex(7)))).build();

        assertThatThrownBy(() -> Snapshots.fromWire(bad, RecordingIndex.EMPTY))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("vod-1")
                .hasMessageContaining("live session 7 of 2");
    }

    @Test
    void aNodeListedInTwoGroupsIsRefused() {
        RecordingIndexData twice = RecordingIndexData.newBuilder()
                .addGroups(RecordingGroup.newBuilder().addNodes("vod-1"))
                .addGroups(RecordingGroup.newBuilder().addNodes("vod-2").addNodes("vod-1")).build();

        assertThatThrownBy(() -> Recordings.fromWire(twice)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("node vod-1 is listed twice");
    }
}
