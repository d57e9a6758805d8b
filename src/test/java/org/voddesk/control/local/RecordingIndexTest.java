package org.voddesk.control.local;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.voddesk.control.api.RecordingIndex;
import org.voddesk.core.RecordingSegment;

/** The recording index, changed one node's list at a time, says what an index made at once from the lists says. */
class RecordingIndexTest {
    private static final long HOUR = 3_600_000L;

    private static RecordingSegment segment(String camera, int hour) {
        return new RecordingSegment(camera, hour * HOUR, (hour + 1) * HOUR, 2_000_000);
    }

    private static List<RecordingSegment> randomList(Random random) {
        List<RecordingSegment> out = new ArrayList<>();
        int n = random.nextInt(8);
        for (int i = 0; i < n; i++) {
            out.add(segment("cam-" + random.nextInt(6), random.nextInt(4)));
        }
        return out;
    }

    private static void assertSameAnswers(RecordingIndex changed, RecordingIndex made) {
        assertThat(changed.cameraIds()).isEqualTo(made.cameraIds());
        assertThat(changed.cameras()).isEqualTo(made.cameras());
        for (String camera : made.cameraIds()) {
            assertThat(new HashSet<>(changed.holders(camera))).as(camera).isEqualTo(made.holders(camera));
            assertThat(changed.segmentsByNode(camera)).as(camera).isEqualTo(made.segmentsByNode(camera));
            assertThat(changed.segmentsOf(camera)).as(camera).isEqualTo(made.segmentsOf(camera));
        }
    }

    @Test
    void aNodesNewListChangesOnlyThatNodesCameras() {
        RecordingIndex index = new RecordingIndex(Map.of("vod-1", List.of(segment("cam-1", 0), segment("cam-2", 0)),
                "vod-2", List.of(segment("cam-2", 1))));

        RecordingIndex next = index.with("vod-1", List.of(segment("cam-3", 2)));

        assertThat(next.holders("cam-1")).isEmpty();
        assertThat(next.holders("cam-2")).containsExactly("vod-2");
        assertThat(next.holders("cam-3")).containsExactly("vod-1");
        assertThat(next.cameras()).containsExactly("cam-2", "cam-3");
        assertThat(index.holders("cam-1")).containsExactly("vod-1"); // the old index is unchanged
    }

    @Test
    void theSameListAgainLeavesTheIndexAsItWas() {
        List<RecordingSegment> listed = List.of(segment("cam-1", 0));
        RecordingIndex index = RecordingIndex.EMPTY.with("vod-1", listed);
        assertThat(index.with("vod-1", listed)).isSameAs(index);
        assertThat(index.with("vod-1", List.of(segment("cam-1", 0), segment("cam-2", 0))).holders("cam-2"))
                .containsExactly("vod-1");
    }

    @Test
    void listsChangedOneAtATimeAnswerAsAnIndexMadeFromTheLastLists() {
        for (int seed = 1; seed <= 200; seed++) {
            Random random = new Random(seed);
            Map<String, List<RecordingSegment>> lists = new HashMap<>();
            RecordingIndex index = RecordingIndex.EMPTY;
            for (int step = 0; step < 30; step++) {
                String node = "vod-" + random.nextInt(5);
                List<RecordingSegment> list = randomList(random);
                lists.put(node, list);
                index = index.with(node, list);
                assertSameAnswers(index, new RecordingIndex(lists));
            }
        }
    }
}
