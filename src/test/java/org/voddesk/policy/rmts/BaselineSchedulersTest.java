package org.voddesk.policy.rmts;

import static org.assertj.core.api.Assertions.assertThat;
import static org.voddesk.policy.rmts.Fixtures.times;

import org.junit.jupiter.api.Test;

/** Capacity 10: REM's {@code Min_th} is 7 and {@code Max_th} 9. a and b hold x and y; c holds y. */
class BaselineSchedulersTest {
    private static final String CATALOGUE = "a:x,y b:x,y c:y";
    private static final RequestScheduler NONE = new NoMigrationScheduler(RmtsParameters.DEFAULT);
    private static final RequestScheduler LAST_MINUTE = new LastMinuteScheduler(RmtsParameters.DEFAULT);
    private static final RemScheduler REM = new RemScheduler(RmtsParameters.DEFAULT);

    private static ReplicaView view(int a, int b, int c) {
        return Fixtures.view(CATALOGUE, 10, "a=" + times(a, "y") + " b=" + times(b, "y") + " c=" + times(c, "y"));
    }

    private static RequestDecision.Served served(RequestDecision d) {
        assertThat(d).isInstanceOf(RequestDecision.Served.class);
        return (RequestDecision.Served) d;
    }

    @Test
    void noMigrationServesOnTheLeastLoadedHolderWithAFreeSlot() {
        assertThat(served(NONE.decide(view(10, 9, 0), "x", Fixtures.draws())).server()).isEqualTo("b");
    }

    @Test
    void noMigrationRefusesWhenEveryHolderIsFull() {
        assertThat(NONE.decide(view(10, 10, 0), "x", Fixtures.draws())).isInstanceOf(RequestDecision.Refused.class);
    }

    @Test
    void lastMinuteDoesNotMigrateWhileAHolderHasASlot() {
        assertThat(served(LAST_MINUTE.decide(view(10, 9, 0), "x", Fixtures.draws())).handOvers()).isEmpty();
    }

    @Test
    void lastMinuteHandsOneSessionToAServerWithAFreeSlotWhenBlocked() {
        RequestDecision.Served s = served(LAST_MINUTE.decide(view(10, 10, 3), "x", Fixtures.draws()));

        assertThat(s.handOvers()).extracting(HandOver::to).containsExactly("c");
        assertThat(s.delay()).isEqualTo(2.0);
    }

    @Test
    void lastMinuteRefusesWhenNoOneHopReachesAFreeSlot() {
        assertThat(LAST_MINUTE.decide(view(10, 10, 10), "x", Fixtures.draws()))
                .isInstanceOf(RequestDecision.Refused.class);
    }

    @Test
    void remServesDirectlyBelowMinThresholdWithoutADraw() {
        assertThat(served(REM.decide(view(6, 8, 0), "x", Fixtures.draws())).handOvers()).isEmpty();
    }

    @Test
    void remProbabilityRisesLinearlyBetweenItsThresholds() {
        assertThat(REM.migrationProbability(view(8, 8, 0).server("a"))).isEqualTo(0.5);
    }

    @Test
    void remMigratesWhenTheDrawFallsBelowItsProbability() {
        RequestDecision.Served s = served(REM.decide(view(8, 9, 2), "x", Fixtures.draws(0.4)));

        assertThat(s.server()).isEqualTo("a");
        assertThat(s.handOvers()).extracting(HandOver::to).containsExactly("c");
    }

    @Test
    void remDoesNotMigrateWhenTheDrawIsAboveItsProbability() {
        assertThat(served(REM.decide(view(8, 9, 2), "x", Fixtures.draws(0.6))).handOvers()).isEmpty();
    }

    @Test
    void remMovesOnlyToAServerLessLoadedThanTheSource() {
        assertThat(REM.earlyHandOver(view(8, 9, 8), view(8, 9, 8).server("a"))).isEmpty();
    }

    @Test
    void remRefusesWhenTheLeastLoadedHolderIsFullAndNoLighterServerTakesASession() {
        assertThat(REM.decide(view(10, 10, 10), "x", Fixtures.draws(0.0))).isInstanceOf(RequestDecision.Refused.class);
    }
}
