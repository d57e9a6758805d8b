package org.voddesk.policy.rmts;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

class ReHomingProperties {
    private static final FailureReHoming RE_HOMING = new FailureReHoming(RmtsParameters.DEFAULT);

    @Property
    void reHomingNeverExceedsAServersCapacity(@ForAll("views") ReplicaView view,
                                              @ForAll @IntRange(min = 0, max = 5) int failed) {
        String f = view.servers().get(failed % view.servers().size()).name();

        ReHoming r = RE_HOMING.reHome(view, f);

        assertThat(r.view().servers()).allSatisfy(s -> assertThat(s.load()).isLessThanOrEqualTo(s.capacity()));
    }

    @Property
    void everySessionOfTheFailedServerIsReHomedOrEnded(@ForAll("views") ReplicaView view,
                                                       @ForAll @IntRange(min = 0, max = 5) int failed) {
        String f = view.servers().get(failed % view.servers().size()).name();
        int before = view.liveSessions();

        ReHoming r = RE_HOMING.reHome(view, f);

        assertThat(r.reHomed().size() + r.ended().size()).isEqualTo(view.server(f).load());
        assertThat(r.view().liveSessions()).isEqualTo(before - view.server(f).load() + r.reHomed().size());
        assertThat(r.view().server(f).sessions()).isEmpty();
    }

    @Property
    void aReHomedSessionPlaysOnALiveHolderOfItsItem(@ForAll("views") ReplicaView view,
                                                   @ForAll @IntRange(min = 0, max = 5) int failed) {
        String f = view.servers().get(failed % view.servers().size()).name();

        ReHoming r = RE_HOMING.reHome(view, f);

        for (ReHoming.ReHomed h : r.reHomed()) {
            ReplicaServer s = r.view().serverOf(h.session().id()).orElseThrow();
            assertThat(s.isLive()).isTrue();
            assertThat(view.catalogue().holds(s.name(), h.session().item())).isTrue();
        }
    }

    @Property
    void sessionsEndForNoLiveHolderExactlyWhenNoOtherServerHoldsTheirItem(
            @ForAll("views") ReplicaView view, @ForAll @IntRange(min = 0, max = 5) int failed) {
        String f = view.servers().get(failed % view.servers().size()).name();

        ReHoming r = RE_HOMING.reHome(view, f);

        for (ReHoming.Ended e : r.ended()) {
            boolean otherHolder = view.catalogue().holders(e.session().item()).stream().anyMatch(h -> !h.equals(f));
            assertThat(e.reason() == ReHoming.EndReason.NO_LIVE_HOLDER).isEqualTo(!otherHolder);
        }
    }

    @Provide
    Arbitrary<ReplicaView> views() {
        return Arbitraries.integers().between(2, 6).flatMap(n -> Combinators.combine(
                Arbitraries.integers().between(1, 4).list().ofSize(n),
                Arbitraries.integers().between(0, (1 << n) - 1).list().ofMinSize(1).ofMaxSize(6),
                Arbitraries.integers().between(0, 1000).list().ofSize(n * 5))
                .as((caps, masks, choices) -> build(n, caps, masks, choices)));
    }

    private static ReplicaView build(int n, List<Integer> caps, List<Integer> masks, List<Integer> choices) {
        List<String> servers = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            servers.add("s" + i);
        }
        Map<String, List<String>> holders = new LinkedHashMap<>();
        for (int item = 0; item < masks.size(); item++) {
            List<String> hs = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                if ((masks.get(item) & (1 << i)) != 0) {
                    hs.add(servers.get(i));
                }
            }
            holders.put("i" + item, hs);
        }
        ReplicaCatalogue catalogue = new ReplicaCatalogue(servers, holders);
        List<ReplicaServer> list = new ArrayList<>();
        long t = 0;
        for (int i = 0; i < n; i++) {
            List<String> options = List.copyOf(catalogue.items(servers.get(i))).stream().sorted().toList();
            int count = options.isEmpty() ? 0 : choices.get(i * 5) % (caps.get(i) + 1);
            List<ReplicaSession> sessions = new ArrayList<>();
            for (int k = 0; k < count; k++) {
                String item = options.get(choices.get(i * 5 + 1 + k) % options.size());
                sessions.add(new ReplicaSession("x" + i + "-" + k, item, (t * 7919) % 13));
                t++;
            }
            list.add(new ReplicaServer(servers.get(i), caps.get(i), true, sessions));
        }
        return new ReplicaView(new ReplicaGraph(catalogue, 3), list);
    }
}
