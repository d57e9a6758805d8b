package org.voddesk.cli.sample;

import java.util.HashMap;
import java.util.Map;
import java.util.SplittableRandom;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.Control;
import org.voddesk.control.api.Principal;
import org.voddesk.core.Alarm;
import org.voddesk.core.MoveRecord;
import org.voddesk.core.MoveState;

/**
 * The supervisor on duty over the sample day, once a minute: looks at each new pending migration plan 1 to 4
 * minutes after it appears and approves it (7 in 10), rejects it (2 in 10) or lets it expire; acknowledges each open
 * alarm 3 to 12 minutes after it opened. Everything goes through {@link Control}, as from the console.
 */
final class Supervisor {
    private final Control control;
    private final Principal supervisor;
    private final SplittableRandom random;
    private final Map<Long, Long> lookAt = new HashMap<>();
    private final Map<Long, Long> ackAt = new HashMap<>();

    Supervisor(Control control, Principal supervisor, SplittableRandom random) {
        this.control = control;
        this.supervisor = supervisor;
        this.random = random;
    }

    void step(long nowMs) {
        for (MoveRecord p : control.snapshot().moves()) {
            if (p.state() != MoveState.PENDING) {
                continue;
            }
            long when = lookAt.computeIfAbsent(p.id(), id -> nowMs + 60_000L * (1 + random.nextInt(4)));
            if (when <= nowMs && lookAt.put(p.id(), Long.MAX_VALUE) != Long.MAX_VALUE) {
                decide(p);
            }
        }
        CommandResult<java.util.List<Alarm>> open = control.alarms().open(supervisor);
        if (!open.ok()) {
            return;
        }
        for (Alarm a : open.value()) {
            if (a.acknowledged()) {
                continue;
            }
            long when = ackAt.computeIfAbsent(a.id(), id -> a.firstSeenMs() + 60_000L * (3 + random.nextInt(10)));
            if (when <= nowMs) {
                control.alarms().acknowledge(supervisor, a.id(), "seen; " + note(a.kind()));
                ackAt.put(a.id(), Long.MAX_VALUE);
            }
        }
    }

    private void decide(MoveRecord p) {
        double u = random.nextDouble();
        if (u < 0.7) {
            control.plans().approveMove(supervisor, p.id());
        } else if (u < 0.9) {
            control.plans().rejectMove(supervisor, p.id(), "operators are reviewing an incident on these cameras");
        }
    }

    private static String note(String kind) {
        return kind.startsWith("node.") ? "server team informed" : "watching it";
    }
}
