package org.voddesk.control.auth;

import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Optional;
import org.voddesk.control.Principal;
import org.voddesk.core.Role;
import org.voddesk.core.UserRecord;
import org.voddesk.store.UserRepository;

/**
 * Which principals the control layer vouched for (docs/architecture.md, "Principals"). A {@link Principal} is a
 * plain record anyone can build; it counts only when this gate issued that very object (a login, or the command
 * line's principal), so {@code new Principal("ghost", SUPERVISOR)} is refused however it is spelled. A logged-in
 * user's principal is then checked against the user table at every command: the user must still exist and be
 * enabled, and a supervisor's right needs both the role the login found and the role the table holds now. The
 * command line's principal has an operator's rights only and no row in the user table.
 *
 * <p>Thread-safe: issued on the loop thread, checked on any thread.
 */
public final class PrincipalGate {
    /** How a principal was issued. */
    public enum Issue {
        /** A login of a user in the user table. */
        LOGIN,
        /** A one-shot command-line run ({@code voddesk play}, {@code stop}): operator rights, no user row. */
        COMMAND_LINE
    }

    private final UserRepository users;
    /** By identity: an equal record built by a caller is not the issued one. */
    private final Map<Principal, Issue> issued = new IdentityHashMap<>();

    public PrincipalGate(UserRepository users) {
        this.users = users;
    }

    /** A principal for user {@code name}, whose login just succeeded with {@code role}. */
    public Principal issue(String name, Role role) {
        return remember(new Principal(name, role), Issue.LOGIN);
    }

    /**
     * The command line's principal ({@code cli:<os user>}, or {@code cli}): an operator's rights, for one process
     * run by whoever holds the cluster's SSH key.
     */
    public Principal issueCommandLine(String osUser) {
        String name = osUser == null || osUser.isBlank() ? "cli" : "cli:" + osUser.strip();
        return remember(new Principal(name, Role.OPERATOR), Issue.COMMAND_LINE);
    }

    /** Forgets {@code p} (a logout): it is refused from now on. Returns whether it was issued. */
    public boolean revoke(Principal p) {
        synchronized (issued) {
            return p != null && issued.remove(p) != null;
        }
    }

    /** How {@code p} was issued, or empty when this gate did not issue it. */
    public Optional<Issue> issueOf(Principal p) {
        synchronized (issued) {
            return Optional.ofNullable(p == null ? null : issued.get(p));
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
        Issue issue = issueOf(by).orElse(null);
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

    private Principal remember(Principal p, Issue issue) {
        synchronized (issued) {
            issued.put(p, issue);
        }
        return p;
    }
}
