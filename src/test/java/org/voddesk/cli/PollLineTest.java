package org.voddesk.cli;

import org.voddesk.core.NodeFailure;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.voddesk.core.LoadModel;
import org.voddesk.core.LoadSample;
import org.voddesk.core.NodeHealth;
import org.voddesk.core.Quality;
import org.voddesk.core.RecordingSegment;
import org.voddesk.node.NodePoll;
import org.voddesk.node.protocol.ReportedSession;

class PollLineTest {
    private static final ReportedSession S = new ReportedSession("s", "c", 0, 0, 1, 1, Quality.MAIN);
    private static final RecordingSegment R = new RecordingSegment("c", 0, 1, 1);

    @Test
    void okNodeShowsEveryFigure() {
        NodePoll p = new NodePoll("vod-1", NodeHealth.OK, null, null, null, new LoadSample(0, 10, 20, 30),
                List.of(S), List.of(R, R), true, 0, 0);
        assertThat(PollLine.format(p, LoadModel.DEFAULT))
                .isEqualTo("vod-1 state=ok cpu=10.0 mem=20.0 net=30.0 load=26.0 sessions=1 recordings=2");
    }

    @Test
    void unreachableNodeShowsDashesAndTheQuotedReason() {
        NodePoll p = new NodePoll("vod-2", NodeHealth.UNREACHABLE, "no \"answer\"", NodeFailure.UNREACHABLE,
                null, null, List.of(), List.of(), false, 0, 0);
        assertThat(PollLine.format(p, LoadModel.DEFAULT)).isEqualTo(
                "vod-2 state=unreachable cpu=- mem=- net=- load=- sessions=- recordings=0 error=\"no \\\"answer\\\"\"");
    }

    @Test
    void failedStateIsLowerCase() {
        NodePoll p = new NodePoll("n", NodeHealth.FAILED, "down", NodeFailure.UNREACHABLE, null, null,
                List.of(), List.of(), false, 0, 0);
        assertThat(PollLine.format(p, LoadModel.DEFAULT)).contains(" state=failed ");
    }
}
