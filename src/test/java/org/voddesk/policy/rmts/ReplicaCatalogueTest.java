package org.voddesk.policy.rmts;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ReplicaCatalogueTest {
    @Test
    void holdersComeInServerOrder() {
        ReplicaCatalogue c = new ReplicaCatalogue(List.of("a", "b", "c"), Map.of("x", List.of("c", "a")));

        assertThat(c.holders("x")).containsExactly("a", "c");
        assertThat(c.items("a")).containsExactly("x");
    }

    @Test
    void anUnknownHolderIsRefused() {
        assertThatThrownBy(() -> new ReplicaCatalogue(List.of("a"), Map.of("x", List.of("b"))))
                .hasMessageContaining("unknown servers [b]");
    }

    @Test
    void anUnknownItemHasNoHolders() {
        assertThat(new ReplicaCatalogue(List.of("a"), Map.of()).holders("x")).isEmpty();
    }

    @Test
    void itemsComeInNameOrderWhateverTheInputOrder() {
        java.util.Map<String, List<String>> holders = new java.util.LinkedHashMap<>();
        holders.put("z", List.of("a", "b"));
        holders.put("m", List.of("a", "b"));
        holders.put("c", List.of("a"));
        ReplicaCatalogue c = new ReplicaCatalogue(List.of("a", "b"), holders);

        assertThat(c.items("a")).containsExactly("c", "m", "z");
        assertThat(c.sharedItems("a", "b")).containsExactly("m", "z");
    }
}
