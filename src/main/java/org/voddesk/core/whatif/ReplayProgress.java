package org.voddesk.core.whatif;

/**
 * How far a replay has come, reported as it goes (on the replaying thread).
 *
 * @param fraction the share of the work done, in [0, 1]
 * @param stage    what the replay is doing
 * @param policy   the policy being replayed, {@code null} while the stage has none
 * @param run      the run being replayed, from 1; 0 while the stage has none
 * @param runs     runs per policy
 */
public record ReplayProgress(double fraction, Stage stage, ReplayPolicy policy, int run, int runs) {
    /** The stages of a replay. */
    public enum Stage {
        /** Replaying the policy in force, to compare it with the recorded day. */
        CALIBRATING,
        /** Replaying a policy of the comparison. */
        REPLAYING,
        /** Every run is done; the report is being put together. */
        DONE
    }

    public ReplayProgress {
        if (!(fraction >= 0 && fraction <= 1) || stage == null) {
            throw new IllegalArgumentException("progress needs a fraction in [0, 1] and a stage, got " + fraction);
        }
    }

    /**
     * The progress in plain English ({@code replaying similarity-rem, run 2 of 3}), for a log or a command line; a
     * screen builds its own words from the components.
     */
    public String phrase() {
        return switch (stage) {
            case CALIBRATING -> "calibrating: " + policyRun();
            case REPLAYING -> "replaying " + policyRun();
            case DONE -> "done";
        };
    }

    private String policyRun() {
        String name = policy == null ? "the day" : policy.label();
        return runs > 1 ? name + ", run " + run + " of " + runs : name;
    }
}
