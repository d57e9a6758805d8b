package org.voddesk.node.proc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.voddesk.node.protocol.ProtocolException;

class ProcParserTest {
    private static String sample() {
        return ProcSamples.sample();
    }

    @Test
    void cpuTotalSumsUserThroughStealAndIdleIncludesIowait() throws Exception {
        ProcSnapshot s = ProcParser.parse(sample(), 1000);
        assertThat(s.cpuTotal()).isEqualTo(20390 + 8706 + 113135 + 501 + 392);
        assertThat(s.cpuIdle()).isEqualTo(113135 + 501);
    }

    @Test
    void memoryTakesTotalAndAvailable() throws Exception {
        ProcSnapshot s = ProcParser.parse(sample(), 1000);
        assertThat(s.memTotalKb()).isEqualTo(24683620);
        assertThat(s.memAvailableKb()).isEqualTo(24293656);
    }

    @Test
    void networkSumsRxAndTxOfNonLoopbackInterfaces() throws Exception {
        assertThat(ProcParser.parse(sample(), 1000).netBytes()).isEqualTo(118412176L + 527928L);
    }

    @Test
    void oldKernelWithoutMemAvailableFallsBackToFreePlusBuffersPlusCached() throws Exception {
        String text = sample().replace("MemAvailable:   24293656 kB\n", "");
        assertThat(ProcParser.parse(text, 0).memAvailableKb()).isEqualTo(24046432L + 5704 + 421348);
    }

    @Test
    void keepsTheTimeOfTheReply() throws Exception {
        assertThat(ProcParser.parse(sample(), 4242).timeMs()).isEqualTo(4242);
    }

    @Test
    void emptyReplyIsAnError() {
        assertThatThrownBy(() -> ProcParser.parse("", 0)).isInstanceOf(ProtocolException.class)
                .hasMessageContaining("empty");
    }

    @Test
    void missingMeminfoIsNamed() throws Exception {
        String text = sample().replaceAll("(?m)^Mem.*\n", "");
        assertThatThrownBy(() -> ProcParser.parse(text, 0)).hasMessageContaining("MemTotal");
    }

    @Test
    void missingNetDevHeaderIsNamed() throws Exception {
        String text = sample().substring(0, sample().indexOf("Inter-|"));
        assertThatThrownBy(() -> ProcParser.parse(text, 0)).hasMessageContaining("/proc/net/dev");
    }

    @Test
    void missingCpuLineIsNamed() throws Exception {
        String text = sample().replaceFirst("cpu  [^\n]*\n", "");
        assertThatThrownBy(() -> ProcParser.parse(text, 0)).hasMessageContaining("'cpu '");
    }

    @Test
    void nonNumericCpuFieldNamesTheLine() throws Exception {
        String text = sample().replace("cpu  20390", "cpu  2x390");
        assertThatThrownBy(() -> ProcParser.parse(text, 0)).isInstanceOfSatisfying(ProtocolException.class,
                e -> assertThat(e.line()).isEqualTo(1));
    }

    @Test
    void truncatedInterfaceLineNamesItsLine() throws Exception {
        String text = sample().replace("  eth0: 118412176    5552    0", "  eth0: 118412176");
        assertThatThrownBy(() -> ProcParser.parse(text, 0)).isInstanceOfSatisfying(ProtocolException.class,
                e -> assertThat(e.reason()).contains("counters, expected 16"));
    }

    @Test
    void negativeCounterIsRefused() throws Exception {
        String text = sample().replace("MemTotal:       24683620", "MemTotal:       -24683620");
        assertThatThrownBy(() -> ProcParser.parse(text, 0)).hasMessageContaining("MemTotal");
    }

    @Test
    void counterBeyondLongRangeIsRefusedNotThrownUnchecked() throws Exception {
        String text = sample().replace("eth0: 118412176", "eth0: 9999999999999999999");
        assertThatThrownBy(() -> ProcParser.parse(text, 0)).isInstanceOf(ProtocolException.class);
    }

    @Test
    void garbageIsAProtocolError() {
        assertThatThrownBy(() -> ProcParser.parse("HTTP/1.1 200 OK\n<html>", 0))
                .isInstanceOf(ProtocolException.class);
    }
}
