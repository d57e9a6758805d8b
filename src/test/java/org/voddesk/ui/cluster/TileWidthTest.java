package org.voddesk.ui.cluster;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The node tiles' width: as many columns as fit at the least width, widened to share the row. */
class TileWidthTest {
    @Test
    void aRowIsSharedByAsManyTilesAsFitAtTheLeastWidth() {
        // 914 px: 3 tiles of at least 260 px and their 10 px of gaps fit (810 px), 4 would not (1080 px)
        assertThat(ClusterScreenView.fittedTileWidth(914, 260)).isEqualTo(294);
        // 3 x (294 + 10) = 912 px: 2 px of rounding are left, not a strip
        assertThat(ClusterScreenView.fittedTileWidth(690, 220)).isEqualTo(220);
        assertThat(ClusterScreenView.fittedTileWidth(719, 220)).isEqualTo(229.0);
    }

    @Test
    void aRowNarrowerThanOneTileKeepsTheLeastWidth() {
        assertThat(ClusterScreenView.fittedTileWidth(200, 260)).isEqualTo(260);
        assertThat(ClusterScreenView.fittedTileWidth(269, 260)).isEqualTo(260);
        assertThat(ClusterScreenView.fittedTileWidth(270, 260)).isEqualTo(260);
        assertThat(ClusterScreenView.fittedTileWidth(279, 260)).isEqualTo(269);
    }
}
