package org.voddesk.report;

/**
 * The day's alarms.
 *
 * @param opened                    alarms raised during the day
 * @param acknowledged              alarms acknowledged during the day
 * @param longestUnacknowledged     what the alarm left unacknowledged longest was about, or {@code null} when
 *                                  every alarm was acknowledged at once
 * @param longestUnacknowledgedMs   how long it stayed unacknowledged within the day
 */
public record AlarmFigures(int opened, int acknowledged, String longestUnacknowledged, long longestUnacknowledgedMs) {
}
