package org.voddesk.policy.rmts;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

class ReplicaViewTest {
    @Test
    void aSessionMustPlayAnItemItsServerHolds() {
        assertThatThrownBy(() -> Fixtures.view("a:x b:y", 5, "a=y"))
                .hasMessageContaining("holds no replica of y");
    }

    @Test
    void aServerNeverTakesMoreThanItsCapacity() {
        ReplicaView v = Fixtures.view("a:x", 2, "a=x,x");

        assertThatThrownBy(() -> v.withSessionStarted("a", new ReplicaSession("n", "x", 9)))
                .hasMessageContaining("no free slot");
    }

    @Test
    void handOversApplyFromTheLastServerBackSoNoServerOverflows() {
        ReplicaView v = Fixtures.view("a:x,y b:y,z c:z", 2, "a=x,y b=z,y c=");
        List<HandOver> chain = List.of(new HandOver("a-1", "y", "a", "b"), new HandOver("b-0", "z", "b", "c"));

        ReplicaView after = v.withHandOvers(chain);

        assertThat(after.server("a").load()).isEqualTo(1);
        assertThat(after.server("b").load()).isEqualTo(2);
        assertThat(after.server("c").sessions()).extracting(ReplicaSession::id).containsExactly("b-0");
    }

    @Test
    void aFailedServerIsNoLongerAHolder() {
        ReplicaView v = Fixtures.view("a:x b:x", 2, "a=x").withServerFailed("a");

        assertThat(v.liveHolders("x")).extracting(ReplicaServer::name).containsExactly("b");
        assertThat(v.server("a").sessions()).hasSize(1);
    }

    @Test
    void serversMustMatchTheCatalogue() {
        ReplicaGraph g = new ReplicaGraph(Fixtures.catalogue("a:x b:x"), 3);

        assertThatThrownBy(() -> new ReplicaView(g, List.of(ReplicaServer.empty("a", 1))))
                .hasMessageContaining("do not match");
    }
}
