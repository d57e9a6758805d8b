package org.voddesk.control.local;

import java.io.IOException;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.voddesk.control.admin.SettingsCodec;
import org.voddesk.control.admin.SettingsRules;
import org.voddesk.control.api.ControlSettings;
import org.voddesk.control.api.Principal;
import org.voddesk.control.api.SettingProblem;
import org.voddesk.control.state.Audit;
import org.voddesk.node.BoundedFiles;
import org.voddesk.store.Store;

/**
 * The control settings a console starts with, read from the database ({@code control_setting}, migration V7):
 * a key with no row has its default; a stored value that cannot be used is logged, listed in {@link #problems}
 * (which the Settings screen shows, via {@code Control.settingsProblems()}) and replaced by its default, so a
 * bad row never stops the console.
 *
 * <p>A settings file {@code control.properties} beside the database is an import source. When the database has no
 * settings yet and that file exists, {@link #load} imports it once: its readable keys are written with an audit line
 * {@code settings.import} by {@code system} in one transaction (after which the database has settings, so the file
 * is never read again), and the log says so. Keys of the file that cannot be used are problems like a bad row and
 * are not imported.
 *
 * @param settings the settings in force
 * @param problems the stored values (or file keys) that could not be used, each naming its key and value
 */
public record StoredSettings(ControlSettings settings, List<SettingProblem> problems) {
    /** The settings file that is imported once, beside the database ({@code ~/.voddesk/control.properties}). */
    public static final String LEGACY_FILE = "control.properties";
    private static final Logger LOG = LoggerFactory.getLogger(StoredSettings.class);

    public StoredSettings {
        problems = List.copyOf(problems);
    }

    /** Settings given in code (tests, a one-shot CLI override), with no stored problems. */
    public static StoredSettings of(ControlSettings settings) {
        return new StoredSettings(settings, List.of());
    }

    /** Reads the settings from {@code store}, first importing {@link #LEGACY_FILE} if the database has none. */
    public static StoredSettings load(Store store, Clock clock) {
        List<SettingProblem> importProblems = new ArrayList<>();
        Map<String, String> stored = store.settings().all();
        if (stored.isEmpty()) {
            Path legacy = store.file().toAbsolutePath().resolveSibling(LEGACY_FILE);
            if (Files.isRegularFile(legacy)) {
                importProblems.addAll(importFile(store, legacy, clock.millis()));
                stored = store.settings().all();
            }
        }
        SettingsCodec.Decoded d = SettingsCodec.decode(stored, "the database");
        List<SettingProblem> problems = new ArrayList<>(importProblems);
        problems.addAll(d.problems());
        for (SettingProblem p : problems) {
            LOG.warn("{}", p.message());
        }
        return new StoredSettings(d.settings(), problems);
    }

    /** Imports the file's usable keys with their audit line; gives the keys (or the file) that were not usable. */
    static List<SettingProblem> importFile(Store store, Path file, long now) {
        Map<String, String> values;
        try {
            values = read(file);
        } catch (IOException | IllegalArgumentException e) {
            String why = file + " could not be read (" + e.getMessage() + "); it was not imported and the"
                    + " defaults are used";
            return List.of(new SettingProblem(LEGACY_FILE, "", why));
        }
        SettingsCodec.Decoded d = SettingsCodec.decode(values, file.toString());
        if (d.accepted().isEmpty()) {
            LOG.info("{} names no usable setting; nothing was imported", file);
            return d.problems();
        }
        Map<String, String> defaults = SettingsCodec.encode(SettingsRules.DEFAULT);
        List<String> lines = new ArrayList<>();
        d.accepted().forEach((k, v) -> lines.add(k + ": " + defaults.get(k) + " -> " + v.trim()));
        Map<String, String> trimmed = new LinkedHashMap<>();
        d.accepted().forEach((k, v) -> trimmed.put(k, v.trim()));
        store.atomically("import the settings of " + file, () -> {
            store.settings().putAll(trimmed, now, Principal.SYSTEM.name());
            new Audit(store).log(now, Principal.SYSTEM, "settings.import", "file " + file,
                    String.join("; ", lines));
        });
        LOG.info("imported {} setting(s) from {} into the database; the file is no longer read (settings are"
                + " changed in the Settings screen now) and can be deleted", trimmed.size(), file);
        return d.problems();
    }

    private static Map<String, String> read(Path file) throws IOException {
        Properties p = new Properties();
        try (Reader r = new java.io.StringReader(BoundedFiles.readUtf8(file, 1 << 20, "settings file"))) {
            p.load(r);
        }
        Map<String, String> out = new LinkedHashMap<>();
        p.stringPropertyNames().stream().sorted().forEach(k -> out.put(k, p.getProperty(k)));
        return out;
    }
}
