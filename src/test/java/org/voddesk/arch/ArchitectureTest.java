package org.voddesk.arch;

import static com.tngtech.archunit.base.DescribedPredicate.not;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAnyPackage;
import static com.tngtech.archunit.core.domain.properties.HasName.Predicates.name;
import static com.tngtech.archunit.lang.conditions.ArchPredicates.have;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.fields;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaFieldAccess;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchCondition;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.ConditionEvents;
import com.tngtech.archunit.lang.SimpleConditionEvent;
import com.tngtech.archunit.library.dependencies.SliceAssignment;
import com.tngtech.archunit.library.dependencies.SliceIdentifier;
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

    /**
     * The report package's classes that read no store, themselves or through another class: a loaded report's values
     * ({@code DailyReport} and its parts), the {@code DailyReports} interface, the PDF and CSV writers. What reads the
     * history ({@code ReportLoader}, {@code ReportService}, the daily export) is not among them.
     */
    static final DescribedPredicate<JavaClass> REPORT_WITHOUT_A_STORE = new DescribedPredicate<>(
            "a class of org.voddesk.report.. that reads no store") {
        @Override
        public boolean test(JavaClass c) {
            return c.getPackageName().startsWith("org.voddesk.report") && c.getTransitiveDependenciesFromSelf()
                    .stream().noneMatch(d -> d.getTargetClass().getPackageName().startsWith("org.voddesk.store"));
        }
    };

    static final ArchRule CONTROL_DOES_NOT_USE_UI_OR_REPORT = noClasses()
            .that().resideInAPackage("org.voddesk.control..")
            .and().resideOutsideOfPackage("org.voddesk.control.remote..")
            .should().dependOnClassesThat().resideInAnyPackage("org.voddesk.ui..", "org.voddesk.cli..",
                    "org.voddesk.report..", "org.voddesk.sim..", "org.voddesk.demo..")
            .because("the control room makes no report; control.remote, the API's other implementation, is held to its"
                    + " own list (CONTROL_REMOTE_USES_THE_API_CORE_AND_THE_WIRE), which lets a desk hold a report it"
                    + " loaded from the server and write it")
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

    /** Owner-only files ({@code files}): the JDK and SLF4J, so that every layer that writes files may use it. */
    static final ArchRule FILES_USES_ONLY_THE_JDK = noClasses().that().resideInAPackage("org.voddesk.files..")
            .should().dependOnClassesThat().resideInAnyPackage("javafx..", "com.jcraft..", "org.apache.sshd..",
                    "java.sql..", "org.sqlite..", "org.voddesk.core..", "org.voddesk.policy..", "org.voddesk.sim..",
                    "org.voddesk.node..", "org.voddesk.demo..", "org.voddesk.store..", "org.voddesk.control..",
                    "org.voddesk.report..", "org.voddesk.ui..", "org.voddesk.cli..")
            .allowEmptyShould(true);

    /** The control API: the contract the screens, the command line and a remote client hold. */
    static final String CONTROL_API = "org.voddesk.control.api..";

    /** The in-process implementation of the API and the wiring that builds the rooms. */
    static final String CONTROL_LOCAL = "org.voddesk.control.local..";

    /** The control API imports only {@code core} and the JDK, so that it can go on a wire as it is. */
    static final ArchRule CONTROL_API_USES_ONLY_CORE_AND_THE_JDK = classes().that().resideInAPackage(CONTROL_API)
            .should().onlyDependOnClassesThat().resideInAnyPackage(CONTROL_API, "org.voddesk.core..", "java..")
            .because("the API is the contract: its types are the control room's words and the domain's, nothing inside")
            .allowEmptyShould(true);

    /** The root package of the control layer holds no type: the API and the implementation are two floors. */
    static final ArchRule CONTROL_ROOT_HOLDS_NO_TYPE = noClasses().should().resideInAPackage("org.voddesk.control")
            .because("a type belongs to the API (control.api), to the wiring (control.local) or to one room")
            .allowEmptyShould(true);

    /** The screens import the control API and nothing else of {@code control}. */
    static final ArchRule UI_USES_ONLY_THE_CONTROL_API = noClasses().that().resideInAPackage("org.voddesk.ui..")
            .should().dependOnClassesThat(resideInAPackage("org.voddesk.control..")
                    .and(not(resideInAPackage(CONTROL_API))))
            .because("a screen holds a Control, in process or over the wire, and cannot tell which")
            .allowEmptyShould(true);

    /** The command line does the wiring: nothing outside it and the implementation itself uses control.local. */
    static final ArchRule ONLY_THE_COMMAND_LINE_WIRES_CONTROL = noClasses()
            .that().resideOutsideOfPackages("org.voddesk.cli..", CONTROL_LOCAL)
            .should().dependOnClassesThat().resideInAPackage(CONTROL_LOCAL)
            .because("the command line builds a LocalControl and hands the screens its Control interface")
            .allowEmptyShould(true);

    /** The rooms of the control layer (its sub-packages) depend on each other without a cycle. */
    static final ArchRule CONTROL_ROOMS_FREE_OF_CYCLES = slices().matching("org.voddesk.control.(*)..")
            .should().beFreeOfCycles().allowEmptyShould(true);

    /**
     * No class of the control layer depends on itself through others (a nested class counts as its top-level
     * class): each class can be read, tested and changed from the ones below it.
     */
    static final ArchRule CONTROL_CLASSES_FREE_OF_CYCLES = slices().assignedFrom(new SliceAssignment() {
        @Override
        public SliceIdentifier getIdentifierOf(JavaClass c) {
            String name = c.getName();
            if (!name.startsWith("org.voddesk.control.")) {
                return SliceIdentifier.ignore();
            }
            int nested = name.indexOf('$');
            return SliceIdentifier.of(nested < 0 ? name : name.substring(0, nested));
        }

        @Override
        public String getDescription() {
            return "top-level classes of org.voddesk.control..";
        }
    }).should().beFreeOfCycles().allowEmptyShould(true);

    /**
     * The rooms are wired by {@code control.local} and never call back into it, nor into the API's {@code Control}
     * and its facets: a room gets what it uses through its constructor.
     */
    static final ArchRule CONTROL_ROOMS_DO_NOT_USE_THE_FACADE = noClasses()
            .that().resideInAPackage("org.voddesk.control.*..")
            .and().resideOutsideOfPackages(CONTROL_API, CONTROL_LOCAL, "org.voddesk.control.remote..")
            .should().dependOnClassesThat(resideInAPackage(CONTROL_LOCAL).or(have(name(
                    "org.voddesk.control.api.Control"))))
            .because("a room gets what it uses through its constructor; only control.local wires (control.remote is"
                    + " the API's other implementation, not a room)")
            .allowEmptyShould(true);

    /** The loop's state and the shared parts ({@code control.state}) use no other room. */
    static final ArchRule CONTROL_STATE_USES_NO_OTHER_ROOM = noClasses()
            .that().resideInAPackage("org.voddesk.control.state..")
            .should().dependOnClassesThat().resideInAnyPackage("org.voddesk.control.admin..",
                    "org.voddesk.control.alarm..", "org.voddesk.control.auth..", "org.voddesk.control.camera..",
                    "org.voddesk.control.cluster..", "org.voddesk.control.history..", "org.voddesk.control.lease..",
                    "org.voddesk.control.loop..", "org.voddesk.control.moves..", "org.voddesk.control.playback..",
                    "org.voddesk.control.plan..", CONTROL_LOCAL)
            .allowEmptyShould(true);

    /** The control layer shares no mutable state through fields: a public field of a control class is final. */
    static final ArchRule CONTROL_PUBLIC_FIELDS_ARE_FINAL = fields()
            .that().areDeclaredInClassesThat().resideInAPackage("org.voddesk.control..")
            .and().arePublic()
            .should().beFinal()
            .because("parts of the control layer are wired through constructors, not assigned from outside")
            .allowEmptyShould(true);

    /**
     * No control class assigns a field of another class (a nested class counts as its top-level class): state
     * such as the loop's changes only through its owner's named operations.
     */
    static final ArchRule CONTROL_CLASSES_ASSIGN_ONLY_THEIR_OWN_FIELDS = noClasses()
            .that().resideInAPackage("org.voddesk.control..")
            .should().setFieldWhere(new DescribedPredicate<JavaFieldAccess>("the field belongs to another class") {
                @Override
                public boolean test(JavaFieldAccess access) {
                    return !topLevel(access.getOriginOwner().getName())
                            .equals(topLevel(access.getTarget().getOwner().getName()));
                }
            })
            .allowEmptyShould(true);

    /**
     * A principal comes from a login or from the command line's wiring point: no class outside the command line and
     * the wiring reaches {@code CommandLineLogin}.
     */
    static final ArchRule ONLY_THE_COMMAND_LINE_LOGS_IN_WITHOUT_A_PASSWORD = noClasses()
            .that().resideOutsideOfPackages("org.voddesk.cli..", CONTROL_LOCAL)
            .should().dependOnClassesThat().haveFullyQualifiedName("org.voddesk.control.local.CommandLineLogin")
            .because("the screens hold a Control and get a principal only by logging in")
            .allowEmptyShould(true);

    /** No class outside the control layer uses the gate that issues principals. */
    static final ArchRule ONLY_CONTROL_ISSUES_PRINCIPALS = noClasses()
            .that().resideOutsideOfPackage("org.voddesk.control..")
            .should().dependOnClassesThat().haveFullyQualifiedName("org.voddesk.control.auth.PrincipalGate")
            .because("a principal counts only when the control layer issued it")
            .allowEmptyShould(true);

    /** The control server: serves a {@code control.api.Control} over the wire. */
    static final String SERVER = "org.voddesk.server..";

    /** The client of a control server: the remote {@code Control} to come. */
    static final String CONTROL_REMOTE = "org.voddesk.control.remote..";

    /** The wire both ends share: the generated messages and stubs, the protocol's limits, TLS identity and trust. */
    static final String WIRE = "org.voddesk.wire..";

    /** gRPC and protobuf are the network layer's: the server, the remote client and the wire they share. */
    static final ArchRule ONLY_THE_NETWORK_LAYER_USES_GRPC = noClasses()
            .that().resideOutsideOfPackages(SERVER, CONTROL_REMOTE, WIRE)
            .should().dependOnClassesThat().resideInAnyPackage("io.grpc..", "com.google.protobuf..")
            .because("the network is a thin skin over control.api: screens, rooms and the store never see it")
            .allowEmptyShould(true);

    /** The server holds a {@code Control} and nothing else of {@code control}, nor the store, nodes or screens. */
    static final ArchRule SERVER_USES_ONLY_THE_CONTROL_API = noClasses().that().resideInAPackage(SERVER)
            .should().dependOnClassesThat(resideInAnyPackage("org.voddesk.control..", "org.voddesk.store..",
                    "org.voddesk.node..", "org.voddesk.policy..", "org.voddesk.sim..", "org.voddesk.demo..",
                    "org.voddesk.report..", "org.voddesk.ui..", "org.voddesk.cli..")
                    .and(not(resideInAPackage(CONTROL_API).or(REPORT_WITHOUT_A_STORE))))
            .because("roles and rules stay the control's: the server passes it the principal of the login (a desk's"
                    + " Reports screen previews the server's history, so the server serves the DailyReports it is"
                    + " given, and never reads the store behind them)")
            .allowEmptyShould(true);

    /**
     * The remote client uses the control API, the domain and the wire: nothing that runs a control room. Two
     * exceptions: the settings' form ({@code control.admin.TextSettingsForm}), which is code without state: the
     * control room's own rules for a typed value, run on the desk as the Settings screen types; and what of
     * {@code report} reads no store ({@link #REPORT_WITHOUT_A_STORE}): a day's report the server sent, and its writers.
     */
    static final ArchRule CONTROL_REMOTE_USES_THE_API_CORE_AND_THE_WIRE = classes()
            .that().resideInAPackage(CONTROL_REMOTE)
            .should().onlyDependOnClassesThat(resideInAnyPackage(CONTROL_REMOTE, CONTROL_API, "org.voddesk.core..",
                    WIRE, "org.voddesk.files..", "io.grpc..", "com.google.protobuf..", "java..", "javax..",
                    "org.slf4j..")
                    .or(name("org.voddesk.control.admin.TextSettingsForm")).or(REPORT_WITHOUT_A_STORE))
            .because("a desk connected to a server holds no store, no SSH key and no room of the control layer (it"
                    + " writes its own private files, say an exported cluster file, as the product does; it holds a"
                    + " day's report loaded from the server, and writes it as PDF or CSV, which needs no store)")
            .allowEmptyShould(true);

    /**
     * The wire knows neither end: it is what both share. Of {@code control} it knows only the API, whose records its
     * translators ({@code wire.model}) carry, and of {@code report} only what reads no store (a loaded report).
     */
    static final ArchRule WIRE_KNOWS_NEITHER_END = noClasses().that().resideInAPackage(WIRE)
            .should().dependOnClassesThat(resideInAnyPackage(SERVER, "org.voddesk.control..", "org.voddesk.store..",
                    "org.voddesk.node..", "org.voddesk.policy..", "org.voddesk.sim..", "org.voddesk.demo..",
                    "org.voddesk.report..", "org.voddesk.ui..", "org.voddesk.cli..")
                    .and(not(resideInAPackage(CONTROL_API).or(REPORT_WITHOUT_A_STORE))))
            .because("both ends share the wire; its translators carry the control API's records and a loaded day's"
                    + " report, never what reads a store")
            .allowEmptyShould(true);

    /** Certificates are made and read in one place, by BouncyCastle: {@code wire.tls}. */
    static final ArchRule ONLY_WIRE_TLS_USES_BOUNCYCASTLE = noClasses()
            .that().resideOutsideOfPackage("org.voddesk.wire.tls..")
            .should().dependOnClassesThat().resideInAPackage("org.bouncycastle..")
            .allowEmptyShould(true);

    /** The most components a record of the narrow packages has: more is a group of parts that wants its own name. */
    static final int MAX_RECORD_COMPONENTS = 8;

    /**
     * No record in {@code core}, {@code control.api}, {@code store} or {@code report} has more than
     * {@link #MAX_RECORD_COMPONENTS} components: what belongs together (a node's load figures, a session's position
     * and rate, an alarm's lifecycle) is a small record of its own.
     */
    static final ArchRule RECORDS_ARE_NARROW = classes()
            .that().resideInAnyPackage("org.voddesk.core..", CONTROL_API, "org.voddesk.store..", "org.voddesk.report..")
            .should(new ArchCondition<>("have at most " + MAX_RECORD_COMPONENTS + " components if a record") {
                @Override
                public void check(JavaClass c, ConditionEvents events) {
                    Class<?> type = c.reflect();
                    if (type.isRecord() && type.getRecordComponents().length > MAX_RECORD_COMPONENTS) {
                        events.add(SimpleConditionEvent.violated(c, c.getName() + " has "
                                + type.getRecordComponents().length + " components"));
                    }
                }
            })
            .allowEmptyShould(true);

    private static String topLevel(String className) {
        int nested = className.indexOf('$');
        return nested < 0 ? className : className.substring(0, nested);
    }

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

    @Test
    void filesUsesOnlyTheJdk() {
        FILES_USES_ONLY_THE_JDK.check(classes);
    }

    @Test
    void uiUsesOnlyTheControlApi() {
        UI_USES_ONLY_THE_CONTROL_API.check(classes);
    }

    @Test
    void controlApiUsesOnlyCoreAndTheJdk() {
        CONTROL_API_USES_ONLY_CORE_AND_THE_JDK.check(classes);
    }

    @Test
    void recordsAreNarrow() {
        RECORDS_ARE_NARROW.check(classes);
    }

    @Test
    void controlRootHoldsNoType() {
        CONTROL_ROOT_HOLDS_NO_TYPE.check(classes);
    }

    @Test
    void onlyTheCommandLineWiresControl() {
        ONLY_THE_COMMAND_LINE_WIRES_CONTROL.check(classes);
    }

    @Test
    void controlRoomsAreFreeOfCycles() {
        CONTROL_ROOMS_FREE_OF_CYCLES.check(classes);
    }

    @Test
    void controlClassesAreFreeOfCycles() {
        CONTROL_CLASSES_FREE_OF_CYCLES.check(classes);
    }

    @Test
    void controlPublicFieldsAreFinal() {
        CONTROL_PUBLIC_FIELDS_ARE_FINAL.check(classes);
    }

    @Test
    void controlClassesAssignOnlyTheirOwnFields() {
        CONTROL_CLASSES_ASSIGN_ONLY_THEIR_OWN_FIELDS.check(classes);
    }

    @Test
    void controlRoomsDoNotUseTheFacade() {
        CONTROL_ROOMS_DO_NOT_USE_THE_FACADE.check(classes);
    }

    @Test
    void controlStateUsesNoOtherRoom() {
        CONTROL_STATE_USES_NO_OTHER_ROOM.check(classes);
    }

    @Test
    void onlyTheCommandLineLogsInWithoutAPassword() {
        ONLY_THE_COMMAND_LINE_LOGS_IN_WITHOUT_A_PASSWORD.check(classes);
    }

    @Test
    void onlyControlIssuesPrincipals() {
        ONLY_CONTROL_ISSUES_PRINCIPALS.check(classes);
    }

    @Test
    void onlyTheNetworkLayerUsesGrpc() {
        ONLY_THE_NETWORK_LAYER_USES_GRPC.check(classes);
    }

    @Test
    void serverUsesOnlyTheControlApi() {
        SERVER_USES_ONLY_THE_CONTROL_API.check(classes);
    }

    @Test
    void controlRemoteUsesTheApiCoreAndTheWire() {
        CONTROL_REMOTE_USES_THE_API_CORE_AND_THE_WIRE.check(classes);
    }

    @Test
    void wireKnowsNeitherEnd() {
        WIRE_KNOWS_NEITHER_END.check(classes);
    }

    @Test
    void onlyWireTlsUsesBouncyCastle() {
        ONLY_WIRE_TLS_USES_BOUNCYCASTLE.check(classes);
    }
}
