package org.voddesk.control.local;

import java.time.Clock;
import java.util.concurrent.Executor;
import java.util.concurrent.ScheduledExecutorService;
import org.voddesk.control.admin.Accounts;
import org.voddesk.control.admin.Roles;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.auth.PrincipalGate;
import org.voddesk.control.state.Audit;
import org.voddesk.control.state.CommandRunner;
import org.voddesk.control.state.LoopMarker;
import org.voddesk.core.Role;
import org.voddesk.core.UserRecord;
import org.voddesk.store.Store;

/**
 * The command line's way to make an account without a control loop ({@code voddesk users add}): the first supervisor
 * of a headless server, or another account, written beside a running server (which reads the user table at each
 * login). Like {@link CommandLineLogin}, it trusts the OS user who can open the database file; the account is made
 * by {@link Accounts} with the console's checks and audited under the command line's name for that OS user,
 * {@code cli:<os user>}.
 */
public final class CommandLineAccounts {
    private final Accounts accounts;

    /**
     * @param loop runs the checks and the write, one at a time
     * @param work hashes the password
     */
    public CommandLineAccounts(Store store, ScheduledExecutorService loop, Executor work, Clock clock) {
        Audit audit = new Audit(store);
        PrincipalGate gate = new PrincipalGate(store.users());
        this.accounts = new Accounts(store, clock, audit, gate, new Roles(gate, audit, clock),
                new CommandRunner(loop, new LoopMarker(), work));
    }

    /** Adds user {@code name} as OS user {@code osUser} did; clears {@code password}. Blocks until written. */
    public CommandResult<UserRecord> add(String osUser, String name, Role role, char[] password) {
        return accounts.createByDatabaseOwner(PrincipalGate.commandLineName(osUser), name, role, password).join();
    }
}
