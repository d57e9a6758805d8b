package org.voddesk.report;

/**
 * A node's load over a period (a day or an hour), in percent.
 *
 * @param mean mean load over the measured samples (NaN when never measured)
 * @param p95  95th percentile of the load over measured time, to the whole percent above (NaN when never measured)
 * @param max  highest load measured (NaN when never measured)
 */
public record LoadLevels(double mean, double p95, double max) {
    /** A period with no measurement. */
    public static final LoadLevels NONE = new LoadLevels(Double.NaN, Double.NaN, Double.NaN);
}
