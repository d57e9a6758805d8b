package org.voddesk.node.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.voddesk.core.Quality;
import org.voddesk.core.RecordingSegment;

class VodnodeFormatTest {
    @Test
    void statusIsReadBackUnchanged() throws Exception {
        List<ReportedSession> sessions = List.of(new ReportedSession("a", "cam-1", 10, 20, 1.0, 500, Quality.MAIN),
                new ReportedSession("b", "cam-2", 30, 35, 0.25, 700, Quality.SUB));
        StatusReply r = VodnodeParser.parseStatus(VodnodeFormat.status("vod-1", sessions));
        assertThat(r).isEqualTo(new StatusReply("vod-1", sessions));
    }

    @Test
    void recordingsAreReadBackUnchanged() throws Exception {
        List<RecordingSegment> segs = List.of(new RecordingSegment("cam-1", 0, 3_600_000, 4_000_000));
        assertThat(VodnodeParser.parseRecordings(VodnodeFormat.recordings("n", segs)).segments()).isEqualTo(segs);
    }

    @Test
    void rateIsWrittenWithoutTrailingZeros() {
        assertThat(Wire.formatRate(1.0)).isEqualTo("1");
        assertThat(Wire.formatRate(0.5)).isEqualTo("0.5");
        assertThat(Wire.formatRate(16)).isEqualTo("16");
    }

    @Test
    void errorMessageIsFlattenedToOneLine() throws Exception {
        String text = VodnodeFormat.error("streamer-failed", "ffmpeg died\nsee log");
        assertThat(VodnodeParser.parseCommandReply(text))
                .isEqualTo(new CommandReply.Refused("streamer-failed", "ffmpeg died see log"));
    }

    @Test
    void okIsReadBackUnchanged() throws Exception {
        CommandReply ok = new CommandReply.Ok("s-1", "http://h/x/index.m3u8");
        assertThat(VodnodeParser.parseCommandReply(VodnodeFormat.reply(ok))).isEqualTo(ok);
    }
}
