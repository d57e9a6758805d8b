package org.voddesk.control;

import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Locale;
import java.util.Properties;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads and writes {@link ControlSettings} as a small properties file ({@code ~/.voddesk/control.properties}
 * beside the database): every key optional (a missing one keeps its default), unknown keys and bad values
 * refused with the key named. Durations are written {@code 500ms}, {@code 5s}, {@code 10m} or {@code 1h}.
 */
public final class ControlSettingsFile {
    static final String PLACEMENT = "placement.policy";
    static final String PLANNER = "migration.planner";
    static final String POLL = "poll.interval";
    static final String PLANNING = "planning.interval";
    static final String EXPIRY = "proposal.expiry";
    static final String HOLD = "move.hold";
    static final String RE_HOMING = "rehoming.mode";
    static final String CAPACITY = "rehoming.sessions_per_node";
    static final String BITRATE = "stream.default_bitrate_bps";
    private static final Set<String> KEYS = Set.of(PLACEMENT, PLANNER, POLL, PLANNING, EXPIRY, HOLD, RE_HOMING,
            CAPACITY, BITRATE);
    private static final Pattern DURATION = Pattern.compile("(\\d{1,9})(ms|s|m|h)");

    private ControlSettingsFile() {
    }

    /** The settings in {@code file}, or the defaults when it does not exist. */
    public static ControlSettings load(Path file) throws IOException {
        try {
            return parse(Files.readString(file, StandardCharsets.UTF_8), file.toString());
        } catch (NoSuchFileException e) {
            return ControlSettings.DEFAULT;
        }
    }

    /** Writes {@code settings} to {@code file} (replacing it). */
    public static void save(ControlSettings settings, Path file) throws IOException {
        Path parent = file.toAbsolutePath().getParent();
        Files.createDirectories(parent);
        Path tmp = Files.createTempFile(parent, "control", ".tmp");
        try (Writer w = Files.newBufferedWriter(tmp, StandardCharsets.UTF_8)) {
            w.write(format(settings));
        }
        Files.move(tmp, file, java.nio.file.StandardCopyOption.REPLACE_EXISTING,
                java.nio.file.StandardCopyOption.ATOMIC_MOVE);
    }

    /** Parses properties text; throws {@link IllegalArgumentException} naming {@code source} and the key. */
    static ControlSettings parse(String text, String source) {
        Properties p = new Properties();
        try (Reader r = new StringReader(text)) {
            p.load(r);
        } catch (IOException | IllegalArgumentException e) {
            throw new IllegalArgumentException(source + ": not a properties file: " + e.getMessage(), e);
        }
        for (String key : p.stringPropertyNames()) {
            if (!KEYS.contains(key)) {
                throw new IllegalArgumentException(source + ": unknown setting '" + key + "'; known: "
                        + KEYS.stream().sorted().toList());
            }
        }
        ControlSettings d = ControlSettings.DEFAULT;
        try {
            return new ControlSettings(p.getProperty(PLACEMENT, d.placementPolicy()),
                    p.getProperty(PLANNER, d.migrationPlanner()),
                    duration(p, POLL, d.pollInterval()), duration(p, PLANNING, d.planningInterval()),
                    duration(p, EXPIRY, d.proposalExpiry()), duration(p, HOLD, d.moveHold()),
                    ReHomingMode.fromWord(p.getProperty(RE_HOMING, d.reHomingMode().word()).trim()),
                    (int) number(p, CAPACITY, d.sessionsPerNode()), number(p, BITRATE, d.defaultBitrateBps()));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(source + ": " + e.getMessage(), e);
        }
    }

    static String format(ControlSettings s) {
        return "# VodDesk control loop settings\n"
                + PLACEMENT + "=" + s.placementPolicy() + "\n"
                + PLANNER + "=" + s.migrationPlanner() + "\n"
                + POLL + "=" + duration(s.pollInterval()) + "\n"
                + PLANNING + "=" + duration(s.planningInterval()) + "\n"
                + EXPIRY + "=" + duration(s.proposalExpiry()) + "\n"
                + HOLD + "=" + duration(s.moveHold()) + "\n"
                + RE_HOMING + "=" + s.reHomingMode().word() + "\n"
                + CAPACITY + "=" + s.sessionsPerNode() + "\n"
                + BITRATE + "=" + s.defaultBitrateBps() + "\n";
    }

    static Duration parseDuration(String text, String key) {
        Matcher m = DURATION.matcher(text.trim().toLowerCase(Locale.ROOT));
        if (!m.matches()) {
            throw new IllegalArgumentException(key + " must be a whole number with ms, s, m or h (say 5s), got '"
                    + text + "'");
        }
        long n = Long.parseLong(m.group(1));
        return switch (m.group(2)) {
            case "ms" -> Duration.ofMillis(n);
            case "s" -> Duration.ofSeconds(n);
            case "m" -> Duration.ofMinutes(n);
            default -> Duration.ofHours(n);
        };
    }

    private static String duration(Duration d) {
        long ms = d.toMillis();
        if (ms % 3_600_000 == 0 && ms > 0) {
            return ms / 3_600_000 + "h";
        }
        if (ms % 60_000 == 0 && ms > 0) {
            return ms / 60_000 + "m";
        }
        return ms % 1000 == 0 ? ms / 1000 + "s" : ms + "ms";
    }

    private static Duration duration(Properties p, String key, Duration fallback) {
        String v = p.getProperty(key);
        return v == null ? fallback : parseDuration(v, key);
    }

    private static long number(Properties p, String key, long fallback) {
        String v = p.getProperty(key);
        if (v == null) {
            return fallback;
        }
        try {
            return Long.parseLong(v.trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(key + " must be a whole number, got '" + v + "'", e);
        }
    }
}
