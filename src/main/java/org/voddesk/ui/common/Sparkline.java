package org.voddesk.ui.common;

import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.paint.Color;

/**
 * A small line of recent values (a node's load over the last minutes) drawn on a canvas: one draw per update,
 * no scene-graph nodes per point, so 200 tiles stay cheap. The line colour follows the theme's accent (set by
 * the owner through {@link #setStroke}).
 */
public final class Sparkline extends Canvas {
    private double[] values = new double[0];
    private double max = 100;
    private Color stroke = Color.web("#58a6ff");

    public Sparkline(double width, double height) {
        super(width, height);
        getStyleClass().add("sparkline");
    }

    /** Shows {@code newValues} (oldest first) on a scale 0..{@code newMax}. */
    public void show(double[] newValues, double newMax) {
        this.values = newValues.clone();
        this.max = newMax > 0 ? newMax : 1;
        draw();
    }

    public void setStroke(Color color) {
        this.stroke = color;
        draw();
    }

    private void draw() {
        GraphicsContext g = getGraphicsContext2D();
        double w = getWidth();
        double h = getHeight();
        g.clearRect(0, 0, w, h);
        if (values.length < 2) {
            return;
        }
        g.setStroke(stroke);
        g.setLineWidth(1.5);
        g.beginPath();
        for (int i = 0; i < values.length; i++) {
            double x = i * (w - 2) / (values.length - 1) + 1;
            double y = h - 1 - Math.min(1, Math.max(0, values[i] / max)) * (h - 2);
            if (i == 0) {
                g.moveTo(x, y);
            } else {
                g.lineTo(x, y);
            }
        }
        g.stroke();
    }
}
