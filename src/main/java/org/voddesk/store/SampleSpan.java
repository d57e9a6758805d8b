package org.voddesk.store;

/**
 * The first and last quarter-hour holding load samples in a database ({@link SampleRepository#span()}).
 *
 * @param firstMs start of the first quarter-hour with a sample, epoch ms
 * @param lastMs  start of the last quarter-hour with a sample, epoch ms
 */
public record SampleSpan(long firstMs, long lastMs) {
}
