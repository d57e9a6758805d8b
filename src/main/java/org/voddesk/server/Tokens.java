package org.voddesk.server;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.WeakHashMap;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.voddesk.control.api.Principal;

/**
 * The logins a server holds: a random token (256 bits) for each, bound to the connection it was issued on, and the
 * {@link Principal} the control issued at that login. A token counts only on its own connection, only until the
 * connection ends ({@link #forget}) or the token has gone unused for the idle time ({@link #expireIdle}); each login
 * that ends so is handed to {@link Ends} (the server keeps one whose connection ended for its resume, and logs the
 * others out of the control). The idle time is read at each sweep and each use (the control's settings in force), so
 * a supervisor's change applies to the live logins at once. The table is keyed by the token's
 * SHA-256, so no token is held in the clear and a lookup's time does not depend on how much of a guess was right.
 *
 * <p>Thread-safe: one lock, held for map work only.
 */
final class Tokens {
    /** A lookup's outcome: the principal, or why the call is refused. */
    sealed interface Lookup {
    }

    /** The token is live on this connection. */
    record Found(Principal principal) implements Lookup {
    }

    /** The call is refused: {@code why} is one sentence for the client. */
    record Refused(String why) implements Lookup {
    }

    /** Told of the logins that end here, outside the lock. */
    interface Ends {
        /** The login's connection ended (closed, dropped, a keepalive unanswered); its token was last used then. */
        void connectionEnded(Principal principal, long lastUsedMs);

        /** The login ended for good: its token went unused for the idle time, or its connection was gone at issue. */
        void ended(Principal principal);

        /** Every end ends the login for good. */
        static Ends all(Consumer<Principal> ended) {
            return new Ends() {
                @Override
                public void connectionEnded(Principal principal, long lastUsedMs) {
                    ended.accept(principal);
                }

                @Override
                public void ended(Principal principal) {
                    ended.accept(principal);
                }
            };
        }
    }

    static final String MISSING = "this call needs a login: log in first (the call carried no token)";
    static final String UNKNOWN = "the login token is not valid on this connection: log in again";
    static final String LOGGED_OUT = "your login ended: you logged out";
    static final String CONNECTION_ENDED = "your login ended with its connection: log in again";

    private final Clock clock;
    private final Supplier<Duration> idle;
    private final Ends ended;
    private final SecureRandom random = new SecureRandom();
    private final Map<String, Login> byHash = new HashMap<>();
    private final Map<Connection, Set<String>> byConnection = new HashMap<>();
    private final Set<Connection> closed = Collections.newSetFromMap(new WeakHashMap<>());

    private static final class Login {
        final Principal principal;
        final Connection connection;
        /** Told why when the login ends ({@link #watchEnd}). */
        final List<Consumer<String>> watchers = new ArrayList<>(1);
        long lastUsed;

        Login(Principal principal, Connection connection, long lastUsed) {
            this.principal = principal;
            this.connection = connection;
            this.lastUsed = lastUsed;
        }
    }

    /**
     * @param idle  how long a token may go unused before it expires, as it is now (read at each use and sweep; a
     *              positive duration, as the control's settings guarantee)
     * @param ended told of every login that ends here but by a logout ({@link #revoke}), outside the lock
     */
    Tokens(Clock clock, Supplier<Duration> idle, Consumer<Principal> ended) {
        this(clock, idle, Ends.all(ended));
    }

    /**
     * @param idle  how long a token may go unused before it expires, as it is now (read at each use and sweep)
     * @param ends  told of every login that ends here but by a logout ({@link #revoke}), outside the lock, and how
     */
    Tokens(Clock clock, Supplier<Duration> idle, Ends ends) {
        this.clock = clock;
        this.idle = idle;
        this.ended = ends;
    }

    /**
     * A new token for {@code principal} on {@code connection}; empty when the connection has already ended (the login
     * is then ended at once).
     */
    Optional<String> issue(Principal principal, Connection connection) {
        byte[] bytes = new byte[32];
        random.nextBytes(bytes);
        String token = Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
        synchronized (this) {
            if (!closed.contains(connection)) {
                byHash.put(hash(token), new Login(principal, connection, clock.millis()));
                byConnection.computeIfAbsent(connection, c -> new HashSet<>()).add(hash(token));
                return Optional.of(token);
            }
        }
        ended.ended(principal);
        return Optional.empty();
    }

    /** The principal of {@code token} on {@code connection}, its idle time restarted; or why the call is refused. */
    Lookup find(String token, Connection connection) {
        if (token == null || token.isEmpty()) {
            return new Refused(MISSING);
        }
        Login expired;
        List<Consumer<String>> watching;
        Duration idleTime = idle.get();
        synchronized (this) {
            Login login = byHash.get(hash(token));
            if (login == null || login.connection != connection) {
                return new Refused(UNKNOWN);
            }
            long now = clock.millis();
            if (now - login.lastUsed < idleTime.toMillis()) {
                login.lastUsed = now;
                return new Found(login.principal);
            }
            watching = remove(hash(token), login);
            expired = login;
        }
        ended.ended(expired.principal);
        tell(watching, expiredWords(idleTime));
        return new Refused(expiredWords(idleTime));
    }

    /**
     * Tells {@code watcher} why, once, when the login of {@code token} on {@code connection} ends (a logout, its
     * connection, its idle time; outside the lock). Watching is not a use of the login: it does not restart its idle
     * time. Returns what stops the watch, or null when the login is not live (and {@code watcher} is never told).
     */
    Runnable watchEnd(String token, Connection connection, Consumer<String> watcher) {
        if (token == null) {
            return null;
        }
        synchronized (this) {
            Login login = byHash.get(hash(token));
            if (login == null || login.connection != connection) {
                return null;
            }
            login.watchers.add(watcher);
            return () -> {
                synchronized (this) {
                    login.watchers.remove(watcher);
                }
            };
        }
    }

    /** Ends the login of {@code token} on {@code connection} (a logout); its principal, or null when not live. */
    Principal revoke(String token, Connection connection) {
        List<Consumer<String>> watching;
        Login login;
        synchronized (this) {
            login = byHash.get(hash(token));
            if (login == null || login.connection != connection) {
                return null;
            }
            watching = remove(hash(token), login);
        }
        tell(watching, LOGGED_OUT);
        return login.principal;
    }

    /** Forgets every token of {@code connection}, which has ended; returns how many logins ended. */
    int forget(Connection connection) {
        List<Login> gone = new ArrayList<>();
        List<Consumer<String>> watching = new ArrayList<>();
        synchronized (this) {
            closed.add(connection);
            for (String h : byConnection.getOrDefault(connection, Set.of())) {
                Login login = byHash.remove(h);
                gone.add(login);
                watching.addAll(login.watchers);
            }
            byConnection.remove(connection);
        }
        gone.forEach(l -> ended.connectionEnded(l.principal, l.lastUsed));
        tell(watching, CONNECTION_ENDED);
        return gone.size();
    }

    /**
     * Forgets every token of {@code principal} (that very object) without ending its login: the login moves to a new
     * connection (a resume) while the server has not yet seen its old one end. Returns how many.
     */
    synchronized int release(Principal principal) {
        List<String> of = new ArrayList<>();
        byHash.forEach((h, login) -> {
            if (login.principal == principal) {
                of.add(h);
            }
        });
        of.forEach(h -> remove(h, byHash.get(h)));
        return of.size();
    }

    /** Ends every login unused for the idle time; returns how many. */
    int expireIdle() {
        List<Principal> gone = new ArrayList<>();
        List<Consumer<String>> watching = new ArrayList<>();
        long now = clock.millis();
        Duration idleTime = idle.get();
        long idleMillis = idleTime.toMillis();
        synchronized (this) {
            for (var it = byHash.entrySet().iterator(); it.hasNext(); ) {
                Map.Entry<String, Login> e = it.next();
                if (now - e.getValue().lastUsed >= idleMillis) {
                    it.remove();
                    Set<String> of = byConnection.get(e.getValue().connection);
                    of.remove(e.getKey());
                    if (of.isEmpty()) {
                        byConnection.remove(e.getValue().connection);
                    }
                    gone.add(e.getValue().principal);
                    watching.addAll(e.getValue().watchers);
                }
            }
        }
        gone.forEach(ended::ended);
        tell(watching, expiredWords(idleTime));
        return gone.size();
    }

    /** How many logins are live. */
    synchronized int size() {
        return byHash.size();
    }

    private static String expiredWords(Duration idle) {
        String after = idle.toMinutes() > 0 ? idle.toMinutes() + " min" : idle.toSeconds() + " s";
        return "your login expired after " + after + " without a call: log in again";
    }

    /** Removes a login; returns its watchers, to be told outside the lock. */
    private List<Consumer<String>> remove(String h, Login login) {
        byHash.remove(h);
        Set<String> of = byConnection.get(login.connection);
        if (of != null) {
            of.remove(h);
            if (of.isEmpty()) {
                byConnection.remove(login.connection);
            }
        }
        return List.copyOf(login.watchers);
    }

    private static void tell(List<Consumer<String>> watchers, String why) {
        watchers.forEach(w -> w.accept(why));
    }

    private static String hash(String token) {
        try {
            return Base64.getEncoder().encodeToString(MessageDigest.getInstance("SHA-256")
                    .digest(token.getBytes(StandardCharsets.US_ASCII)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every Java runtime", e);
        }
    }
}
