package org.voddesk.server;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.voddesk.control.api.Principal;

/**
 * The resume secrets of a server's logins: one per login, random (256 bits), kept only as its SHA-256, good once.
 * A desk that lost its connection sends it on its new connection (the {@code Desk} service's Resume) and gets a token
 * for the same principal without the password, and the next secret. A login whose connection ended is kept for
 * {@link #window} (at most {@link #WINDOW}, never longer than the idle time of a login in force, counted also from
 * its last call): its desk may come back meanwhile; after it, or when the login ends otherwise (idle, the server stops), it is
 * logged out of the control.
 *
 * <p>In memory only: a server that restarts has forgotten them, as its control has forgotten the principals they
 * name (a principal is the object a login issued), so its desks log in again.
 *
 * <p>Thread-safe: one lock, held for map work only; logouts are handed on outside it.
 */
final class Resumes implements Tokens.Ends {
    /** How long a login waits for its desk after its connection ended, at most. */
    static final Duration WINDOW = Duration.ofMinutes(5);

    private static final class Held {
        final Principal principal;
        /** The live secret's hash; null once spent. */
        String hash;
        /** When its connection ended; -1 while the server holds it live. */
        long endedAtMs = -1;
        long lastUsedMs;
        /** Spent by a resume the control has not answered yet. */
        boolean resuming;

        Held(Principal principal) {
            this.principal = principal;
        }
    }

    private final Clock clock;
    private final Supplier<Duration> idle;
    private final Consumer<Principal> logout;
    private final SecureRandom random = new SecureRandom();
    private final Map<String, Held> byHash = new HashMap<>();
    private final Map<Principal, Held> byPrincipal = new IdentityHashMap<>();
    private boolean closed;

    /**
     * @param idle   the idle time of a login as it is now (read at each use): no secret is good for longer after the
     *               login's last call
     * @param logout ends a login in the control (the server's {@code Logouts})
     */
    Resumes(Clock clock, Supplier<Duration> idle, Consumer<Principal> logout) {
        this.clock = clock;
        this.idle = idle;
        this.logout = logout;
    }

    /** How long a login waits for its desk after its connection ended: {@link #WINDOW}, or the idle time if shorter. */
    Duration window() {
        Duration now = idle.get();
        return now.compareTo(WINDOW) < 0 ? now : WINDOW;
    }

    /** A new secret for {@code principal}, whose login or resume just succeeded; the one before it is spent. */
    String issue(Principal principal) {
        byte[] bytes = new byte[32];
        random.nextBytes(bytes);
        String secret = Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
        synchronized (this) {
            Held h = byPrincipal.computeIfAbsent(principal, Held::new);
            if (h.hash != null) {
                byHash.remove(h.hash);
            }
            h.hash = hash(secret);
            h.endedAtMs = -1;
            h.resuming = false;
            h.lastUsedMs = clock.millis();
            byHash.put(h.hash, h);
        }
        return secret;
    }

    /**
     * Spends {@code secret}: the principal of its login while the login may be resumed (the caller then asks the
     * control, and says how it answered: {@link #issue} or {@link #refused}); empty for a secret not known (never
     * issued, spent, or its login ended) or one whose time is up (that login is logged out now).
     */
    Optional<Principal> take(String secret) {
        if (secret == null || secret.isEmpty()) {
            return Optional.empty();
        }
        Principal expired;
        Duration window = window();
        Duration idleTime = idle.get();
        synchronized (this) {
            Held h = byHash.remove(hash(secret));
            if (h == null) {
                return Optional.empty();
            }
            h.hash = null;
            if (!late(h, clock.millis(), window, idleTime)) {
                h.resuming = true;
                return Optional.of(h.principal);
            }
            byPrincipal.remove(h.principal);
            expired = h.principal;
        }
        logout.accept(expired);
        return Optional.empty();
    }

    /** The control refused the resume of {@code principal} (taken by {@link #take}): its login ends. */
    void refused(Principal principal) {
        synchronized (this) {
            byPrincipal.remove(principal);
        }
        logout.accept(principal);
    }

    /** {@code principal} logged out: its secret is forgotten (the caller logs it out of the control). */
    synchronized void revoke(Principal principal) {
        Held h = byPrincipal.remove(principal);
        if (h != null && h.hash != null) {
            byHash.remove(h.hash);
        }
    }

    /** Keeps the login for its desk's resume; one without a secret (or after a stop) is logged out now. */
    @Override
    public void connectionEnded(Principal principal, long lastUsedMs) {
        synchronized (this) {
            Held h = byPrincipal.get(principal);
            if (h != null && !closed) {
                if (h.endedAtMs < 0) {
                    h.endedAtMs = clock.millis();
                }
                h.lastUsedMs = Math.max(h.lastUsedMs, lastUsedMs);
                return;
            }
        }
        logout.accept(principal);
    }

    @Override
    public void ended(Principal principal) {
        revoke(principal);
        logout.accept(principal);
    }

    /** Logs out the logins whose desks did not come back in time; returns how many. */
    int expire() {
        List<Principal> gone = new ArrayList<>();
        long now = clock.millis();
        Duration window = window();
        Duration idleTime = idle.get();
        synchronized (this) {
            for (var it = byPrincipal.values().iterator(); it.hasNext(); ) {
                Held h = it.next();
                if (!h.resuming && late(h, now, window, idleTime)) {
                    it.remove();
                    if (h.hash != null) {
                        byHash.remove(h.hash);
                    }
                    gone.add(h.principal);
                }
            }
        }
        gone.forEach(logout);
        return gone.size();
    }

    /** The server stops: every login kept for a resume is logged out, and any that ends later at once. */
    void closeAll() {
        List<Principal> gone = new ArrayList<>();
        synchronized (this) {
            closed = true;
            byPrincipal.values().stream().filter(h -> h.endedAtMs >= 0).forEach(h -> gone.add(h.principal));
            byPrincipal.clear();
            byHash.clear();
        }
        gone.forEach(logout);
    }

    /** How many logins hold a secret or wait for their desk. */
    synchronized int size() {
        return byPrincipal.size();
    }

    /** Whether a login whose connection ended waited too long: past the window, or idle for the idle time. */
    private static boolean late(Held h, long now, Duration window, Duration idle) {
        return h.endedAtMs >= 0 && (now - h.endedAtMs > window.toMillis() || now - h.lastUsedMs >= idle.toMillis());
    }

    private static String hash(String secret) {
        try {
            return Base64.getEncoder().encodeToString(MessageDigest.getInstance("SHA-256")
                    .digest(secret.getBytes(StandardCharsets.US_ASCII)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every Java runtime", e);
        }
    }
}
