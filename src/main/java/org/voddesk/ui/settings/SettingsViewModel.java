package org.voddesk.ui.settings;

import org.voddesk.control.api.Control;
import org.voddesk.control.api.Principal;
import org.voddesk.ui.common.FxHop;

/**
 * Screen 7, Settings: nodes and host keys, policy parameters and automation level, users and roles. On the rail
 * for everyone: an operator reads the nodes and the settings in force (why a node was chosen depends on them) and
 * may test a connection; every change is disabled for them with the reason, refused here, and refused again by
 * control. The parts are read when the screen shows; nothing is followed while it is hidden.
 */
public final class SettingsViewModel {
    private final NodesViewModel nodes;
    private final PolicyViewModel policy;
    private final UsersViewModel users;
    private final Principal user;

    public SettingsViewModel(Control control, FxHop hop, Principal user) {
        this.user = user;
        this.nodes = new NodesViewModel(control, hop, user);
        this.policy = new PolicyViewModel(control, hop, user);
        this.users = new UsersViewModel(control, hop, user);
    }

    public void onShow() {
        nodes.reload();
        policy.onReset();
        users.reload();
    }

    public void onHide() {
        // nothing held: the parts are read on showing and after each change, not followed
    }

    /** Whether this user may change anything here. */
    public boolean writable() {
        return user.role().supervises();
    }

    public NodesViewModel nodes() {
        return nodes;
    }

    public PolicyViewModel policy() {
        return policy;
    }

    public UsersViewModel users() {
        return users;
    }
}
