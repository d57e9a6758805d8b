package org.voddesk.control.api;

import java.util.List;
import java.util.Map;

/**
 * {@link ControlSettings} as the key/value text the Settings screen edits (the notation of the stored settings:
 * {@code least-load}, {@code 5s}, {@code 2000000}), with the same rules the control room reads its stored settings
 * with, so the screen refuses a bad value as it is typed and sends only settings the control room would accept. From
 * {@link Control#settingsForm()}. Every method: any thread, never blocks, no role (it reads nothing of the control
 * room's state).
 */
public interface SettingsForm {
    /**
     * Every key's value as text, in the order the screen and the audit lines list them. Any thread; never blocks or
     * fails. Role: none.
     */
    Map<String, String> of(ControlSettings settings);

    /**
     * Why {@code text} is not a valid value of {@code key}, or {@code null}. Any thread; never blocks or fails (an
     * unknown key is a problem, not an exception). Role: none.
     */
    String problem(String key, String text);

    /**
     * The settings {@code values} describe (every key of {@link #of}), or a failure naming each key that is not
     * valid and why. Any thread; never blocks or throws. Role: none (sending them is a supervisor's
     * {@link Control#updateSettingsAsync}).
     */
    CommandResult<ControlSettings> read(Map<String, String> values);

    /** The placement policy names {@code placement.policy} may take. Any thread; never blocks or fails. Role: none. */
    List<String> placementChoices();

    /**
     * The migration planner names {@code migration.planner} may take. Any thread; never blocks or fails. Role: none.
     */
    List<String> plannerChoices();
}
