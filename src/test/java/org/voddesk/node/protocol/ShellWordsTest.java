package org.voddesk.node.protocol;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

class ShellWordsTest {
    @Test
    void singleQuoteIsEscapedTheShellWay() {
        assertThat(ShellWords.quote("a'b")).isEqualTo("'a'\\''b'");
    }

    @Test
    void splitUndoesJoinForAnyText() {
        List<String> words = List.of("a'b", "$(id)", "; rm -rf /", "x y", "\"q\"");
        assertThat(ShellWords.split(ShellWords.join(words))).isEqualTo(words);
    }

    @Test
    void splitRefusesShellSyntaxOutsideQuotes() {
        assertThatThrownBy(() -> ShellWords.split("vodnode status; id")).hasMessageContaining("';'");
    }

    @Test
    void splitRefusesUnterminatedQuote() {
        assertThatThrownBy(() -> ShellWords.split("'abc")).hasMessageContaining("unterminated");
    }

    @Test
    void splitReadsBareWords() {
        assertThat(ShellWords.split("vodnode status")).containsExactly("vodnode", "status");
    }
}
