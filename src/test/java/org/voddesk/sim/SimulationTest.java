package org.voddesk.sim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class SimulationTest {
    private final Simulation sim = new Simulation(1_000_000L);
    private final List<String> log = new ArrayList<>();

    @Test
    void eventsRunInTimeOrderWhateverTheOrderTheyWereScheduled() {
        sim.at(30, () -> log.add("c"));
        sim.at(10, () -> log.add("a"));
        sim.at(20, () -> log.add("b"));

        sim.runUntil(100);

        assertThat(log).containsExactly("a", "b", "c");
    }

    @Test
    void eventsOfTheSameTimeRunInTheOrderTheyWereScheduled() {
        for (String s : List.of("first", "second", "third")) {
            sim.at(5, () -> log.add(s));
        }

        sim.runUntil(5);

        assertThat(log).containsExactly("first", "second", "third");
    }

    @Test
    void theClockReadsTheEventTimeWhileAnEventRuns() {
        List<Long> seen = new ArrayList<>();
        sim.at(42, () -> {
            seen.add(sim.now());
            seen.add(sim.clock().millis());
        });

        sim.runUntil(50);

        assertThat(seen).containsExactly(42L, 1_000_042L);
        assertThat(sim.now()).isEqualTo(50);
    }

    @Test
    void runUntilLeavesLaterEventsQueued() {
        sim.at(10, () -> log.add("due"));
        sim.at(11, () -> log.add("later"));

        sim.runUntil(10);

        assertThat(log).containsExactly("due");
        assertThat(sim.pending()).isEqualTo(1);
    }

    @Test
    void anEventCanScheduleFurtherEvents() {
        sim.at(1, () -> sim.after(4, () -> log.add("at " + sim.now())));

        sim.runUntil(10);

        assertThat(log).containsExactly("at 5");
        assertThat(sim.executedEvents()).isEqualTo(2);
    }

    @Test
    void schedulingInThePastIsRefused() {
        sim.runUntil(100);

        assertThatThrownBy(() -> sim.at(99, () -> { })).hasMessageContaining("clock is at 100");
        assertThatThrownBy(() -> sim.after(-1, () -> { })).hasMessageContaining(">= 0");
    }
}
