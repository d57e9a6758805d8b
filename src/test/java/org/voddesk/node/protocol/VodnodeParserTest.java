package org.voddesk.node.protocol;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.voddesk.core.Quality;
import org.voddesk.core.RecordingSegment;

class VodnodeParserTest {
    private static final String SESSION =
            "session id=s-1 camera=cam-007 begin=1764316800000 position=1764316805000 rate=2 bitrate=4000000 quality=main";

    private static ProtocolException statusError(String reply) {
        try {
            VodnodeParser.parseStatus(reply);
        } catch (ProtocolException e) {
            return e;
        }
        throw new AssertionError("expected a ProtocolException for " + reply);
    }

    @Test
    void statusWithOneSessionIsRead() throws Exception {
        StatusReply r = VodnodeParser.parseStatus("vodnode/1 node=vod-1\n" + SESSION + "\nend\n");
        assertThat(r.nodeName()).isEqualTo("vod-1");
        assertThat(r.sessions()).containsExactly(new ReportedSession("s-1", "cam-007", 1764316800000L,
                1764316805000L, 2.0, 4_000_000, Quality.MAIN));
    }

    @Test
    void statusWithoutSessionsIsEmpty() throws Exception {
        assertThat(VodnodeParser.parseStatus("vodnode/1 node=vod-1\nend\n").sessions()).isEmpty();
    }

    @Test
    void fractionalRateIsRead() throws Exception {
        String line = SESSION.replace("rate=2", "rate=0.5").replace("quality=main", "quality=sub");
        ReportedSession s = VodnodeParser.parseStatus("vodnode/1 node=n\n" + line + "\nend\n").sessions().get(0);
        assertThat(s.rate()).isEqualTo(0.5);
        assertThat(s.quality()).isEqualTo(Quality.SUB);
    }

    @Test
    void missingEndIsReportedAsTruncation() {
        assertThat(statusError("vodnode/1 node=vod-1\n" + SESSION + "\n").reason()).contains("'end'", "truncated");
    }

    @Test
    void missingHeaderIsNamed() {
        ProtocolException e = statusError(SESSION + "\nend\n");
        assertThat(e.line()).isEqualTo(1);
        assertThat(e.reason()).contains("expected header");
    }

    @Test
    void otherProtocolVersionIsNamed() {
        assertThat(statusError("vodnode/2 node=vod-1\nend\n").reason()).contains("unsupported protocol version");
    }

    @Test
    void textAfterEndIsRefused() {
        assertThat(statusError("vodnode/1 node=vod-1\nend\n" + SESSION + "\n").reason()).contains("'end'");
    }

    @Test
    void unknownRecordNamesItsLine() {
        ProtocolException e = statusError("vodnode/1 node=vod-1\nsesion id=x\nend\n");
        assertThat(e.line()).isEqualTo(2);
        assertThat(e.reason()).contains("expected a 'session' record");
    }

    @Test
    void fieldsOutOfOrderAreRefused() {
        String swapped = SESSION.replace("id=s-1 camera=cam-007", "camera=cam-007 id=s-1");
        assertThat(statusError("vodnode/1 node=n\n" + swapped + "\nend\n").reason()).contains("expected field 'id='");
    }

    @Test
    void extraFieldIsRefused() {
        assertThat(statusError("vodnode/1 node=n\n" + SESSION + " extra=1\nend\n").reason())
                .contains("unexpected text after the last field");
    }

    @Test
    void missingFieldIsRefused() {
        String cut = SESSION.replace(" quality=main", "");
        assertThat(statusError("vodnode/1 node=n\n" + cut + "\nend\n").reason()).contains("expected 'quality='");
    }

    @ParameterizedTest
    @ValueSource(strings = {"begin=-5", "begin=1e9", "begin=", "begin=12a", "begin=99999999999999999999"})
    void malformedMillisAreRefused(String field) {
        String bad = SESSION.replace("begin=1764316800000", field);
        assertThat(statusError("vodnode/1 node=n\n" + bad + "\nend\n").reason()).contains("begin");
    }

    @ParameterizedTest
    @ValueSource(strings = {"rate=0", "rate=-1", "rate=17", "rate=NaN", "rate=1,5", "rate=.5", "rate=Infinity"})
    void malformedRatesAreRefused(String field) {
        String bad = SESSION.replace("rate=2", field);
        assertThat(statusError("vodnode/1 node=n\n" + bad + "\nend\n").reason()).contains("rate");
    }

    @Test
    void zeroBitrateIsRefused() {
        String bad = SESSION.replace("bitrate=4000000", "bitrate=0");
        assertThat(statusError("vodnode/1 node=n\n" + bad + "\nend\n").reason()).contains("bitrate");
    }

    @Test
    void unknownQualityIsRefused() {
        String bad = SESSION.replace("quality=main", "quality=hd");
        assertThat(statusError("vodnode/1 node=n\n" + bad + "\nend\n").reason()).contains("quality");
    }

    @Test
    void hostileCameraIdInReplyIsRefused() {
        String bad = SESSION.replace("camera=cam-007", "camera=$(id)");
        assertThat(statusError("vodnode/1 node=n\n" + bad + "\nend\n").reason()).contains("camera id");
    }

    @Test
    void controlCharacterIsRefused() {
        assertThat(statusError("vodnode/1 node=n\r\nend\n").reason()).contains("control character");
    }

    @Test
    void emptyLineIsRefused() {
        assertThat(statusError("vodnode/1 node=n\n\nend\n").reason()).contains("empty line");
    }

    @Test
    void emptyReplyIsRefused() {
        assertThat(statusError("").reason()).contains("empty reply");
    }

    @Test
    void overlongLineIsRefused() {
        String bad = SESSION.replace("camera=cam-007", "camera=" + "x".repeat(10_000));
        assertThat(statusError("vodnode/1 node=n\n" + bad + "\nend\n").reason()).contains("longer than");
    }

    @Test
    void doubleSpaceBetweenFieldsIsRefused() {
        String bad = SESSION.replace(" camera=", "  camera=");
        assertThat(statusError("vodnode/1 node=n\n" + bad + "\nend\n").line()).isEqualTo(2);
    }

    @Test
    void recordingsAreRead() throws Exception {
        RecordingsReply r = VodnodeParser.parseRecordings(
                "vodnode/1 node=vod-1\nrecording camera=cam-007 start=1000 end=2000 bitrate=4000000\nend\n");
        assertThat(r.segments()).containsExactly(new RecordingSegment("cam-007", 1000, 2000, 4_000_000));
    }

    @Test
    void recordingEndingBeforeItStartsIsRefused() {
        assertThatThrownBy(() -> VodnodeParser.parseRecordings(
                "vodnode/1 node=v\nrecording camera=c start=2000 end=1000 bitrate=1\nend\n"))
                .isInstanceOf(ProtocolException.class).hasMessageContaining("not after start");
    }

    @Test
    void okReplyWithUrlIsRead() throws Exception {
        assertThat(VodnodeParser.parseCommandReply("ok session=s-1 url=http://vod-1/hls/s-1/index.m3u8\n"))
                .isEqualTo(new CommandReply.Ok("s-1", "http://vod-1/hls/s-1/index.m3u8"));
    }

    @Test
    void okReplyWithoutUrlIsRead() throws Exception {
        assertThat(VodnodeParser.parseCommandReply("ok session=s-1\n")).isEqualTo(new CommandReply.Ok("s-1", null));
    }

    @Test
    void errorReplyKeepsTheWholeMessage() throws Exception {
        assertThat(VodnodeParser.parseCommandReply("error code=unknown-camera message=no recordings of cam-9 here\n"))
                .isEqualTo(new CommandReply.Refused("unknown-camera", "no recordings of cam-9 here"));
    }

    @Test
    void errorWithEmptyMessageIsRefused() {
        assertThatThrownBy(() -> VodnodeParser.parseCommandReply("error code=x message=\n"))
                .isInstanceOf(ProtocolException.class);
    }

    @Test
    void errorCodeMustBeAWord() {
        assertThatThrownBy(() -> VodnodeParser.parseCommandReply("error code=Bad! message=x\n"))
                .isInstanceOf(ProtocolException.class).hasMessageContaining("error code");
    }

    @Test
    void twoLineCommandReplyIsRefused() {
        assertThatThrownBy(() -> VodnodeParser.parseCommandReply("ok session=s\nok session=t\n"))
                .isInstanceOf(ProtocolException.class).hasMessageContaining("exactly one line");
    }

    @Test
    void urlWithSpaceIsRefused() {
        assertThatThrownBy(() -> VodnodeParser.parseCommandReply("ok session=s url=http://a b\n"))
                .isInstanceOf(ProtocolException.class);
    }

    @Test
    void shellNoiseInsteadOfReplyIsRefused() {
        assertThatThrownBy(() -> VodnodeParser.parseCommandReply("sh: 1: vodnode: not found\n"))
                .isInstanceOf(ProtocolException.class).hasMessageContaining("expected 'ok ...' or 'error ...'");
    }
}
