package org.voddesk.control.auth;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Failed logins per user name, and how long the next attempt with that name must wait: the first
 * {@link #FREE_FAILURES} failures cost nothing, each later one doubles the wait from {@link #FIRST_DELAY} up to
 * {@link #MAX_DELAY}. A success clears the name; a name quiet for {@link #FORGET_AFTER} starts again.
 *
 * <p>Keyed by the name as typed, whether or not such a user exists, so a throttled answer says nothing about the
 * user table. An attempt refused by the throttle checks no password (no PBKDF2 work for a guesser). At most
 * {@link #MAX_NAMES} names are kept (the least recently failed go first), so a spray of made-up names cannot fill
 * the memory. Thread-safe: logins may be checked off the loop thread.
 */
public final class LoginThrottle {
    /** Failures a name may have before attempts are delayed. */
    public static final int FREE_FAILURES = 5;
    public static final Duration FIRST_DELAY = Duration.ofSeconds(1);
    public static final Duration MAX_DELAY = Duration.ofMinutes(15);
    public static final Duration FORGET_AFTER = Duration.ofHours(1);
    static final int MAX_NAMES = 50_000;
    private static final int MAX_KEY = 64;

    private final Map<String, Failures> byName = new LinkedHashMap<>(16, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Failures> eldest) {
            return size() > MAX_NAMES;
        }
    };

    private record Failures(int count, long lastMs, long notBeforeMs) {
    }

    /** Milliseconds until an attempt with {@code name} may be checked; 0 when it may be now. */
    public synchronized long waitMs(String name, long nowMs) {
        Failures f = current(key(name), nowMs);
        return f == null ? 0 : Math.max(0, f.notBeforeMs() - nowMs);
    }

    /** Failures counted for {@code name} (0 after a success or a quiet hour). */
    public synchronized int failures(String name, long nowMs) {
        Failures f = current(key(name), nowMs);
        return f == null ? 0 : f.count();
    }

    /** Counts a failed attempt with {@code name}; returns the wait it earned for the next one, ms. */
    public synchronized long failed(String name, long nowMs) {
        String key = key(name);
        Failures before = current(key, nowMs);
        int count = before == null ? 1 : before.count() + 1;
        long delay = delayAfter(count);
        byName.put(key, new Failures(count, nowMs, nowMs + delay));
        return delay;
    }

    /** A successful login with {@code name}: its failures are forgotten. */
    public synchronized void succeeded(String name) {
        byName.remove(key(name));
    }

    /** Step: the wait after {@code failures} failures: 0 up to {@link #FREE_FAILURES}, then 1 s, 2 s, 4 s ... capped. */
    static long delayAfter(int failures) {
        int beyond = failures - FREE_FAILURES;
        if (beyond <= 0) {
            return 0;
        }
        long delay = FIRST_DELAY.toMillis() << Math.min(beyond - 1, 30);
        return Math.min(delay, MAX_DELAY.toMillis());
    }

    private Failures current(String key, long nowMs) {
        Failures f = byName.get(key);
        if (f != null && nowMs - f.lastMs() > FORGET_AFTER.toMillis()) {
            byName.remove(key);
            return null;
        }
        return f;
    }

    private static String key(String name) {
        String n = name == null ? "" : name;
        return n.length() > MAX_KEY ? n.substring(0, MAX_KEY) : n;
    }
}
