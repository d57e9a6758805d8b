package org.voddesk.policy.overload;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The benchmark's 500-viewer problems (with a fixed clock, so only the variant bound could cut them) have the
 * plans their description promises, found without cutting the search: the benchmark times complete searches.
 */
class LargeInstancesTest {
    @ParameterizedTest(name = "{0}, overload {1} Mb/s")
    @CsvSource({"room, 4", "room, 40", "chain, 4", "chain, 40"})
    void sourceChangeFindsACompletePlanWhereRoomCanBeReached(String kind, double overload) {
        BroadcastView view = LargeInstances.instance(kind, 500, overload, 42);

        ReliefPlan plan = Views.SOURCE_CHANGE.relieve(view, "node-0");

        assertThat(plan.found()).isTrue();
        assertThat(plan.searchCut()).isFalse();
        assertThat(view.withPlan(plan).nodes()).allSatisfy(n -> assertThat(view.withPlan(plan)
                .isOverloaded(n.name())).isFalse());
    }

    @ParameterizedTest(name = "{0}, overload {1} Mb/s")
    @CsvSource({"full, 4", "full, 40"})
    void sourceChangeHasNoPlanWhenNoNodeHasRoom(String kind, double overload) {
        ReliefPlan plan = Views.SOURCE_CHANGE.relieve(LargeInstances.instance(kind, 500, overload, 42), "node-0");

        assertThat(plan.found()).isFalse();
        assertThat(plan.searchCut()).isFalse();
    }

    @ParameterizedTest(name = "{0}, overload {1} Mb/s")
    @CsvSource({"room, 4", "room, 40", "chain, 4", "chain, 40", "full, 4", "full, 40"})
    void qualityChangeFindsACompletePlanInEveryCase(String kind, double overload) {
        BroadcastView view = LargeInstances.instance(kind, 500, overload, 42);

        ReliefPlan plan = Views.QUALITY_CHANGE.relieve(view, "node-0");

        assertThat(plan.found()).isTrue();
        assertThat(plan.searchCut()).isFalse();
        assertThat(view.withPlan(plan).isOverloaded("node-0")).isFalse();
    }
}
