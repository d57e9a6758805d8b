package org.voddesk.bench;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class CoreSharesTest {
    @Test
    void threadsAreGroupedByNameWithoutTheirNumber() {
        assertThat(CoreShares.group("console/4242/bench-polls-17")).isEqualTo("console bench-polls");
        assertThat(CoreShares.group("nodes/77/sshd-DemoSshSer")).isEqualTo("nodes sshd-DemoSshSer");
        assertThat(CoreShares.group("console/12/GC Thread#1")).isEqualTo("console GC");
        assertThat(CoreShares.group("console/13/C2 CompilerThre")).isEqualTo("console JIT");
        assertThat(CoreShares.group("console/14/JavaFX Applicat")).isEqualTo("console JavaFX Applicat");
    }

    @Test
    void aSecondOfWorkOnThisThreadIsCountedInItsSecond() throws InterruptedException {
        try (CoreShares shares = CoreShares.start(-1)) {
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
}
