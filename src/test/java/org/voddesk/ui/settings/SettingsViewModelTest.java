package org.voddesk.ui.settings;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.core.HostKeyVerdict;
import org.voddesk.core.NodeConfig;
import org.voddesk.core.Role;
import org.voddesk.demo.DemoCluster;
import org.voddesk.demo.DemoClusterConfig;
import org.voddesk.demo.DemoEndpoint;
import org.voddesk.ui.UiFixture;
import org.voddesk.ui.common.FxHop;
import org.voddesk.ui.common.Tone;
import org.voddesk.ui.settings.NodeForm.Field;

/** The Settings view model against a real Control on demo nodes: nodes, host keys, policy settings, users. */
class SettingsViewModelTest {
    @TempDir
    Path dir;
    private UiFixture f;

    @BeforeEach
    void start() throws Exception {
        f = new UiFixture(dir, 2);
    }

    @AfterEach
    void stop() {
        f.close();
    }

    private SettingsViewModel show(String name, Role role) {
        SettingsViewModel m = new SettingsViewModel(f.control, FxHop.joining(), f.user(name, role));
        m.onShow();
        return m;
    }

    private static void pickFirstAndRename(NodesViewModel n, String name, String host) {
        n.selectedProperty().set(n.nodes().get(0));
        n.onNew();
        n.form().property(Field.NAME).set(name);
        n.form().property(Field.HOST).set(host);
    }

    @Test
    void listsTheStoredNodes() {
        SettingsViewModel m = show("boss", Role.SUPERVISOR);

        assertThat(m.nodes().nodes()).extracting(NodeConfig::name).containsExactly("vod-1", "vod-2");
    }

    @Test
    void theRetireQuestionSaysASessionEndsIfItsMoveFails() throws Exception {
        f.loadNode("vod-1", 1);
        f.roundsUntil(s -> s.sessions().size() == 1);
        NodesViewModel n = show("boss", Role.SUPERVISOR).nodes();
        n.selectedProperty().set(n.nodes().stream().filter(c -> c.name().equals("vod-1")).findFirst().orElseThrow());

        assertThat(n.retireQuestion()).contains("Its live session moves to another node, or ends if no node can"
                + " take it or if its move fails.");
    }

    @Test
    void supervisorAddsANodeAndItIsListed() {
        NodesViewModel n = show("boss", Role.SUPERVISOR).nodes();
        pickFirstAndRename(n, "vod-9", "127.0.0.1");

        n.onAdd();

        assertThat(n.noticeProperty().get().tone()).isEqualTo(Tone.GOOD);
        assertThat(n.nodes()).extracting(NodeConfig::name).contains("vod-9");
        assertThat(f.store.nodes().find("vod-9")).isPresent();
    }

    @Test
    void malformedHostIsRefusedAndNothingIsSent() {
        NodesViewModel n = show("boss", Role.SUPERVISOR).nodes();
        int audited = f.store.audit().recent(1000).size();
        pickFirstAndRename(n, "vod-9", "bad host!");

        n.onAdd();

        assertThat(n.noticeProperty().get().tone()).isEqualTo(Tone.DANGER);
        assertThat(n.noticeProperty().get().text()).startsWith("Host:").endsWith(NodeForm.FIX);
        assertThat(f.store.nodes().find("vod-9")).isEmpty();
        assertThat(f.store.audit().recent(1000)).as("control was not asked").hasSize(audited);
    }

    @Test
    void malformedPortIsNamed() {
        assertThat(NodeForm.problem(Field.PORT, "70000")).contains("1 to 65535");
        assertThat(NodeForm.problem(Field.PORT, "22")).isNull();
        assertThat(NodeForm.problem(Field.HOST, "vod6.example")).isNull();
        assertThat(NodeForm.problem(Field.HOST, "a b")).startsWith("Host:");
        assertThat(NodeForm.problem(Field.BANDWIDTH, "-1")).contains("positive");
    }

    @Test
    void aRefusedFormNamesEveryWrongFieldByItsLabelAndWhatWasTyped() {
        NodeForm form = new NodeForm();
        form.property(Field.NAME).set("vod-9");
        form.property(Field.HOST).set("bad host!");
        form.property(Field.PORT).set("99999");
        form.property(Field.USER).set("vod");

        String problem = form.build().problem();

        assertThat(problem).startsWith("Host: a host name or IP address").contains("not 'bad host!'.")
                .contains("SSH port: a whole number from 1 to 65535 (SSH is 22), not '99999'.")
                .contains("Private key file: ").doesNotContain("Login user");
    }

    @Test
    void operatorReadsNodesButCannotChangeThem() {
        NodesViewModel n = show("ann", Role.OPERATOR).nodes();
        pickFirstAndRename(n, "vod-9", "127.0.0.1");

        n.onAdd();

        assertThat(n.nodes()).hasSize(2);
        assertThat(n.noticeProperty().get().text()).isEqualTo(NodesViewModel.READ_ONLY);
        assertThat(f.store.nodes().find("vod-9")).isEmpty();
    }

    @Test
    void aKnownNodeTestsReachableWithItsKnownKey() {
        NodesViewModel n = show("boss", Role.SUPERVISOR).nodes();
        n.selectedProperty().set(n.nodes().get(0));

        n.onTest();

        assertThat(n.probeProperty().get().verdict()).isEqualTo(HostKeyVerdict.KNOWN);
        assertThat(n.probeProperty().get().fingerprint()).startsWith("SHA256:");
        assertThat(n.noticeProperty().get().tone()).isEqualTo(Tone.GOOD);
    }

    @Test
    void aTestConnectionNamesTheHostKeyOnlyInTheHostKeySectionsFingerprintLine() {
        NodesViewModel n = show("boss", Role.SUPERVISOR).nodes();
        n.selectedProperty().set(n.nodes().get(0));

        n.onTest();

        String fingerprint = n.probeProperty().get().fingerprint();
        assertThat(n.noticeProperty().get().text()).startsWith("vod-1 (").contains("reachable")
                .doesNotContain(fingerprint);
        assertThat(NodesViewModel.keyVerdict(n.probeProperty().get()).text()).contains("ssh-ed25519")
                .doesNotContain(fingerprint);
        assertThat(NodesViewModel.fingerprint(n.probeProperty().get())).isEqualTo(fingerprint);
    }

    @Test
    void aNewNodesKeyIsShownThenTrusted() throws Exception {
        try (DemoCluster other = DemoCluster.start(DemoClusterConfig.of(1).withNoise(false), f.clock)) {
            DemoEndpoint e = other.endpoints().get(0);
            NodesViewModel n = show("boss", Role.SUPERVISOR).nodes();
            pickFirstAndRename(n, "vod-new", e.host());
            n.form().property(Field.PORT).set(Integer.toString(e.port()));
            n.onAdd();

            n.onTest();
            assertThat(n.probeProperty().get().verdict()).isEqualTo(HostKeyVerdict.UNKNOWN);
            assertThat(n.probeProperty().get().fingerprint()).isEqualTo(e.fingerprint());
            assertThat(NodesViewModel.keyVerdict(n.probeProperty().get()).tone()).isEqualTo(Tone.WARNING);

            n.onTrustKey();

            assertThat(n.noticeProperty().get().text()).startsWith("Accepted the host key of vod-new");
            Path knownHosts = dir.resolve("keys").resolve("known_hosts");
            assertThat(Files.readString(knownHosts)).contains(Integer.toString(e.port()));
        }
    }

    @Test
    void policyRefusesABadDurationAndSendsNothing() {
        PolicyViewModel p = show("boss", Role.SUPERVISOR).policy();
        p.row("poll.interval").value().set("5 seconds");

        p.onApply();

        assertThat(p.noticeProperty().get().tone()).isEqualTo(Tone.DANGER);
        assertThat(p.noticeProperty().get().text()).contains("poll.interval").contains("nothing was sent");
        assertThat(f.control.settings().pollInterval()).isEqualTo(Duration.ofSeconds(5));
        assertThat(p.problem("poll.interval", "5 seconds")).isNotNull();
    }

    @Test
    void policyChangeAppliesToTheRunningControl() {
        PolicyViewModel p = show("boss", Role.SUPERVISOR).policy();
        p.row("poll.interval").value().set("10s");
        p.row("rehoming.mode").value().set("propose");

        p.onApply();

        assertThat(p.noticeProperty().get().tone()).isEqualTo(Tone.GOOD);
        assertThat(f.control.settings().pollInterval()).isEqualTo(Duration.ofSeconds(10));
        assertThat(f.control.settings().reHomingMode().word()).isEqualTo("propose");
        assertThat(p.row("poll.interval").value().get()).isEqualTo("10s");
    }

    @Test
    void operatorSeesTheSettingsButCannotApply() {
        PolicyViewModel p = show("ann", Role.OPERATOR).policy();
        p.row("poll.interval").value().set("10s");

        p.onApply();

        assertThat(p.noticeProperty().get().text()).isEqualTo(PolicyViewModel.READ_ONLY);
        assertThat(f.control.settings().pollInterval()).isEqualTo(Duration.ofSeconds(5));
    }

    @Test
    void theAutomationGroupHoldsTheReHomingMode() {
        PolicyViewModel p = show("boss", Role.SUPERVISOR).policy();

        assertThat(p.row("rehoming.mode").category()).isEqualTo(SettingLabels.AUTOMATION);
        assertThat(p.row("rehoming.mode").choices()).containsExactly("automatic", "propose");
        assertThat(p.row("placement.policy").choices()).contains(f.control.settings().placementPolicy());
    }

    @Test
    void theAutomationLevelIsAChoiceInTheAutomationGroup() {
        PolicyViewModel p = show("boss", Role.SUPERVISOR).policy();

        assertThat(p.row("automation.level").category()).isEqualTo(SettingLabels.AUTOMATION);
        assertThat(p.row("automation.level").choices()).containsExactly("manual", "partial", "automatic");
        assertThat(p.row("relief.mode").choices()).containsExactly("automatic", "propose");
    }

    @Test
    void everySettingControlHasIsNamedForPeople() {
        PolicyViewModel p = show("boss", Role.SUPERVISOR).policy();

        assertThat(p.rows()).allSatisfy(r -> {
            assertThat(r.category()).as(r.key()).isNotEqualTo("Other");
            assertThat(r.name()).as(r.key()).isNotEqualTo(r.key());
        });
    }

    @Test
    void theLoginIdleTimeIsShownAndEditedAsTheControlServersOnADeskWithoutOne() {
        PolicyViewModel p = show("boss", Role.SUPERVISOR).policy();
        SettingRow idle = p.row("login.idle");

        assertThat(idle.value().get()).isEqualTo("30m");
        assertThat(idle.name()).isEqualTo("Login idle time (control server)");
        assertThat(idle.description()).startsWith("The control server's login idle time")
                .contains("A console on one desk has no logins to end");
        idle.value().set("10m");
        p.onApply();

        assertThat(p.noticeProperty().get().tone()).isEqualTo(Tone.GOOD);
        assertThat(f.control.settings().loginIdle()).isEqualTo(Duration.ofMinutes(10));
    }

    @Test
    void supervisorAddsDisablesAndPromotesAUser() {
        UsersViewModel u = show("boss", Role.SUPERVISOR).users();
        u.nameProperty().set("carl");
        u.roleProperty().set(Role.OPERATOR);
        u.passwordProperty().set("carl-password");

        u.onAdd();

        assertThat(u.noticeProperty().get().tone()).isEqualTo(Tone.GOOD);
        assertThat(u.passwordProperty().get()).as("the typed password is not kept").isEmpty();
        u.selectedProperty().set(u.users().stream().filter(r -> r.name().equals("carl")).findFirst().orElseThrow());
        u.onToggleDisabled();
        assertThat(f.store.users().find("carl").orElseThrow().disabled()).isTrue();
        u.roleProperty().set(Role.SUPERVISOR);
        u.onSetRole();
        assertThat(f.store.users().find("carl").orElseThrow().role()).isEqualTo(Role.SUPERVISOR);
    }

    @Test
    void supervisorRemovesThePickedUserAfterTheQuestionNamesThem() {
        UsersViewModel u = show("boss", Role.SUPERVISOR).users();
        u.nameProperty().set("erin");
        u.roleProperty().set(Role.OPERATOR);
        u.passwordProperty().set("erin-password");
        u.onAdd();
        u.selectedProperty().set(u.users().stream().filter(r -> r.name().equals("erin")).findFirst().orElseThrow());

        assertThat(u.removeQuestion()).startsWith("Remove operator erin?");
        u.onRemove();

        assertThat(u.noticeProperty().get().tone()).as(u.noticeProperty().get().text()).isEqualTo(Tone.GOOD);
        assertThat(f.store.users().find("erin")).isEmpty();
        assertThat(u.users()).noneMatch(r -> r.name().equals("erin"));
    }

    @Test
    void aShortPasswordIsRefusedByControl() {
        UsersViewModel u = show("boss", Role.SUPERVISOR).users();
        u.nameProperty().set("dora");
        u.passwordProperty().set("short");

        u.onAdd();

        assertThat(u.noticeProperty().get().tone()).isEqualTo(Tone.DANGER);
        assertThat(f.store.users().find("dora")).isEmpty();
    }

    @Test
    void operatorIsToldUsersAreASupervisorsAndNothingIsRead() {
        UsersViewModel u = show("ann", Role.OPERATOR).users();

        assertThat(u.users()).isEmpty();
        assertThat(u.noticeProperty().get().text()).isEqualTo(UsersViewModel.SUPERVISORS_ONLY);
        assertThat(f.store.audit().recent(100)).noneMatch(a -> a.entry().action().startsWith("user.list"));
    }
}
