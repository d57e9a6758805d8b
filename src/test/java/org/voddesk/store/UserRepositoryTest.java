package org.voddesk.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.voddesk.store.Fixtures.T0;

import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.core.Role;
import org.voddesk.core.UserRecord;

class UserRepositoryTest {
    @TempDir
    Path dir;
    Store store;

    @BeforeEach
    void open() {
        store = Fixtures.open(dir);
    }

    @AfterEach
    void close() {
        store.close();
    }

    @Test
    void aUserLogsInWithTheRightPassword() {
        store.users().create("sue", Role.SUPERVISOR, "s3cret-pw".toCharArray(), T0);
        assertThat(store.users().authenticate("sue", "s3cret-pw".toCharArray(), T0 + 1))
                .contains(new UserRecord("sue", Role.SUPERVISOR, T0, T0, false));
    }

    @Test
    void aWrongPasswordLogsNobodyIn() {
        store.users().create("sue", Role.SUPERVISOR, "s3cret-pw".toCharArray(), T0);
        assertThat(store.users().authenticate("sue", "guess".toCharArray(), T0 + 1)).isEmpty();
    }

    @Test
    void anUnknownUserLogsNobodyIn() {
        assertThat(store.users().authenticate("mallory", "pw".toCharArray(), T0)).isEmpty();
    }

    @Test
    void aDisabledUserCannotLogIn() {
        store.users().create("op", Role.OPERATOR, "pw-123456".toCharArray(), T0);
        store.users().setDisabled("op", true);
        assertThat(store.users().authenticate("op", "pw-123456".toCharArray(), T0)).isEmpty();
    }

    @Test
    void theStoredHashIsNotThePassword() throws Exception {
        store.users().create("op", Role.OPERATOR, "pw-123456".toCharArray(), T0);
        String hash = store.db().read("hash", c -> Fixtures.stringQuery(c, "SELECT password_hash FROM app_user"));
        assertThat(hash).startsWith("pbkdf2-sha256$").doesNotContain("pw-123456");
    }

    @Test
    void aNameCanBeTakenOnlyOnce() {
        store.users().create("op", Role.OPERATOR, "pw-123456".toCharArray(), T0);
        assertThatThrownBy(() -> store.users().create("op", Role.SUPERVISOR, "x".toCharArray(), T0))
                .isInstanceOf(StoreException.class).hasMessageContaining("already exists");
    }

    @Test
    void aChangedPasswordReplacesTheOldOne() {
        store.users().create("op", Role.OPERATOR, "old-password".toCharArray(), T0);
        store.users().changePassword("op", "new-password".toCharArray(), T0 + 5);
        assertThat(store.users().authenticate("op", "old-password".toCharArray(), T0 + 6)).isEmpty();
        assertThat(store.users().authenticate("op", "new-password".toCharArray(), T0 + 6))
                .hasValueSatisfying(u -> assertThat(u.passwordChangedAtMs()).isEqualTo(T0 + 5));
    }

    @Test
    void aRoleChangeIsKept() {
        store.users().create("op", Role.OPERATOR, "pw-123456".toCharArray(), T0);
        store.users().setRole("op", Role.SUPERVISOR);
        assertThat(store.users().find("op").orElseThrow().role()).isEqualTo(Role.SUPERVISOR);
    }

    @Test
    void changingAnUnknownUserIsReportedClearly() {
        assertThatThrownBy(() -> store.users().setRole("ghost", Role.SUPERVISOR)).isInstanceOf(StoreException.class)
                .hasMessage("there is no user named ghost");
    }

    @Test
    void aLoginUpgradesAHashMadeWithFewerIterations() throws Exception {
        store.users().create("op", Role.OPERATOR, "pw-123456".toCharArray(), T0);
        store.close();
        store = Store.open(dir.resolve("voddesk.db"), Fixtures.FAST.withPasswordIterations(20_000));
        assertThat(store.users().authenticate("op", "pw-123456".toCharArray(), T0 + 1)).isPresent();
        String hash = store.db().read("hash", c -> Fixtures.stringQuery(c, "SELECT password_hash FROM app_user"));
        assertThat(hash).startsWith("pbkdf2-sha256$20000$");
    }

    @Test
    void usersAreListedByName() {
        store.users().create("zoe", Role.OPERATOR, "pw-123456".toCharArray(), T0);
        store.users().create("amy", Role.SUPERVISOR, "pw-123456".toCharArray(), T0);
        assertThat(store.users().all()).extracting(UserRecord::name).containsExactly("amy", "zoe");
    }
}
