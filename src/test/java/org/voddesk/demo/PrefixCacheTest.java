package org.voddesk.demo;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class PrefixCacheTest {
    @Test
    void firstTouchIsAMissAndTheSecondAHit() {
        PrefixCache cache = new PrefixCache(2);

        assertThat(cache.touch("cam-001", 0)).isFalse();
        assertThat(cache.touch("cam-001", 0)).isTrue();
    }

    @Test
    void fullCacheEvictsTheLeastRecentlyUsedPrefix() {
        PrefixCache cache = new PrefixCache(2);
        cache.touch("cam-001", 0);
        cache.touch("cam-002", 0);
        cache.touch("cam-001", 0);

        cache.touch("cam-003", 0);

        assertThat(cache.contains("cam-002", 0)).isFalse();
        assertThat(cache.contains("cam-001", 0)).isTrue();
        assertThat(cache.size()).isEqualTo(2);
        assertThat(cache.fill()).isEqualTo(1.0);
    }
}
