package org.voddesk.policy.rmts;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class ReplicaGraphTest {
    /** A ring a-b-c-d-e-f-a: each neighbouring pair shares one item. */
    private static final String RING = "a:ab,fa b:ab,bc c:bc,cd d:cd,de e:de,ef f:ef,fa";

    @Test
    void serversSharingAnItemAreNeighbours() {
        ReplicaGraph g = new ReplicaGraph(Fixtures.catalogue(RING), 3);

        assertThat(g.adjacent("a", "b")).isTrue();
        assertThat(g.adjacent("a", "c")).isFalse();
        assertThat(g.sharedItems("a", "f")).containsExactly("fa");
    }

    @Test
    void pathsAreShorterThanGamma() {
        ReplicaGraph g = new ReplicaGraph(Fixtures.catalogue(RING), 3);

        assertThat(g.paths("a")).extracting(MigrationPath::toString)
                .containsExactlyInAnyOrder("a -> b", "a -> f", "a -> b -> c", "a -> f -> e");
    }

    @Test
    void pathsComeShortestFirst() {
        ReplicaGraph g = new ReplicaGraph(Fixtures.catalogue(RING), 3);

        assertThat(g.paths("a")).extracting(MigrationPath::length).containsExactly(1, 1, 2, 2);
    }

    @Test
    void everyShortestPathToAServerIsKept() {
        ReplicaGraph g = new ReplicaGraph(Fixtures.catalogue("a:ab,ac b:ab,bd c:ac,cd d:bd,cd"), 3);

        assertThat(g.paths("a")).extracting(MigrationPath::toString)
                .contains("a -> b -> d", "a -> c -> d");
    }

    @Test
    void gammaOfOneAllowsNoMigration() {
        assertThat(new ReplicaGraph(Fixtures.catalogue(RING), 1).paths("a")).isEmpty();
    }

    @Test
    void longerGammaReachesFurther() {
        assertThat(new ReplicaGraph(Fixtures.catalogue(RING), 4).paths("a")).extracting(MigrationPath::toString)
                .contains("a -> b -> c -> d", "a -> f -> e -> d");
    }

    @Test
    void unknownServerIsRefused() {
        ReplicaGraph g = new ReplicaGraph(Fixtures.catalogue(RING), 3);

        assertThatThrownBy(() -> g.paths("z")).hasMessageContaining("no server z");
    }
}
