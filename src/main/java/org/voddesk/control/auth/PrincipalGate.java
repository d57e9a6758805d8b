package org.voddesk.control.auth;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.voddesk.control.api.Control;
import org.voddesk.control.api.Principal;
import org.voddesk.core.Role;
import org.voddesk.core.UserRecord;
import org.voddesk.store.UserRepository;

/**
 * Which principals the control layer vouched for (docs/architecture.md, "Principals"). A {@link Principal} is a
 * plain record anyone can build; it counts only when this gate issued that very object (a login, or the command
 * line's wiring point), so {@code new Principal("ghost", SUPERVISOR)} is refused however it is spelled. A logged-in
 * user's principal is then checked against the user table at every command: the user must still exist and be
 * enabled, and a supervisor's right needs both the role the login found and the role the table holds now.
 *
 * <p>A login ends at a logout, and for every login of a user at once when a supervisor resets that user's password,
 * disables, re-roles or removes the user ({@link #endLogins}): its next command is refused with "your login ended:
 * <why>", and enabling the user again does not bring it back. The command line's principal has an operator's
 * rights only and no row in the user table.
 *
 * <p>Thread-safe: issued on the loop thread, checked on any thread.
 */
public final class PrincipalGate {
    /** The audit log's name for a caller whose principal this gate did not issue, or no principal at all. */
    public static final String UNAUTHENTICATED = "unauthenticated";
    /** How many ended logins keep their reason; a long-running server forgets the oldest. */
    static final int MAX_ENDED = 10_000;

    /** How a principal was issued. */
    public enum Issue {
        /** A login of a user in the user table. */
        LOGIN,
        /** A one-shot command-line run ({@code voddesk play}, {@code stop}): operator rights, no user row. */
        COMMAND_LINE
    }

    private final UserRepository users;
    /** By identity: an equal record built by a caller is not the issued one. Guarded by itself. */
    private final Map<Principal, Issue> issued = new IdentityHashMap<>();
    /**
     * Logins that ended, with why, the {@link #MAX_ENDED} latest (in {@link #endedOrder}); guarded by
     * {@link #issued}. One older than those is refused all the same, only as not issued.
     */
    private final Map<Principal, String> ended = new IdentityHashMap<>();
    private final Deque<Principal> endedOrder = new ArrayDeque<>();

    public PrincipalGate(UserRepository users) {
        this.users = users;
    }

    /** A principal for user {@code name}, whose login at this desk just succeeded with {@code role}. */
    public Principal issue(String name, Role role) {
        return issue(name, role, Control.THIS_DESK);
    }

    /**
     * A principal for user {@code name}, whose login from {@code desk} (the login's source: {@link Control#THIS_DESK}
     * or a desk's address; {@code null} or blank when not known) just succeeded with {@code role}.
     */
    public Principal issue(String name, Role role, String desk) {
        return remember(new Principal(name, role, desk == null || desk.isBlank() ? null : desk), Issue.LOGIN);
    }

    /**
     * The command line's principal ({@code cli:<os user>}, or {@code cli}): an operator's rights, for one process
     * run by whoever holds the cluster's SSH key, at this desk.
     */
    public Principal issueCommandLine(String osUser) {
        return remember(new Principal(commandLineName(osUser), Role.OPERATOR), Issue.COMMAND_LINE);
    }

    /** The command line's name for OS user {@code osUser} in the audit log: {@code cli:<os user>}, or {@code cli}. */
    public static String commandLineName(String osUser) {
        return osUser == null || osUser.isBlank() ? "cli" : "cli:" + osUser.strip();
    }

    /** Ends {@code p} (a logout): it is refused from now on. Returns whether it was a live login. */
    public boolean revoke(Principal p) {
        synchronized (issued) {
            if (p == null || issued.remove(p) == null) {
                return false;
            }
            end(p, "you logged out");
            return true;
        }
    }

    /**
     * Ends every live login of user {@code name} but {@code keep} (may be {@code null}), each refused from now on
     * with "your login ended: {@code why}". Returns how many ended.
     */
    public int endLogins(String name, String why, Principal keep) {
        synchronized (issued) {
            List<Principal> of = new ArrayList<>();
            issued.forEach((p, issue) -> {
                if (issue == Issue.LOGIN && p.name().equals(name) && p != keep) {
                    of.add(p);
                }
            });
            of.forEach(p -> {
                issued.remove(p);
                end(p, why);
            });
            return of.size();
        }
    }

    /** How {@code p} was issued, or empty when this gate did not issue it or its login ended. */
    public Optional<Issue> issueOf(Principal p) {
        synchronized (issued) {
            return Optional.ofNullable(p == null ? null : issued.get(p));
        }
    }

    /**
     * The name to audit a command of {@code by} under: its own when this gate issued it (a login since ended
     * included, for it was that user who called), {@link #UNAUTHENTICATED} for a principal the gate never issued
     * (whatever name it claims) or none.
     */
    public String actor(Principal by) {
        synchronized (issued) {
            return by != null && (issued.containsKey(by) || ended.containsKey(by)) ? by.name() : UNAUTHENTICATED;
        }
    }

    /**
     * The desk to audit a command of {@code by} at: its own when this gate issued it (as {@link #actor}), {@code null}
     * (not known) for a principal the gate never issued (whatever desk it claims) or none.
     */
    public String desk(Principal by) {
        synchronized (issued) {
            return by != null && (issued.containsKey(by) || ended.containsKey(by)) ? by.desk() : null;
        }
    }

    /**
     * Why {@code by} may not act now ({@code supervisor}: nor as a supervisor), or {@code null} when it may.
     * Reads the user table (the caller runs it off the FX thread).
     */
    public String why(Principal by, boolean supervisor) {
        if (by == null) {
            return "nobody is logged in";
        }
        Issue issue;
        String endedWhy;
        synchronized (issued) {
            issue = issued.get(by);
            endedWhy = ended.get(by);
        }
        if (endedWhy != null) {
            return "your login ended: " + endedWhy;
        }
        if (issue == null) {
            return "the principal " + by.name() + " was not issued by this console (log in)";
        }
        if (issue == Issue.COMMAND_LINE) {
            return supervisor ? "the command line has an operator's rights only" : null;
        }
        Optional<UserRecord> u = users.find(by.name());
        if (u.isEmpty()) {
            return "there is no user " + by.name();
        }
        if (u.get().disabled()) {
            return "user " + by.name() + " is disabled";
        }
        if (supervisor && !u.get().role().supervises()) {
            return by.name() + " is an operator";
        }
        if (supervisor && !by.role().supervises()) {
            return by.name() + " logged in as an operator (log in again)";
        }
        return null;
    }

    /** Remembers why {@code p} ended, forgetting the oldest ended login beyond {@link #MAX_ENDED}. Holds the lock. */
    private void end(Principal p, String why) {
        ended.put(p, why);
        endedOrder.addLast(p);
        if (endedOrder.size() > MAX_ENDED) {
            ended.remove(endedOrder.removeFirst());
        }
    }

    private Principal remember(Principal p, Issue issue) {
        synchronized (issued) {
            issued.put(p, issue);
        }
        return p;
    }
}
