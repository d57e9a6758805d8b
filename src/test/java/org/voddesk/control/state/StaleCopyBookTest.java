package org.voddesk.control.state;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** A node that left the cluster takes its stale-copy notes with it; other nodes keep theirs. */
class StaleCopyBookTest {
    @Test
    void aGoneNodesNotesAreForgottenAndOthersKept() {
        StaleCopyBook book = new StaleCopyBook();
        book.returning(List.of("vod-2", "vod-3"));
        book.leftByMove("vod-2", "s1");
        book.stopFailed("vod-2", "s1", "timed out");
        book.leftByMove("vod-1", "s2");

        book.nodeGone("vod-2");

        assertThat(book.returning()).containsExactly("vod-3");
        assertThat(book.leftByMoves()).containsOnlyKeys("vod-1");
        assertThat(book.failures()).isEmpty();
        assertThat(book.knownStale("vod-2", "s1")).isFalse();
    }
}
