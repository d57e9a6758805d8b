package org.voddesk.control.api;

/**
 * A stored setting the console could not use, for the Settings screen and the log: the key, the value as stored,
 * and what was done instead (the key's default is in force).
 *
 * @param key     the setting's key ({@code poll.interval}), or the unknown key as stored
 * @param value   the value as stored
 * @param message one line naming the key, the value, what is wrong and the default used
 */
public record SettingProblem(String key, String value, String message) {
}
