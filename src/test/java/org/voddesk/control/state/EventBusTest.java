package org.voddesk.control.state;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.voddesk.control.api.ControlEvent;
import org.voddesk.control.api.Subscription;
import org.voddesk.core.NodeHealth;

class EventBusTest {
    private static ControlEvent event(int i) {
        return new ControlEvent.NodeHealthChanged(i, "vod-1", NodeHealth.OK, NodeHealth.DEGRADED, "x");
    }

    @Test
    void slowListenerDoesNotBlockThePublisherAndGetsEventsInOrder() throws Exception {
        ExecutorService delivery = Executors.newFixedThreadPool(2);
        try {
            EventBus bus = new EventBus(delivery);
            CountDownLatch release = new CountDownLatch(1);
            List<Long> got = new CopyOnWriteArrayList<>();
            CountDownLatch all = new CountDownLatch(3);
            bus.subscribe(e -> {
                awaitQuietly(release);
                got.add(e.timeMs());
                all.countDown();
            });

            for (int i = 1; i <= 3; i++) {
                bus.publish(event(i));
            }
            assertThat(got).as("published without waiting for the listener").isEmpty();
            release.countDown();

            assertThat(all.await(5, TimeUnit.SECONDS)).isTrue();
            assertThat(got).containsExactly(1L, 2L, 3L);
        } finally {
            delivery.shutdownNow();
        }
    }

    @Test
    void closedSubscriptionGetsNothingMore() {
        EventBus bus = new EventBus(Runnable::run);
        List<ControlEvent> got = new CopyOnWriteArrayList<>();
        Subscription s = bus.subscribe(got::add);
        bus.publish(event(1));

        s.close();
        bus.publish(event(2));

        assertThat(got).hasSize(1);
    }

    @Test
    void failingListenerDoesNotStopOthers() {
        EventBus bus = new EventBus(Runnable::run);
        List<ControlEvent> got = new CopyOnWriteArrayList<>();
        bus.subscribe(e -> {
            throw new IllegalStateException("boom");
        });
        bus.subscribe(got::add);

        bus.publish(event(1));

        assertThat(got).hasSize(1);
    }

    private static void awaitQuietly(CountDownLatch l) {
        try {
            l.await(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
