package org.voddesk.bench;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class CoreSharesTest {
    @Test
    void threadsAreGroupedByNameWithoutTheirNumber() {
        assertThat(CoreShares.group("console/4242/bench-polls-17")).isEqualTo("console bench-polls");
        assertThat(CoreShares.group("nodes/77/sshd-DemoSshSer")).isEqualTo("nodes sshd-DemoSshSer");
        assertThat(CoreShares.group("console/12/GC Thread#1")).isEqualTo("console GC");
        assertThat(CoreShares.group("console/13/C2 CompilerThre")).isEqualTo("console JIT");
        assertThat(CoreShares.group("console/14/JavaFX Applicat")).isEqualTo("console JavaFX Applicat");
    }

    @ParameterizedTest(name = "sampled every 100 ms: {0}")
    @ValueSource(booleans = {false, true})
    void aSecondOfWorkOnThisThreadIsCountedInItsSecond(boolean gaps) throws InterruptedException {
        try (CoreShares shares = CoreShares.start(-1, gaps)) {
            long end = System.nanoTime() + 1_300_000_000L;
            long spins = 0;
            while (System.nanoTime() < end) {
                spins++;
            }
            long wait = System.nanoTime() + 10_000_000_000L; // the sampler may be late on a busy machine
            while (shares.firstSeconds(1).isEmpty() && System.nanoTime() < wait) {
                Thread.sleep(50);
            }
            String first = shares.firstSeconds(1).get(0);
            java.util.regex.Matcher all = java.util.regex.Pattern.compile("all threads ran (\\d+) ms").matcher(first);
            assertThat(all.find()).as(first).isTrue();
            assertThat(Long.parseLong(all.group(1))).as("spins %d", spins).isGreaterThan(500);
            assertThat(first).contains("FX thread ran 0 ms"); // no FX platform in this test
        }
    }

    @Test
    void aGapIsToldByWhatTheThreadsDidAroundIt() throws Exception {
        try (CoreShares shares = CoreShares.start(-1, true)) {
            Thread.sleep(300); // samples before the gap
            long[] gap = new long[2];
            java.util.concurrent.CountDownLatch spun = new java.util.concurrent.CountDownLatch(1);
            java.util.concurrent.CountDownLatch told = new java.util.concurrent.CountDownLatch(1);
            Thread spinner = new Thread(() -> {
                gap[0] = System.nanoTime();
                while (System.nanoTime() < gap[0] + 400_000_000L) {
                    Thread.onSpinWait();
                }
                gap[1] = System.nanoTime();
                spun.countDown();
                try {
                    told.await(); // a thread that has ended is no longer in /proc to be sampled
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }, "spinner-1");
            spinner.start();
            spun.await();
            shares.explainGap(gap[0], gap[1]);
            long wait = System.nanoTime() + 10_000_000_000L; // the sampler may be late on a busy machine
            while (shares.gapLines().isEmpty() && System.nanoTime() < wait) {
                Thread.sleep(50);
            }

            told.countDown();
            assertThat(shares.gapLines()).hasSize(1);
            String line = shares.gapLines().get(0);
            java.util.regex.Matcher ran = java.util.regex.Pattern.compile("console spinner (\\d+)").matcher(line);
            assertThat(ran.find()).as(line).isTrue();
            assertThat(Long.parseLong(ran.group(1))).as(line).isGreaterThan(200);
            assertThat(line).contains("(400 ms)").contains("FX thread ran 0 ms");
        }
    }

    @Test
    void gapsAreNotToldWhenSampledEverySecond() throws Exception {
        try (CoreShares shares = CoreShares.start(-1, false)) {
            shares.explainGap(System.nanoTime() - 200_000_000L, System.nanoTime());
            Thread.sleep(1_200);
            assertThat(shares.gapLines()).isEmpty();
        }
    }
}
