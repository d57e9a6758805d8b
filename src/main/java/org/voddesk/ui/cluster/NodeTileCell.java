package org.voddesk.ui.cluster;

import javafx.beans.property.DoubleProperty;
import javafx.scene.control.ContentDisplay;
import javafx.scene.control.Tooltip;
import org.controlsfx.control.GridCell;

/**
 * A cell of the node grid: one {@link NodeTile}, given the node of the cell's current place. The tile fills the
 * cell; the grid's cell height grows to the tallest tile laid out so far (its starting height has room for a
 * node's error line with the fonts of one machine; fonts differ between machines), as a tile pane gives every tile
 * the height of the tallest.
 */
final class NodeTileCell extends GridCell<NodeTileModel> {
    private final NodeTile tile;
    private final DoubleProperty cellHeight;

    /** @param cellHeight the grid's cell height, which this cell raises when its tile needs more */
    NodeTileCell(Tooltip loadTip, DoubleProperty cellHeight) {
        this.tile = new NodeTile(loadTip);
        this.cellHeight = cellHeight;
        getStyleClass().add("node-tile-cell");
        setContentDisplay(ContentDisplay.GRAPHIC_ONLY);
    }

    @Override
    protected void updateItem(NodeTileModel item, boolean empty) {
        super.updateItem(item, empty);
        if (empty || item == null) {
            setGraphic(null);
            return;
        }
        tile.show(item);
        setGraphic(tile);
    }

    @Override
    protected void layoutChildren() {
        super.layoutChildren();
        if (getGraphic() == null) {
            return;
        }
        double needed = Math.ceil(tile.prefHeight(getWidth()));
        if (needed > cellHeight.get()) {
            cellHeight.set(needed);
        }
        tile.resizeRelocate(0, 0, getWidth(), getHeight());
    }
}
