package org.voddesk.core.whatif;

import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

/**
 * Replays a recorded day under policy pairs in the simulator, with the very policy code the console runs, and
 * calibrates the replay of the policy in force against what really happened. The simulator implements it; the
 * start-up wiring hands it to whoever offers replays (the command line, the console's Reports screen).
 *
 * <p>A replay is CPU work of seconds to minutes: call it on a background thread, never on a screen's thread. An
 * implementation is stateless between calls and may serve several calls at once.
 */
public interface Replayer {
    /**
     * Replays {@code request.trace()} under the policy in force and every other policy of the request, each
     * {@code request.runs()} times, and returns the report. The same request gives the same report.
     *
     * @param request   what to replay
     * @param progress  told how far the replay has come, on the calling thread, at least once per run
     * @param cancelled asked often (at least every simulated minute of a run); when it answers {@code true} the replay
     *                  stops
     * @throws java.util.concurrent.CancellationException when {@code cancelled} said so; nothing of the replay is kept
     * @throws IllegalArgumentException                    when a policy of the request is unknown (the message names the known ones)
     */
    ReplayReport replay(ReplayRequest request, Consumer<ReplayProgress> progress, BooleanSupplier cancelled);

    /**
     * The policy pair a name stands for: {@code <placement>}, {@code <placement>-<planner>} (as {@code voddesk
     * simulate} names them: {@code similarity-rem}) or {@code <placement>+<planner>}.
     *
     * @throws IllegalArgumentException naming the known placement policies and planners, when the name is unknown
     */
    ReplayPolicy policy(String name);

    /**
     * The policies a replay compares when none are chosen: the policy in force, the console's default pair, the
     * papers' pair (similarity + REM) and least-load, each once, in that order.
     */
    List<ReplayPolicy> standardComparison(ReplayPolicy inForce);

    /** The placement policy names a replay accepts, in the registry's order. */
    List<String> placementNames();

    /** The migration planner names a replay accepts, in the registry's order. */
    List<String> plannerNames();
}
