package org.voddesk.control.loop;

import java.time.Clock;
import java.time.Duration;
import java.util.function.LongFunction;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.voddesk.control.api.Principal;
import org.voddesk.control.state.Audit;
import org.voddesk.store.RetentionResult;
import org.voddesk.store.StoreException;

/**
 * Runs the samples' retention (docs/architecture-store.md, "Retention") from the control loop: at the end of the
 * first round after a start and then once a day; a run that stopped at its window budget goes on, one bounded run
 * per round, until it has caught up. Each run is logged and audited ({@code retention.run}). Loop thread only.
 */
public final class RetentionSchedule {
    /** How often retention runs once it has caught up. */
    public static final Duration EVERY = Duration.ofDays(1);
    private static final Logger LOG = LoggerFactory.getLogger(RetentionSchedule.class);

    private final LongFunction<RetentionResult> run;
    private final Clock clock;
    private final Audit audit;
    private long lastStartMs = Long.MIN_VALUE;
    private boolean behind;

    /** @param run one bounded retention run at a time ({@code store.retention()::run}) */
    public RetentionSchedule(LongFunction<RetentionResult> run, Clock clock, Audit audit) {
        this.run = run;
        this.clock = clock;
        this.audit = audit;
    }

    /** The end of a round: runs retention when it is due. */
    public void roundEnded() {
        long now = clock.millis();
        if (!due(now)) {
            return;
        }
        if (!behind) {
            lastStartMs = now;
        }
        RetentionResult r;
        try {
            r = run.apply(now);
        } catch (StoreException e) {
            LOG.error("retention failed; it is tried again in {}", EVERY, e);
            behind = false;
            return;
        }
        behind = !r.caughtUp();
        String detail = r.windows() + " windows thinned, " + r.deleted() + " sample rows removed"
                + (behind ? "; not caught up, it goes on next round" : "");
        LOG.info("retention: {}", detail);
        try {
            audit.log(now, Principal.SYSTEM, "retention.run", "samples", detail);
        } catch (StoreException e) {
            LOG.error("retention ran ({}) but its audit line was not written", detail, e);
        }
    }

    /** Whether a run is due at {@code now}: never run since the start, a day since the last began, or behind. */
    boolean due(long now) {
        return behind || lastStartMs == Long.MIN_VALUE || now - lastStartMs >= EVERY.toMillis();
    }
}
