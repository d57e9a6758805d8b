package org.voddesk.wire.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.voddesk.control.api.SessionStream;
import org.voddesk.core.Quality;
import org.voddesk.wire.SessionStreamData;

class StreamsTest {
    private static SessionStream roundTrip(SessionStream s) throws Exception {
        return Streams.fromWire(SessionStreamData.parseFrom(Streams.toWire(s).toByteArray()));
    }

    @Test
    void aStreamComesBackAsItWent() throws Exception {
        SessionStream s = new SessionStream("s-42", "cam-007", "vod-2", Quality.SUB, "rtsp://vod-2/s-42", "ann");

        assertThat(roundTrip(s)).isEqualTo(s);
    }

    @Test
    void aStreamWithoutUrlOrRequesterComesBackWithNulls() throws Exception {
        SessionStream s = new SessionStream("s-43", "cam-008", "vod-1", Quality.MAIN, null, null);

        assertThat(roundTrip(s)).isEqualTo(s);
    }

    @Test
    void aStreamWithoutAQualityCannotBeRead() {
        assertThatThrownBy(() -> Streams.fromWire(SessionStreamData.newBuilder().setSessionId("s-1").build()))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("quality");
    }
}
