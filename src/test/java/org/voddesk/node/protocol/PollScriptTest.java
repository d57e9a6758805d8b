package org.voddesk.node.protocol;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class PollScriptTest {
    @Test
    void commandCatsProcAndRunsTheAgent() {
        assertThat(PollScript.command("vodnode", false)).isEqualTo(
                "cat /proc/stat /proc/meminfo /proc/net/dev; echo \"#vodnode-poll proc $?\"; 'vodnode' 'status'; "
                        + "echo \"#vodnode-poll status $?\"");
    }

    @Test
    void commandIsRecognisedWithAndWithoutRecordings() {
        assertThat(PollScript.parseCommand(PollScript.command("/usr/local/bin/vodnode", true)))
                .contains(new PollScript.Request("/usr/local/bin/vodnode", true));
        assertThat(PollScript.parseCommand(PollScript.command("vodnode", false)))
                .contains(new PollScript.Request("vodnode", false));
    }

    @Test
    void otherCommandsAreNotRecognised() {
        assertThat(PollScript.parseCommand("'vodnode' 'status'")).isEmpty();
    }

    @Test
    void replySplitsIntoSectionsWithExitStatus() throws Exception {
        String reply = "cpu  1 2 3 4\n#vodnode-poll proc 0\nsh: vodnode: not found\n#vodnode-poll status 127\n";
        PollReply r = PollScript.parseReply(reply, false);
        assertThat(r.proc()).isEqualTo("cpu  1 2 3 4\n");
        assertThat(r.status()).isEqualTo("sh: vodnode: not found\n");
        assertThat(r.statusExit()).isEqualTo(127);
        assertThat(r.recordings()).isNull();
    }

    @Test
    void formattedReplyIsReadBack() throws Exception {
        PollReply r = PollScript.parseReply(PollScript.reply("P\n", "S\nend", "R\n"), true);
        assertThat(r).isEqualTo(new PollReply("P\n", 0, "S\nend\n", 0, "R\n", 0));
    }

    @Test
    void statusOutputWithoutFinalNewlineStillEndsItsSection() throws Exception {
        PollReply r = PollScript.parseReply("P\n#vodnode-poll proc 0\nend#vodnode-poll status 0\n", false);
        assertThat(r.status()).isEqualTo("end");
    }

    @Test
    void truncatedReplyIsNamed() {
        assertThatThrownBy(() -> PollScript.parseReply("cpu 1\n#vodnode-poll proc 0\nvodnode/1 node=x\n", false))
                .isInstanceOf(ProtocolException.class).hasMessageContaining("'status' section");
    }

    @Test
    void sectionsOutOfOrderAreRefused() {
        assertThatThrownBy(() -> PollScript.parseReply("#vodnode-poll status 0\n#vodnode-poll proc 0\n", false))
                .hasMessageContaining("where 'proc' was expected");
    }

    @Test
    void textAfterLastSectionIsRefused() {
        assertThatThrownBy(() -> PollScript.parseReply("#vodnode-poll proc 0\n#vodnode-poll status 0\nx", false))
                .hasMessageContaining("after the last section");
    }
}
