package org.voddesk.control.api;

/**
 * The last scheduled daily export as the audit log holds it ({@link ReportExports#lastExport}).
 *
 * @param atMs    when it ran, epoch ms
 * @param outcome the day, whether its files were written, and which files or why not
 */
public record LastExport(long atMs, ExportOutcome outcome) {
}
