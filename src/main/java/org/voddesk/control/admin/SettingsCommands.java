package org.voddesk.control.admin;

import java.time.Clock;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.ControlEvent;
import org.voddesk.control.api.ControlSettings;
import org.voddesk.control.api.Principal;
import org.voddesk.control.api.SettingProblem;
import org.voddesk.control.state.Audit;
import org.voddesk.control.state.Events;
import org.voddesk.control.state.LiveSettings;
import org.voddesk.store.Store;
import org.voddesk.store.StoreException;

/**
 * A supervisor's change of the control settings (Settings screen). The role is checked here against the user
 * table at the moment of the change, as for approvals; a refusal is audited {@code settings.change.refused} with
 * what was tried. A change writes the keys that differ and one audit line {@code settings.change} listing every
 * changed key as {@code key: before -> after}, in one transaction; then the loop uses the new settings (a new
 * poll interval reschedules the next round; the rest is read where it is used) and
 * {@link ControlEvent.SettingsChanged} is raised. Loop thread only.
 */
public final class SettingsCommands {
    private static final Logger LOG = LoggerFactory.getLogger(SettingsCommands.class);

    private final Store store;
    private final Clock clock;
    private final Audit audit;
    private final Events events;
    private final LiveSettings settings;
    private final Roles roles;
    private final Runnable pollIntervalChanged;
    /** The stored values that could not be used (from the start's load); shrinks as changes rewrite them. */
    private volatile List<SettingProblem> problems;

    public SettingsCommands(Store store, Clock clock, Audit audit, Events events, LiveSettings settings, Roles roles,
            List<SettingProblem> problems, Runnable pollIntervalChanged) {
        this.store = store;
        this.clock = clock;
        this.audit = audit;
        this.events = events;
        this.settings = settings;
        this.roles = roles;
        this.problems = List.copyOf(problems);
        this.pollIntervalChanged = pollIntervalChanged;
    }

    public List<SettingProblem> problems() {
        return problems;
    }

    public CommandResult<ControlSettings> update(Principal by, ControlSettings next) {
        ControlSettings before = settings.get();
        List<String> changes = next == null ? List.of() : changes(before, next);
        String refused = refusal(by, changes);
        if (refused != null) {
            return CommandResult.failed(refused);
        }
        if (next == null) {
            return CommandResult.failed("No settings given; nothing was changed.");
        }
        String invalid = SettingsRules.problem(next);
        if (invalid != null) {
            return CommandResult.failed("Not valid, nothing was changed: " + invalid + ".");
        }
        Map<String, String> stored = store.settings().all();
        Map<String, String> writes = writes(stored, before, next);
        if (writes.isEmpty()) {
            return CommandResult.ok("No setting changed.", before);
        }
        List<String> lines = new ArrayList<>(changes);
        lines.addAll(repairs(stored, before, writes));
        long now = clock.millis();
        try {
            store.atomically("change the settings", () -> {
                store.settings().putAll(writes, now, by.name());
                audit.log(now, by, "settings.change", null, String.join("; ", lines));
            });
        } catch (StoreException e) {
            return CommandResult.failed("The settings were not changed: " + e.getMessage() + ".");
        }
        apply(before, next);
        problems = problems.stream().filter(p -> !writes.containsKey(p.key())).toList();
        LOG.info("settings changed by {}: {}", by.name(), String.join("; ", lines));
        events.raise(new ControlEvent.SettingsChanged(now, by.name(), before, next, changedKeys(before, next)));
        return CommandResult.ok(changes.isEmpty() ? "Stored settings repaired: " + String.join("; ", lines) + "."
                : "Settings changed: " + String.join("; ", changes) + ".", next);
    }

    /** The running loop takes the new settings; only the poll schedule needs telling. */
    private void apply(ControlSettings before, ControlSettings next) {
        settings.replace(next);
        if (!before.pollInterval().equals(next.pollInterval())) {
            pollIntervalChanged.run();
        }
    }

    /** {@code key: before -> after} for every key whose value in force changes. */
    static List<String> changes(ControlSettings before, ControlSettings next) {
        Map<String, String> b = SettingsCodec.encode(before);
        Map<String, String> a = SettingsCodec.encode(next);
        return changedKeys(before, next).stream().map(k -> k + ": " + b.get(k) + " -> " + a.get(k)).toList();
    }

    static List<String> changedKeys(ControlSettings before, ControlSettings next) {
        Map<String, String> b = SettingsCodec.encode(before);
        Map<String, String> a = SettingsCodec.encode(next);
        return SettingsCodec.KEYS.stream().filter(k -> !b.get(k).equals(a.get(k))).toList();
    }

    /**
     * The rows to write: every changed key, and every stored row whose text is not the new value's (a bad value
     * the start reported, or another spelling), so that a change also repairs what the start could not read.
     */
    private static Map<String, String> writes(Map<String, String> stored, ControlSettings before,
                                              ControlSettings next) {
        Map<String, String> b = SettingsCodec.encode(before);
        Map<String, String> out = new LinkedHashMap<>();
        SettingsCodec.encode(next).forEach((k, v) -> {
            String row = stored.get(k);
            if (!v.equals(b.get(k)) || row != null && !row.equals(v)) {
                out.put(k, v);
            }
        });
        return out;
    }

    /** Audit lines for rewritten rows whose value in force did not change: {@code key: stored 'x' -> y}. */
    private static List<String> repairs(Map<String, String> stored, ControlSettings before,
                                        Map<String, String> writes) {
        Map<String, String> b = SettingsCodec.encode(before);
        List<String> out = new ArrayList<>();
        writes.forEach((k, v) -> {
            if (v.equals(b.get(k))) {
                out.add(k + ": stored '" + stored.get(k) + "' -> " + v);
            }
        });
        return out;
    }

    /** Why {@code by} may not change settings now (audited with what was tried), or {@code null}. */
    private String refusal(Principal by, List<String> tried) {
        String why = roles.why(by, true);
        if (why == null) {
            return null;
        }
        audit.log(clock.millis(), roles.actor(by), roles.desk(by), "settings.change.refused", null,
                why + (tried.isEmpty() ? "" : "; tried: " + String.join("; ", tried)));
        return "Only a supervisor may change settings (" + why + "). Nothing was changed.";
    }
}
