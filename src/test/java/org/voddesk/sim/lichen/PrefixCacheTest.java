package org.voddesk.sim.lichen;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class PrefixCacheTest {
    private final PrefixCache cache = new PrefixCache(3);

    @Test
    void firstStartOfAKeyMissesAndInsertsIt() {
        assertThat(cache.touch(7)).isFalse();
        assertThat(cache.contains(7)).isTrue();
    }

    @Test
    void secondStartOfAKeyHits() {
        cache.touch(7);

        assertThat(cache.touch(7)).isTrue();
        assertThat(cache.size()).isEqualTo(1);
    }

    @Test
    void aFullCacheEvictsTheLeastRecentlyUsedKey() {
        cache.touch(1);
        cache.touch(2);
        cache.touch(3);

        cache.touch(4);

        assertThat(cache.contains(1)).isFalse();
        assertThat(cache.contains(2)).isTrue();
        assertThat(cache.size()).isEqualTo(3);
    }

    @Test
    void aHitMakesTheKeyMostRecentSoItSurvivesTheNextEviction() {
        cache.touch(1);
        cache.touch(2);
        cache.touch(3);
        cache.touch(1);

        cache.touch(4);

        assertThat(cache.contains(1)).isTrue();
        assertThat(cache.contains(2)).isFalse();
    }

    @Test
    void lookingWithoutStartingDoesNotMakeAKeyRecent() {
        cache.touch(1);
        cache.touch(2);
        cache.touch(3);
        cache.contains(1);

        cache.touch(4);

        assertThat(cache.contains(1)).isFalse();
    }
}
