package org.voddesk.control.auth;

import java.time.Duration;
import org.voddesk.store.LoginAttemptRepository;
import org.voddesk.store.LoginAttemptRepository.Counts;

/**
 * How long a login attempt waits before its password is checked: delay, never lockout (NIST SP 800-63B §5.2.2).
 *
 * <p>Every attempt is counted in the store before its password is checked ({@link #attempt}), in one transaction, so
 * attempts made at once each see a count that includes the others: the 50th of 50 simultaneous wrong attempts waits
 * as the 50th, not as the first. A success takes its own count back ({@link #succeeded}). The wait is the longest
 * of three: per user name as typed (the first {@link #FREE_PER_NAME} attempts free, then
 * {@link #FIRST_DELAY} doubling, until a success), per source (a desk or an address: attempts that did not
 * succeed in the last five to ten minutes, the first {@link #FREE_PER_SOURCE} free, the same curve), and {@link #MAX_DELAY} for every attempt while more than {@link #CEILING_PER_MINUTE} logins failed
 * over all in the last one to two minutes. No wait exceeds {@link #MAX_DELAY}: an attacker who knows a name slows
 * that name's logins by at most that, and the right password always gets in after it.
 *
 * <p>A name that is not a user is counted exactly as one that is, so the waits and the words of a refusal say
 * nothing about the user table. The counts survive a restart; a name or source quiet for {@link #FORGET_AFTER}
 * starts again. Thread-safe (the store serialises the counts).
 */
public final class LoginThrottle {
    /** Attempts with one user name before any waits. */
    public static final int FREE_PER_NAME = 5;
    /** Attempts from one source (several users may share a desk) before any waits. */
    public static final int FREE_PER_SOURCE = 10;
    public static final Duration FIRST_DELAY = Duration.ofMillis(500);
    public static final Duration MAX_DELAY = Duration.ofSeconds(4);
    public static final Duration FORGET_AFTER = Duration.ofMinutes(15);
    /** Failed logins over all, in the last one to two minutes, above which every attempt waits {@link #MAX_DELAY}. */
    public static final int CEILING_PER_MINUTE = 60;
    private static final int MAX_KEY = 64;

    private final LoginAttemptRepository counts;

    public LoginThrottle(LoginAttemptRepository counts) {
        this.counts = counts;
    }

    /**
     * One counted attempt.
     *
     * @param name    the user name as typed, cut to 64 characters
     * @param source  where it came from, cut likewise
     * @param atMs    when it was counted
     * @param delayMs how long it waits before its password is checked
     * @param counts  what its count found
     */
    public record Attempt(String name, String source, long atMs, long delayMs, Counts counts) {
    }

    /** Counts an attempt with {@code name} from {@code source} before its check, and says how long it waits. */
    public Attempt attempt(String name, String source, long nowMs) {
        String n = key(name);
        String s = key(source);
        Counts c = counts.attempt(n, s, nowMs, nowMs - FORGET_AFTER.toMillis());
        return new Attempt(n, s, nowMs, delayFor(c), c);
    }

    /** The attempt's password was wrong (or the name unknown, or the user disabled): it stays counted. */
    public void failed(long nowMs) {
        counts.failed(nowMs);
    }

    /** The attempt's login succeeded: the name's failures are forgotten, the source's count of it taken back. */
    public void succeeded(Attempt a) {
        counts.succeeded(a.name(), a.source(), a.atMs());
    }

    /** Step: the wait of an attempt, the longest of its name's, its source's and the ceiling's. */
    static long delayFor(Counts c) {
        long overall = c.recentOverall() > CEILING_PER_MINUTE ? MAX_DELAY.toMillis() : 0;
        return Math.max(overall, Math.max(delayAfter(c.account(), FREE_PER_NAME),
                delayAfter(c.source(), FREE_PER_SOURCE)));
    }

    /**
     * Step: the wait of the {@code attempts}-th counted attempt: none up to {@code free}, then
     * {@link #FIRST_DELAY}, doubling with each attempt, capped at {@link #MAX_DELAY}.
     */
    public static long delayAfter(int attempts, int free) {
        int beyond = attempts - free;
        if (beyond <= 0) {
            return 0;
        }
        long delay = FIRST_DELAY.toMillis() << Math.min(beyond - 1, 30);
        return Math.min(delay, MAX_DELAY.toMillis());
    }

    private static String key(String s) {
        String k = s == null ? "" : s;
        return k.length() > MAX_KEY ? k.substring(0, MAX_KEY) : k;
    }
}
