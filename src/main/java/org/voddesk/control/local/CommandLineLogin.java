package org.voddesk.control.local;

import java.util.Optional;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.Principal;
import org.voddesk.core.Ids;
import org.voddesk.core.UserRecord;

/**
 * The command line's way in without a password, for the one-shot commands run in process ({@code voddesk play},
 * {@code stop}): the wiring point that only {@code org.voddesk.cli} may reach (an architecture rule says so). A
 * screen holds a {@code Control} and cannot get a principal from it but through {@code Control.loginAsync}.
 *
 * <p>The process runs as an OS user who can already open this database and the cluster's SSH keys (both private to
 * that user), so the OS user is mapped to an account: to the enabled user of the same name when the database has
 * one (with that user's role, its sessions and its owner rule), else to the command line's own identity
 * {@code cli:<os user>} with an operator's rights. Either is audited with the reason given. A site that wants a
 * password asked gives the command {@code --user}, which logs in as a desk does.
 */
public final class CommandLineLogin {
    private final ControlParts parts;

    private CommandLineLogin(ControlParts parts) {
        this.parts = parts;
    }

    /** The wiring point of {@code control}'s command line. */
    public static CommandLineLogin of(LocalControl control) {
        return new CommandLineLogin(control.parts());
    }

    /**
     * The principal of OS user {@code osUser} for one command-line run, audited {@code login.os_user} (mapped to the
     * account of that name) or {@code principal.command_line} (no enabled account of that name), with {@code reason}.
     * Blocks for the audit line.
     */
    public Principal osUser(String osUser, String reason) {
        CommandResult<Principal> r = parts.runner.onLoop("mapping the OS user to an account", () -> {
            long now = parts.clock.millis();
            Optional<UserRecord> account = osUser != null && Ids.isValid(osUser)
                    ? parts.store.users().find(osUser).filter(u -> !u.disabled()) : Optional.empty();
            if (account.isPresent()) {
                Principal p = parts.gate.issue(osUser, account.get().role());
                parts.audit.log(now, p, "login.os_user", null, "OS user " + osUser + " as "
                        + account.get().role().word() + ": " + reason);
                return CommandResult.ok("Mapped.", p);
            }
            Principal p = parts.gate.issueCommandLine(osUser);
            parts.audit.log(now, p, "principal.command_line", null, "OS user " + osUser
                    + " has no enabled account here, so an operator's rights: " + reason);
            return CommandResult.ok("Issued.", p);
        });
        if (!r.ok()) {
            throw new IllegalStateException("the command line could not log in: " + r.message());
        }
        return r.value();
    }
}
