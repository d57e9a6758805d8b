package org.voddesk.core;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class PrefixCacheTest {
    private final PrefixCache<Integer> cache = new PrefixCache<>(3);

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

    @Test
    void segmentKeysOfADemoNodeAndTheFillFraction() {
        PrefixCache<SegmentKey> segments = new PrefixCache<>(2);
        segments.touch(new SegmentKey("cam-001", 0));
        segments.touch(new SegmentKey("cam-002", 0));
        segments.touch(new SegmentKey("cam-001", 0));

        segments.touch(new SegmentKey("cam-003", 0));

        assertThat(segments.contains(new SegmentKey("cam-002", 0))).isFalse();
        assertThat(segments.contains(new SegmentKey("cam-001", 0))).isTrue();
        assertThat(segments.fill()).isEqualTo(1.0);
    }
}
