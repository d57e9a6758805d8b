package org.voddesk.node;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.voddesk.core.NodeHealth;

class HealthTrackerTest {
    @Test
    void replyMakesANodeOk() {
        assertThat(new HealthTracker(3).replied()).isEqualTo(NodeHealth.OK);
    }

    @Test
    void garbledReplyMakesItDegraded() {
        assertThat(new HealthTracker(3).garbled()).isEqualTo(NodeHealth.DEGRADED);
    }

    @Test
    void silenceBelowTheLimitIsUnreachable() {
        HealthTracker t = new HealthTracker(3);
        t.silent();
        assertThat(t.silent()).isEqualTo(NodeHealth.UNREACHABLE);
    }

    @Test
    void silenceReachingTheLimitIsFailed() {
        HealthTracker t = new HealthTracker(3);
        t.silent();
        t.silent();
        assertThat(t.silent()).isEqualTo(NodeHealth.FAILED);
    }

    @Test
    void garbledReplyEndsTheUnreachableStreak() {
        HealthTracker t = new HealthTracker(2);
        t.silent();
        t.garbled();
        assertThat(t.silent()).isEqualTo(NodeHealth.UNREACHABLE);
    }

    @Test
    void replyAfterFailureIsOkAgain() {
        HealthTracker t = new HealthTracker(1);
        t.silent();
        assertThat(t.replied()).isEqualTo(NodeHealth.OK);
        assertThat(t.unreachableStreak()).isZero();
    }

    @Test
    void limitBelowOneIsRefused() {
        assertThatThrownBy(() -> new HealthTracker(0)).isInstanceOf(IllegalArgumentException.class);
    }
}
