package org.voddesk.arch;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The dependency rule of DESIGN.md. Rules allow an empty package (a layer not written yet).
 * Each rule is a field so that {@link ArchitectureRuleFailsTest} can show it
 * catches a violation.
 */
class ArchitectureTest {
    static final String[] SSH = {"com.jcraft..", "org.apache.sshd.."};

    static final ArchRule CORE_IS_PLAIN_JAVA = noClasses().that().resideInAPackage("org.voddesk.core..")
            .should().dependOnClassesThat().resideInAnyPackage("javafx..", "com.jcraft..", "org.apache.sshd..",
                    "java.sql..", "org.sqlite..", "org.voddesk.policy..", "org.voddesk.sim..", "org.voddesk.node..",
                    "org.voddesk.demo..", "org.voddesk.store..", "org.voddesk.control..", "org.voddesk.report..",
                    "org.voddesk.ui..", "org.voddesk.cli..")
            .allowEmptyShould(true);

    static final ArchRule POLICY_USES_ONLY_CORE = noClasses().that().resideInAPackage("org.voddesk.policy..")
            .should().dependOnClassesThat().resideInAnyPackage("javafx..", "com.jcraft..", "org.apache.sshd..",
                    "java.sql..", "org.sqlite..", "org.voddesk.sim..", "org.voddesk.node..", "org.voddesk.demo..",
                    "org.voddesk.store..", "org.voddesk.control..", "org.voddesk.report..", "org.voddesk.ui..",
                    "org.voddesk.cli..")
            .allowEmptyShould(true);

    static final ArchRule SIM_USES_CORE_AND_POLICY = noClasses().that().resideInAPackage("org.voddesk.sim..")
            .should().dependOnClassesThat().resideInAnyPackage("javafx..", "com.jcraft..", "org.apache.sshd..",
                    "java.sql..", "org.voddesk.node..", "org.voddesk.demo..", "org.voddesk.store..",
                    "org.voddesk.control..", "org.voddesk.report..", "org.voddesk.ui..", "org.voddesk.cli..")
            .allowEmptyShould(true);

    static final ArchRule NODE_AND_STORE_USE_ONLY_CORE = noClasses()
            .that().resideInAnyPackage("org.voddesk.node..", "org.voddesk.store..")
            .should().dependOnClassesThat().resideInAnyPackage("org.voddesk.policy..", "org.voddesk.sim..",
                    "org.voddesk.control..", "org.voddesk.report..", "org.voddesk.ui..", "org.voddesk.cli..",
                    "org.voddesk.demo..")
            .allowEmptyShould(true);

    static final ArchRule CONTROL_DOES_NOT_USE_UI_OR_REPORT = noClasses().that().resideInAPackage("org.voddesk.control..")
            .should().dependOnClassesThat().resideInAnyPackage("org.voddesk.ui..", "org.voddesk.cli..",
                    "org.voddesk.report..", "org.voddesk.sim..", "org.voddesk.demo..")
            .allowEmptyShould(true);

    static final ArchRule REPORT_USES_CORE_AND_STORE = noClasses().that().resideInAPackage("org.voddesk.report..")
            .should().dependOnClassesThat().resideInAnyPackage("org.voddesk.policy..", "org.voddesk.sim..",
                    "org.voddesk.node..", "org.voddesk.demo..", "org.voddesk.control..", "org.voddesk.ui..",
                    "org.voddesk.cli..")
            .allowEmptyShould(true);

    static final ArchRule UI_USES_CONTROL_REPORT_CORE = noClasses().that().resideInAPackage("org.voddesk.ui..")
            .should().dependOnClassesThat().resideInAnyPackage("org.voddesk.policy..", "org.voddesk.sim..",
                    "org.voddesk.node..", "org.voddesk.demo..", "org.voddesk.store..", "org.voddesk.cli..")
            .allowEmptyShould(true);

    static final ArchRule ONLY_UI_USES_JAVAFX = noClasses().that().resideOutsideOfPackage("org.voddesk.ui..")
            .should().dependOnClassesThat().resideInAPackage("javafx..")
            .allowEmptyShould(true);

    static final ArchRule ONLY_NODE_AND_DEMO_USE_SSH = noClasses()
            .that().resideOutsideOfPackages("org.voddesk.node..", "org.voddesk.demo..")
            .should().dependOnClassesThat().resideInAnyPackage(SSH)
            .allowEmptyShould(true);

    static final ArchRule DEMO_USES_CORE_AND_NODE = noClasses().that().resideInAPackage("org.voddesk.demo..")
            .should().dependOnClassesThat().resideInAnyPackage("javafx..", "java.sql..", "org.voddesk.policy..",
                    "org.voddesk.sim..", "org.voddesk.store..", "org.voddesk.control..", "org.voddesk.report..",
                    "org.voddesk.ui..", "org.voddesk.cli..")
            .allowEmptyShould(true);

    static final ArchRule ONLY_CLI_USES_DEMO = noClasses()
            .that().resideOutsideOfPackages("org.voddesk.cli..", "org.voddesk.demo..")
            .should().dependOnClassesThat().resideInAPackage("org.voddesk.demo..")
            .allowEmptyShould(true);

    static final ArchRule ONLY_STORE_USES_SQL = noClasses().that().resideOutsideOfPackage("org.voddesk.store..")
            .should().dependOnClassesThat().resideInAnyPackage("java.sql..", "org.sqlite..")
            .allowEmptyShould(true);

    private static JavaClasses classes;

    @BeforeAll
    static void importMainClasses() {
        classes = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("org.voddesk");
    }

    @Test
    void coreIsPlainJava() {
        CORE_IS_PLAIN_JAVA.check(classes);
    }

    @Test
    void policyUsesOnlyCore() {
        POLICY_USES_ONLY_CORE.check(classes);
    }

    @Test
    void simulatorUsesCoreAndPolicy() {
        SIM_USES_CORE_AND_POLICY.check(classes);
    }

    @Test
    void nodeAndStoreUseOnlyCore() {
        NODE_AND_STORE_USE_ONLY_CORE.check(classes);
    }

    @Test
    void controlDoesNotUseUiOrReport() {
        CONTROL_DOES_NOT_USE_UI_OR_REPORT.check(classes);
    }

    @Test
    void reportUsesCoreAndStore() {
        REPORT_USES_CORE_AND_STORE.check(classes);
    }

    @Test
    void uiUsesControlReportAndCore() {
        UI_USES_CONTROL_REPORT_CORE.check(classes);
    }

    @Test
    void onlyUiUsesJavaFx() {
        ONLY_UI_USES_JAVAFX.check(classes);
    }

    @Test
    void onlyNodeAndDemoUseSsh() {
        ONLY_NODE_AND_DEMO_USE_SSH.check(classes);
    }

    @Test
    void demoUsesCoreAndNode() {
        DEMO_USES_CORE_AND_NODE.check(classes);
    }

    @Test
    void onlyCliUsesDemo() {
        ONLY_CLI_USES_DEMO.check(classes);
    }

    @Test
    void onlyStoreUsesSql() {
        ONLY_STORE_USES_SQL.check(classes);
    }
}
