package org.voddesk.policy.rmts;

import static org.assertj.core.api.Assertions.assertThat;
import static org.voddesk.policy.rmts.Fixtures.times;

import org.junit.jupiter.api.Test;

/** Capacity 10, so {@code Lth = 7}. a and b hold x and y; c holds y and z; d holds z. */
class RmtsSchedulerTest {
    private static final String CATALOGUE = "a:x,y b:x,y c:y,z d:z";
    private static final RmtsScheduler RMTS = new RmtsScheduler(RmtsParameters.DEFAULT);

    private static ReplicaView view(int a, int b, int c, int d) {
        return Fixtures.view(CATALOGUE, 10, "a=" + times(a, "y") + " b=" + times(b, "y") + " c=" + times(c, "z")
                + " d=" + times(d, "z"));
    }

    @Test
    void holderBelowThresholdServesDirectlyWithoutADraw() {
        RequestDecision d = RMTS.decide(view(8, 6, 0, 0), "x", Fixtures.draws());

        assertThat(d).isInstanceOfSatisfying(RequestDecision.Served.class, s -> {
            assertThat(s.server()).isEqualTo("b");
            assertThat(s.handOvers()).isEmpty();
        });
    }

    @Test
    void leastLoadedHolderBelowThresholdIsChosen() {
        assertThat(RMTS.leastLoadedBelowThreshold(view(5, 6, 0, 0).liveHolders("x")))
                .hasValueSatisfying(s -> assertThat(s.name()).isEqualTo("a"));
    }

    @Test
    void itemWithNoLiveHolderIsRefusedForThatReason() {
        RequestDecision d = RMTS.decide(view(1, 1, 1, 1).withServerFailed("d"), "z-only", Fixtures.draws());

        assertThat(d).isInstanceOfSatisfying(RequestDecision.Refused.class,
                r -> assertThat(r.noLiveHolder()).isTrue());
    }

    @Test
    void withoutACandidatePathTheLeastLoadedFreeHolderServes() {
        RequestDecision d = RMTS.decide(view(8, 9, 9, 9), "x", Fixtures.draws());

        assertThat(d).isInstanceOfSatisfying(RequestDecision.Served.class, s -> {
            assertThat(s.server()).isEqualTo("a");
            assertThat(s.handOvers()).isEmpty();
        });
    }

    @Test
    void withoutACandidatePathAndNoFreeHolderTheRequestIsRefused() {
        RequestDecision d = RMTS.decide(view(10, 10, 10, 10), "x", Fixtures.draws());

        assertThat(d).isInstanceOfSatisfying(RequestDecision.Refused.class,
                r -> assertThat(r.noLiveHolder()).isFalse());
    }

    @Test
    void drawBelowTheProbabilityMigratesAndServesOnTheFreedOrigin() {
        RequestDecision d = RMTS.decide(view(9, 9, 5, 9), "x", Fixtures.draws(0.0001));

        assertThat(d).isInstanceOfSatisfying(RequestDecision.Served.class, s -> {
            assertThat(s.server()).isEqualTo("a");
            assertThat(s.handOvers()).extracting(HandOver::to).containsExactly("c");
        });
    }

    @Test
    void drawAtOrAboveTheProbabilityServesOnTheLeastLoadedFreeHolder() {
        RequestDecision d = RMTS.decide(view(9, 8, 5, 9), "x", Fixtures.draws(0.5));

        assertThat(d).isInstanceOfSatisfying(RequestDecision.Served.class, s -> {
            assertThat(s.server()).isEqualTo("b");
            assertThat(s.handOvers()).isEmpty();
        });
    }

    @Test
    void fullHoldersMigrateWhateverTheDraw() {
        RequestDecision d = RMTS.decide(view(10, 10, 5, 9), "x", Fixtures.draws(0.99));

        assertThat(d).isInstanceOfSatisfying(RequestDecision.Served.class,
                s -> assertThat(s.handOvers()).hasSize(1));
    }

    @Test
    void probabilityComesFromTheOriginLoadAndThePathLength() {
        RequestDecision d = RMTS.decide(view(10, 10, 10, 5), "x", Fixtures.draws(0.99));

        assertThat(d).isInstanceOfSatisfying(RequestDecision.Served.class, s -> {
            assertThat(s.pathLength()).isEqualTo(2);
            assertThat(s.probability()).isEqualTo(MigrationProbability.rmts(10, 7, 2680, 2));
        });
    }

    @Test
    void delayIsTauTimesOnePlusThePathLength() {
        RequestDecision.Served direct = (RequestDecision.Served) RMTS.decide(view(1, 1, 1, 1), "x",
                Fixtures.draws());
        RequestDecision.Served twoHops = (RequestDecision.Served) RMTS.decide(view(10, 10, 10, 5), "x",
                Fixtures.draws(0.99));

        assertThat(direct.delay()).isEqualTo(1.0);
        assertThat(twoHops.delay()).isEqualTo(3.0);
    }

    @Test
    void appliedDecisionKeepsEveryServerWithinCapacity() {
        ReplicaView v = view(10, 10, 10, 5);
        RequestDecision.Served s = (RequestDecision.Served) RMTS.decide(v, "x", Fixtures.draws(0.99));

        ReplicaView after = v.withServed(s, new ReplicaSession("new", "x", 99));

        assertThat(after.servers()).allSatisfy(server -> assertThat(server.load()).isLessThanOrEqualTo(10));
        assertThat(after.server("d").load()).isEqualTo(6);
    }

    @Test
    void onBlockServesOnTheLeastLoadedFreeHolderEvenWhenADrawWouldMigrate() {
        RequestDecision d = RmtsScheduler.onBlock(RmtsParameters.DEFAULT).decide(view(9, 9, 5, 9), "x",
                Fixtures.draws());

        assertThat(d).isInstanceOfSatisfying(RequestDecision.Served.class, s -> {
            assertThat(s.server()).isEqualTo("a");
            assertThat(s.handOvers()).isEmpty();
        });
    }

    @Test
    void onBlockMigratesAlongTheBestPathWhenEveryHolderIsFull() {
        RequestDecision d = RmtsScheduler.onBlock(RmtsParameters.DEFAULT).decide(view(10, 10, 10, 5), "x",
                Fixtures.draws(0.99));

        assertThat(d).isInstanceOfSatisfying(RequestDecision.Served.class, s -> {
            assertThat(s.handOvers()).extracting(HandOver::to).containsExactly("c", "d");
            assertThat(s.delay()).isEqualTo(3.0);
        });
    }

    @Test
    void onBlockStillServesBelowTheThresholdFirst() {
        RequestDecision d = RmtsScheduler.onBlock(RmtsParameters.DEFAULT).decide(view(8, 6, 0, 0), "x",
                Fixtures.draws());

        assertThat(d).isInstanceOfSatisfying(RequestDecision.Served.class,
                s -> assertThat(s.server()).isEqualTo("b"));
    }

    @Test
    void theVariantsAreNamedForTheSimulator() {
        assertThat(RMTS.name()).isEqualTo("rmts");
        assertThat(RmtsScheduler.onBlock(RmtsParameters.DEFAULT).name()).isEqualTo("rmts-on-block");
    }
}
