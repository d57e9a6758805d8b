package org.voddesk.policy.rmts;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class CandidatePathsTest {
    /** A chain a - b - c: a and b share y, b and c share z. */
    private static final String CHAIN = "a:x,y b:y,z c:z";

    private static List<String> candidates(ReplicaView v, String item, int lighterThan) {
        return CandidatePaths.from(v, v.liveHolders(item), lighterThan).stream()
                .map(c -> c.path().toString()).toList();
    }

    @Test
    void lastServerMustBeLighterThanTheLeastLoadedHolderWithAFreeSlot() {
        ReplicaView v = Fixtures.view(CHAIN, 3, "a=x,y b=y c=z,z");

        assertThat(candidates(v, "x", 2)).containsExactly("a -> b");
    }

    @Test
    void withNoFreeHolderAnyLastServerWithAFreeSlotQualifies() {
        ReplicaView v = Fixtures.view(CHAIN, 3, "a=x,y,y b=y,z c=z,z");

        assertThat(candidates(v, "x", Integer.MAX_VALUE)).containsExactly("a -> b", "a -> b -> c");
    }

    @Test
    void eachHandOverMovesASessionWhoseItemTheReceiverHolds() {
        ReplicaView v = Fixtures.view(CHAIN, 3, "a=x,y,x b=y,z,z c=");

        MigrationChain chain = CandidatePaths.from(v, v.liveHolders("x"), Integer.MAX_VALUE).get(0);

        assertThat(chain.handOvers()).containsExactly(new HandOver("a-1", "y", "a", "b"),
                new HandOver("b-2", "z", "b", "c"));
    }

    @Test
    void aServerWithNoSessionTheNextHoldsBreaksThePath() {
        ReplicaView v = Fixtures.view(CHAIN, 3, "a=x,x,x b=y,y,y c=");

        assertThat(candidates(v, "x", Integer.MAX_VALUE)).isEmpty();
    }

    @Test
    void aPathThroughAFailedServerIsNoCandidate() {
        ReplicaView v = Fixtures.view(CHAIN, 3, "a=x,y,y b=y,z c=").withServerFailed("b");

        assertThat(candidates(v, "x", Integer.MAX_VALUE)).isEmpty();
    }

    @Test
    void aFullLastServerIsNoCandidate() {
        ReplicaView v = Fixtures.view(CHAIN, 3, "a=x,y,y b=y,z,z c=z,z,z");

        assertThat(candidates(v, "x", Integer.MAX_VALUE)).isEmpty();
    }
}
