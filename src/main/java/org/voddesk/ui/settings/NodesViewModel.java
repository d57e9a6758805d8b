package org.voddesk.ui.settings;

import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;
import java.util.function.Supplier;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.Control;
import org.voddesk.control.api.Principal;
import org.voddesk.core.HostKeyVerdict;
import org.voddesk.core.NodeConfig;
import org.voddesk.core.ProbeReport;
import org.voddesk.ui.common.FxHop;
import org.voddesk.ui.common.Notice;
import org.voddesk.ui.common.Tone;

/**
 * The Settings screen's nodes: the stored nodes, the form of the node picked (or a new one), add / save / retire,
 * a test connection that shows the host key's fingerprint, accepting or replacing that key, and import / export
 * of a cluster file. Every call is a non-blocking Control command whose result comes back through the {@link FxHop}; a form with a bad field is refused here with
 * its field's sentence and nothing is sent. Changes are a supervisor's; an operator reads the list and may test a
 * connection (control allows both), and is told why the rest is disabled.
 */
public final class NodesViewModel {
    static final String READ_ONLY = "Read-only: only supervisors add, change or retire nodes and accept host keys.";

    private final Control control;
    private final FxHop hop;
    private final Principal user;
    private final NodeForm form = new NodeForm();
    private final ObservableList<NodeConfig> nodes = FXCollections.observableArrayList();
    private final ObjectProperty<NodeConfig> selected = new SimpleObjectProperty<>();
    private final ReadOnlyObjectWrapper<ProbeReport> probe = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyObjectWrapper<Notice> notice = new ReadOnlyObjectWrapper<>(Notice.NONE);

    public NodesViewModel(Control control, FxHop hop, Principal user) {
        this.control = control;
        this.hop = hop;
        this.user = user;
        selected.addListener((o, a, b) -> {
            if (b != null) {
                form.fill(b);
                probe.set(null);
            }
        });
    }

    /** Reads the stored nodes again (the screen shows; after every change). */
    public void reload() {
        hop.then(control.nodeSettings().nodesAsync(user), r -> {
            if (r.ok()) {
                NodeConfig was = selected.get();
                nodes.setAll(r.value());
                selected.set(was == null ? null : r.value().stream().filter(n -> n.name().equals(was.name()))
                        .findFirst().orElse(null));
            } else {
                notice.set(Notice.failed(r.message()));
            }
        });
    }

    /** Empties the form for a new node (keeping the picked node's login and key as a start). */
    public void onNew() {
        selected.set(null);
        form.property(NodeForm.Field.NAME).set("");
        form.property(NodeForm.Field.HOST).set("");
        probe.set(null);
    }

    /** Adds the form's node. */
    public void onAdd() {
        withNode("adding a node", n -> control.nodeSettings().addNodeAsync(user, n));
    }

    /** Saves the form over the stored node of its name. */
    public void onSave() {
        withNode("changing a node", n -> control.nodeSettings().editNodeAsync(user, n));
    }

    /**
     * What a supervisor confirms before the picked node is retired (its live sessions, what happens to them), or
     * {@code null} when no node is picked.
     */
    public String retireQuestion() {
        NodeConfig n = selected.get();
        if (n == null) {
            return null;
        }
        long live = control.snapshot().sessions().stream().filter(s -> s.nodeName().equals(n.name())).count();
        String sessions = live == 0 ? "No session plays on it now."
                : live == 1 ? "Its live session moves to another node, or ends if no node can take it or if"
                        + " its move fails."
                : "Its " + live + " live sessions move to other nodes; those no node can take, or whose move fails,"
                        + " end.";
        return "Retire " + n.name() + " (" + n.host() + ")? The console stops polling and using it. " + sessions
                + " Its history stays.";
    }

    /** Retires the picked node (its history stays). */
    public void onRetire() {
        NodeConfig n = selected.get();
        if (!writable() || n == null) {
            notice.set(Notice.failed(n == null ? "Pick a node to retire." : READ_ONLY));
            return;
        }
        act("retiring a node", () -> control.nodeSettings().retireNodeAsync(user, n.name()), true);
    }

    /** Connects once to the form's node and shows what it offers; stores nothing. */
    public void onTest() {
        NodeForm.Built b = form.build();
        if (b.node() == null) {
            notice.set(Notice.failed(b.problem() + "\n" + NodeForm.FIX));
            return;
        }
        probe.set(null);
        notice.set(Notice.working("Connecting to " + b.node().address() + "..."));
        hop.then(control.nodeSettings().testConnectionAsync(user, b.node()), r -> {
            probe.set(r.value());
            String said = r.value() == null ? r.message() : connection(r.value());
            notice.set(r.ok() ? Notice.done(said) : Notice.failed(said));
        });
    }

    /**
     * What a test connection found, but for the host key, which the Host key section under it shows (with its
     * verdict and Trust): "vod-1 (vod@10.0.0.11:22): reachable; logged in; the agent answers vodnode/1."
     */
    static String connection(ProbeReport p) {
        return p.node() + " (" + p.address() + "): " + (p.reachable() ? "reachable" : "not reachable") + "; "
                + p.reason() + ".";
    }

    /** Trusts the key the test showed (first contact), or replaces a changed one; the node is connected again. */
    public void onTrustKey() {
        ProbeReport p = probe.get();
        if (!writable() || p == null || p.fingerprint() == null) {
            notice.set(Notice.failed(!writable() ? READ_ONLY : "Test the connection first: the key to trust is"
                    + " the one it shows."));
            return;
        }
        boolean replace = p.verdict() == HostKeyVerdict.CHANGED;
        act(replace ? "replacing a host key" : "accepting a host key", () -> replace
                ? control.nodeSettings().replaceHostKeyAsync(user, p.node(), p.fingerprint())
                : control.nodeSettings().acceptHostKeyAsync(user, p.node(), p.fingerprint()), false);
    }

    public void onImport(Path file) {
        if (writable()) {
            act("importing a cluster file", () -> control.nodeSettings().importClusterAsync(user, file), true);
        } else {
            notice.set(Notice.failed(READ_ONLY));
        }
    }

    public void onExport(Path file) {
        if (writable()) {
            act("exporting the cluster file", () -> control.nodeSettings().exportClusterAsync(user, file), false);
        } else {
            notice.set(Notice.failed(READ_ONLY));
        }
    }

    private void withNode(String what, Function<NodeConfig, CompletableFuture<? extends CommandResult<?>>> call) {
        if (!writable()) {
            notice.set(Notice.failed(READ_ONLY));
            return;
        }
        NodeForm.Built b = form.build();
        if (b.node() == null) {
            notice.set(Notice.failed(b.problem() + "\n" + NodeForm.FIX));
            return;
        }
        act(what, () -> call.apply(b.node()), true);
    }

    private void act(String what, Supplier<CompletableFuture<? extends CommandResult<?>>> call, boolean reload) {
        notice.set(Notice.working(Character.toUpperCase(what.charAt(0)) + what.substring(1) + "..."));
        hop.then(call.get(), r -> {
            notice.set(r.ok() ? Notice.done(r.message()) : Notice.failed(r.message()));
            if (r.ok() && r.value() instanceof ProbeReport p) {
                probe.set(p);
            }
            if (reload) {
                reload();
            }
        });
    }

    /** Whether this user may change nodes and keys. */
    public boolean writable() {
        return user.role().supervises();
    }

    /**
     * A word for the probe's key verdict, for the view ("not known: check it, then trust it"). It names the key's type
     * but not its fingerprint, which the Host key section shows on a line of its own ({@link #fingerprint}): inside
     * a sentence it wrapped in the middle of the 50 characters a person compares.
     */
    public static Notice keyVerdict(ProbeReport p) {
        if (p == null || p.fingerprint() == null) {
            return p == null ? Notice.NONE : new Notice(Tone.WARNING, "No host key was offered: " + p.reason());
        }
        return switch (p.verdict()) {
            case KNOWN -> Notice.done("The node's " + p.keyType() + " host key is known.");
            case UNKNOWN -> new Notice(Tone.WARNING, "First contact: the node's " + p.keyType() + " host key is not"
                    + " known. Compare its fingerprint below with ssh-keygen -lf on the node, then trust it.");
            case CHANGED -> Notice.failed("Host key CHANGED: the node now offers the " + p.keyType() + " key whose"
                    + " fingerprint is shown under Host key. Replace it only after a known reinstall.");
        };
    }

    /** The offered key's SHA256 fingerprint ("SHA256:" and 43 base64 characters), or "" when none was offered. */
    public static String fingerprint(ProbeReport p) {
        return p == null || p.fingerprint() == null ? "" : p.fingerprint();
    }

    public NodeForm form() {
        return form;
    }

    public ObservableList<NodeConfig> nodes() {
        return nodes;
    }

    public ObjectProperty<NodeConfig> selectedProperty() {
        return selected;
    }

    /** The last test connection's report, or {@code null}. */
    public ReadOnlyObjectProperty<ProbeReport> probeProperty() {
        return probe.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<Notice> noticeProperty() {
        return notice.getReadOnlyProperty();
    }
}
