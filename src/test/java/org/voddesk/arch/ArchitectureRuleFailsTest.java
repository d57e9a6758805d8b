package org.voddesk.arch;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import org.junit.jupiter.api.Test;
import org.voddesk.control.TypeInTheControlRoot;
import org.voddesk.control.api.ControlApiLeakingAStoreType;
import org.voddesk.control.archfixture.CycleA;
import org.voddesk.control.archfixture.CycleB;
import org.voddesk.control.archfixture.RoomCallingTheFacade;
import org.voddesk.control.archfixture.SharedBag;
import org.voddesk.control.archfixture.SharedBagWriter;
import org.voddesk.control.remote.archfixture.RemoteDeskReadingTheHistory;
import org.voddesk.control.remote.archfixture.RemoteDeskWithADatabase;
import org.voddesk.core.archfixture.CoreClassImportingJavaFx;
import org.voddesk.core.archfixture.CoreClassImportingSql;
import org.voddesk.core.archfixture.WideRecord;
import org.voddesk.files.archfixture.FilesClassUsingTheStore;
import org.voddesk.server.archfixture.ServerReachingIntoTheControlRoom;
import org.voddesk.ui.archfixture.ScreenWithAChannel;
import org.voddesk.ui.archfixture.ScreenWithoutALogin;
import org.voddesk.wire.archfixture.WireKnowingTheServer;

/**
 * Shows that each rule of {@link ArchitectureTest} can fail: on a core class that imports JavaFX or SQL, a control
 * API class that uses a store type, a type in the control root, a screen that uses a room or the wiring, a room that
 * calls back into the facade, and two control classes that depend on each other; a screen that talks gRPC, a server
 * that reaches into the control room or makes certificates itself, a remote desk with a database, and a wire class
 * that knows the server.
 */
class ArchitectureRuleFailsTest {
    @Test
    void coreRuleRejectsACoreClassImportingJavaFx() {
        JavaClasses bad = new ClassFileImporter().importClasses(CoreClassImportingJavaFx.class);

        assertThatThrownBy(() -> ArchitectureTest.CORE_IS_PLAIN_JAVA.check(bad))
                .isInstanceOf(AssertionError.class).hasMessageContaining("javafx.beans.property.SimpleDoubleProperty");
        assertThatThrownBy(() -> ArchitectureTest.ONLY_UI_USES_JAVAFX.check(bad))
                .isInstanceOf(AssertionError.class);
    }

    @Test
    void recordRuleRejectsARecordOfNineComponents() {
        JavaClasses bad = new ClassFileImporter().importClasses(WideRecord.class);

        assertThatThrownBy(() -> ArchitectureTest.RECORDS_ARE_NARROW.check(bad))
                .isInstanceOf(AssertionError.class).hasMessageContaining("WideRecord has 9 components");
    }

    @Test
    void sqlRuleRejectsACoreClassImportingJavaSql() {
        JavaClasses bad = new ClassFileImporter().importClasses(CoreClassImportingSql.class);

        assertThatThrownBy(() -> ArchitectureTest.ONLY_STORE_USES_SQL.check(bad))
                .isInstanceOf(AssertionError.class).hasMessageContaining("java.sql.Connection");
    }

    @Test
    void apiRuleRejectsAnApiClassUsingAStoreType() {
        JavaClasses bad = new ClassFileImporter().importClasses(ControlApiLeakingAStoreType.class);

        assertThatThrownBy(() -> ArchitectureTest.CONTROL_API_USES_ONLY_CORE_AND_THE_JDK.check(bad))
                .isInstanceOf(AssertionError.class)
                .hasMessageContaining("ControlApiLeakingAStoreType.store()")
                .hasMessageContaining("org.voddesk.store.StoreException");
    }

    @Test
    void rootRuleRejectsATypeInTheControlRoot() {
        JavaClasses bad = new ClassFileImporter().importClasses(TypeInTheControlRoot.class);

        assertThatThrownBy(() -> ArchitectureTest.CONTROL_ROOT_HOLDS_NO_TYPE.check(bad))
                .isInstanceOf(AssertionError.class).hasMessageContaining("TypeInTheControlRoot");
    }

    @Test
    void screenRulesRejectAScreenThatUsesARoomOrTheWiring() {
        JavaClasses bad = new ClassFileImporter().importClasses(ScreenWithoutALogin.class);

        assertThatThrownBy(() -> ArchitectureTest.UI_USES_ONLY_THE_CONTROL_API.check(bad))
                .isInstanceOf(AssertionError.class)
                .hasMessageContaining("org.voddesk.control.auth.PrincipalGate")
                .hasMessageContaining("org.voddesk.control.local.CommandLineLogin");
        assertThatThrownBy(() -> ArchitectureTest.ONLY_THE_COMMAND_LINE_WIRES_CONTROL.check(bad))
                .isInstanceOf(AssertionError.class).hasMessageContaining("org.voddesk.control.local.LocalControl");
    }

    @Test
    void filesRuleRejectsAFilesClassUsingTheStore() {
        JavaClasses bad = new ClassFileImporter().importClasses(FilesClassUsingTheStore.class);

        assertThatThrownBy(() -> ArchitectureTest.FILES_USES_ONLY_THE_JDK.check(bad))
                .isInstanceOf(AssertionError.class).hasMessageContaining("org.voddesk.store.Store");
    }

    @Test
    void cycleRuleRejectsTwoControlClassesThatUseEachOther() {
        JavaClasses bad = new ClassFileImporter().importClasses(CycleA.class, CycleB.class);

        assertThatThrownBy(() -> ArchitectureTest.CONTROL_CLASSES_FREE_OF_CYCLES.check(bad))
                .isInstanceOf(AssertionError.class).hasMessageContaining("CycleA");
    }

    @Test
    void fieldRulesRejectAPublicMutableFieldAssignedByAnotherClass() {
        JavaClasses bad = new ClassFileImporter().importClasses(SharedBag.class, SharedBagWriter.class);

        assertThatThrownBy(() -> ArchitectureTest.CONTROL_PUBLIC_FIELDS_ARE_FINAL.check(bad))
                .isInstanceOf(AssertionError.class).hasMessageContaining("SharedBag.hook");
        assertThatThrownBy(() -> ArchitectureTest.CONTROL_CLASSES_ASSIGN_ONLY_THEIR_OWN_FIELDS.check(bad))
                .isInstanceOf(AssertionError.class).hasMessageContaining("SharedBagWriter");
    }

    @Test
    void facadeRuleRejectsARoomClassThatUsesControlOrTheWiring() {
        JavaClasses bad = new ClassFileImporter().importClasses(RoomCallingTheFacade.class);

        assertThatThrownBy(() -> ArchitectureTest.CONTROL_ROOMS_DO_NOT_USE_THE_FACADE.check(bad))
                .isInstanceOf(AssertionError.class)
                .hasMessageContaining("RoomCallingTheFacade.peek")
                .hasMessageContaining("RoomCallingTheFacade.tick");
    }

    @Test
    void principalRulesRejectAScreenThatTakesAPrincipalWithoutALogin() {
        JavaClasses bad = new ClassFileImporter().importClasses(ScreenWithoutALogin.class);

        assertThatThrownBy(() -> ArchitectureTest.ONLY_THE_COMMAND_LINE_LOGS_IN_WITHOUT_A_PASSWORD.check(bad))
                .isInstanceOf(AssertionError.class).hasMessageContaining("ScreenWithoutALogin.osUser");
        assertThatThrownBy(() -> ArchitectureTest.ONLY_CONTROL_ISSUES_PRINCIPALS.check(bad))
                .isInstanceOf(AssertionError.class).hasMessageContaining("ScreenWithoutALogin.issued");
    }

    @Test
    void grpcRuleRejectsAScreenWithAChannel() {
        JavaClasses bad = new ClassFileImporter().importClasses(ScreenWithAChannel.class);

        assertThatThrownBy(() -> ArchitectureTest.ONLY_THE_NETWORK_LAYER_USES_GRPC.check(bad))
                .isInstanceOf(AssertionError.class).hasMessageContaining("io.grpc.ManagedChannel");
    }

    @Test
    void serverRulesRejectAServerThatIssuesPrincipalsReadsTheStoreOrMakesCertificates() {
        JavaClasses bad = new ClassFileImporter().importClasses(ServerReachingIntoTheControlRoom.class);

        assertThatThrownBy(() -> ArchitectureTest.SERVER_USES_ONLY_THE_CONTROL_API.check(bad))
                .isInstanceOf(AssertionError.class)
                .hasMessageContaining("org.voddesk.control.auth.PrincipalGate")
                .hasMessageContaining("org.voddesk.store.Store");
        assertThatThrownBy(() -> ArchitectureTest.ONLY_WIRE_TLS_USES_BOUNCYCASTLE.check(bad))
                .isInstanceOf(AssertionError.class).hasMessageContaining("org.bouncycastle.asn1.x500.X500Name");
    }

    @Test
    void remoteRuleRejectsARemoteDeskWithADatabaseOrTheInProcessControl() {
        JavaClasses bad = new ClassFileImporter().importClasses(RemoteDeskWithADatabase.class);

        assertThatThrownBy(() -> ArchitectureTest.CONTROL_REMOTE_USES_THE_API_CORE_AND_THE_WIRE.check(bad))
                .isInstanceOf(AssertionError.class)
                .hasMessageContaining("org.voddesk.store.Store")
                .hasMessageContaining("org.voddesk.control.local.LocalControl");
    }

    @Test
    void remoteRuleRejectsADeskThatReadsTheHistoryButNotOneThatHoldsAReport() {
        JavaClasses bad = new ClassFileImporter().importPackages("org.voddesk.control.remote.archfixture",
                "org.voddesk.report", "org.voddesk.store");

        assertThatThrownBy(() -> ArchitectureTest.CONTROL_REMOTE_USES_THE_API_CORE_AND_THE_WIRE.check(bad))
                .isInstanceOf(AssertionError.class)
                .hasMessageContaining(RemoteDeskReadingTheHistory.class.getName() + ".yesterday(")
                .hasMessageContaining("<org.voddesk.report.ReportService>")
                .hasMessageNotContaining("<org.voddesk.report.DailyReport>");
    }

    @Test
    void wireRuleRejectsAWireClassThatKnowsTheServer() {
        JavaClasses bad = new ClassFileImporter().importClasses(WireKnowingTheServer.class);

        assertThatThrownBy(() -> ArchitectureTest.WIRE_KNOWS_NEITHER_END.check(bad))
                .isInstanceOf(AssertionError.class).hasMessageContaining("org.voddesk.server.ServerSettings");
    }
}
