package org.voddesk.node.protocol;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.voddesk.core.Quality;

class AgentCommandsTest {
    @Test
    void playQuotesEveryWord() {
        String cmd = AgentCommands.play("vodnode", new PlayArgs("s-1", "cam-7", 1000, 1500, 0.5, Quality.SUB));
        assertThat(cmd).isEqualTo("'vodnode' 'play' '--session' 's-1' '--camera' 'cam-7' '--begin' '1000' "
                + "'--position' '1500' '--rate' '0.5' '--quality' 'sub'");
    }

    @Test
    void stopAndRateAreBuilt() {
        assertThat(AgentCommands.stop("/opt/vodnode/bin/vodnode", "s-1"))
                .isEqualTo("'/opt/vodnode/bin/vodnode' 'stop' '--session' 's-1'");
        assertThat(AgentCommands.rate("vodnode", "s-1", 2)).isEqualTo("'vodnode' 'rate' '--session' 's-1' '--rate' '2'");
    }

    @ParameterizedTest
    @ValueSource(strings = {"; rm -rf /", "$(id)", "`id`", "a'b", "a\"b", "a b", "", "x\ny"})
    void hostileCameraIdsNeverReachACommand(String camera) {
        assertThatThrownBy(() -> new PlayArgs("s-1", camera, 0, 0, 1, Quality.MAIN))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("camera id");
    }

    @Test
    void tenKilobyteIdIsRefused() {
        assertThatThrownBy(() -> AgentCommands.stop("vodnode", "x".repeat(10_240)))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @ParameterizedTest
    @ValueSource(strings = {"vodnode; id", "vod node", "$(id)", "sudo vodnode"})
    void hostileAgentIsRefused(String agent) {
        assertThatThrownBy(() -> AgentCommands.status(agent)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void invocationReadsBackWhatWasBuilt() {
        AgentInvocation inv = AgentInvocation.parse(
                AgentCommands.play("vodnode", new PlayArgs("s-1", "cam-7", 1000, 1500, 2, Quality.MAIN)));
        assertThat(inv.verb()).isEqualTo("play");
        assertThat(inv.options()).containsEntry("camera", "cam-7").containsEntry("position", "1500")
                .containsEntry("rate", "2");
    }

    @Test
    void invocationRefusesRepeatedOption() {
        assertThatThrownBy(() -> AgentInvocation.parse("'vodnode' 'stop' '--session' 'a' '--session' 'b'"))
                .hasMessageContaining("twice");
    }

    @Test
    void invocationRefusesUnknownVerb() {
        assertThatThrownBy(() -> AgentInvocation.parse("'vodnode' 'reboot'")).isInstanceOf(IllegalArgumentException.class);
    }
}
