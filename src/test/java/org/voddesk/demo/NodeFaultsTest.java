package org.voddesk.demo;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Faults armed on a demo node: a garbled reply aimed at one kind of command waits for that kind. */
class NodeFaultsTest {
    @Test
    void aGarbledReplyAimedAtStopSparesTheCommandsBeforeIt() {
        NodeFaults faults = new NodeFaults();
        faults.armGarbageFor("stop");

        assertThat(faults.takeGarbage("vodnode status")).isFalse();
        assertThat(faults.takeGarbage("vodnode play --session s1 --camera cam-001")).isFalse();
        assertThat(faults.takeGarbage("vodnode stop --session s1")).isTrue();
        assertThat(faults.takeGarbage("vodnode stop --session s1")).isFalse();
    }

    @Test
    void aGarbledReplyAimedAtAKindMatchesAQuotedSubCommand() {
        NodeFaults faults = new NodeFaults();
        faults.armGarbageFor("stop");

        assertThat(faults.takeGarbage("'/opt/vod node' 'stop' --session s1")).isTrue();
    }

    @Test
    void aGarbledReplyArmedForAnyCommandTakesTheNextOne() {
        NodeFaults faults = new NodeFaults();
        faults.armGarbage();

        assertThat(faults.takeGarbage("vodnode status")).isTrue();
        assertThat(faults.takeGarbage("vodnode status")).isFalse();
    }
}
