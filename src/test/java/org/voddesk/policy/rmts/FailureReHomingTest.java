package org.voddesk.policy.rmts;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class FailureReHomingTest {
    private static final FailureReHoming RE_HOMING = new FailureReHoming(RmtsParameters.DEFAULT);

    @Test
    void sessionsAreHandledOldestFirst() {
        ReplicaView v = Fixtures.view("f:x a:x", 5, "a= f=x,x,x");

        ReHoming r = RE_HOMING.reHome(v, "f");

        assertThat(r.reHomed()).extracting(h -> h.session().id()).containsExactly("f-0", "f-1", "f-2");
    }

    @Test
    void aSessionGoesToTheLeastLoadedLiveHolderWithAFreeSlot() {
        ReplicaView v = Fixtures.view("f:x a:x b:x", 3, "f=x a=x,x b=x");

        assertThat(RE_HOMING.reHome(v, "f").reHomed()).extracting(ReHoming.ReHomed::server).containsExactly("b");
    }

    @Test
    void whenEveryHolderIsFullOneMigrationPathFreesASlot() {
        ReplicaView v = Fixtures.view("f:x a:x,y b:y", 2, "f=x a=x,y b=");

        ReHoming r = RE_HOMING.reHome(v, "f");

        assertThat(r.reHomed()).singleElement().satisfies(h -> {
            assertThat(h.server()).isEqualTo("a");
            assertThat(h.handOvers()).extracting(HandOver::to).containsExactly("b");
        });
        assertThat(r.view().server("b").load()).isEqualTo(1);
    }

    @Test
    void aSessionWhoseItemNoLiveServerHoldsEndsForThatReason() {
        ReplicaView v = Fixtures.view("f:x,z a:x", 2, "f=z a=");

        ReHoming r = RE_HOMING.reHome(v, "f");

        assertThat(r.ended()).singleElement()
                .satisfies(e -> assertThat(e.reason()).isEqualTo(ReHoming.EndReason.NO_LIVE_HOLDER));
        assertThat(r.endedForNoLiveHolder()).isEqualTo(1);
    }

    @Test
    void aSessionWithHoldersButNoCapacityEndsForThatReason() {
        ReplicaView v = Fixtures.view("f:x a:x", 1, "f=x a=x");

        assertThat(RE_HOMING.reHome(v, "f").ended()).singleElement()
                .satisfies(e -> assertThat(e.reason()).isEqualTo(ReHoming.EndReason.NO_FREE_CAPACITY));
    }

    @Test
    void theFailedServerIsDownAndEmptyAfterwards() {
        ReplicaView after = RE_HOMING.reHome(Fixtures.view("f:x a:x", 3, "f=x a="), "f").view();

        assertThat(after.server("f").isLive()).isFalse();
        assertThat(after.server("f").sessions()).isEmpty();
    }

    @Test
    void aPathMayNotPassThroughTheFailedServer() {
        ReplicaView v = Fixtures.view("h:x,y f:x,y,z c:z", 1, "h=y f=x c=");

        ReHoming r = RE_HOMING.reHome(v, "f");

        assertThat(r.ended()).singleElement()
                .satisfies(e -> assertThat(e.reason()).isEqualTo(ReHoming.EndReason.NO_FREE_CAPACITY));
        assertThat(r.view().server("c").load()).isZero();
    }
}
