package org.voddesk.control.api;

/**
 * The settings of migration plans (ALGORITHMS.md §7): who may run a plan, and the gain planner's parameters
 * (the policies' {@code GainParams}, which check them where settings come in).
 *
 * @param automation         how far plans run without a supervisor
 * @param partialMaxPriority with {@link AutomationLevel#PARTIAL}: plans of priority 1 to this run by themselves (1-5)
 * @param relief             overload relief (plans of kind relief, priority 1): {@link ReHomingMode#AUTOMATIC} runs
 *                           them at once whatever the level, {@link ReHomingMode#PROPOSE} leaves them to the level
 * @param minMoveGain        the gain planner's least {@code lambda} gain per move (load points squared)
 * @param minPlanGain        its least {@code lambda} gain per plan
 * @param maxMoves           at most this many moves per plan
 */
public record PlanSettings(AutomationLevel automation, int partialMaxPriority, ReHomingMode relief,
                           double minMoveGain, double minPlanGain, int maxMoves) {
    public PlanSettings {
        if (automation == null) {
            throw new IllegalArgumentException("automation level is required (manual, partial or automatic)");
        }
        if (partialMaxPriority < 1 || partialMaxPriority > 5) {
            throw new IllegalArgumentException("the highest priority number partial automation runs must be 1-5, got "
                    + partialMaxPriority);
        }
        if (relief == null) {
            throw new IllegalArgumentException("overload relief mode is required (automatic or propose)");
        }
    }

    /** Whether the level lets a plan of this priority run by itself. */
    public boolean levelRuns(int priority) {
        return automation == AutomationLevel.AUTOMATIC
                || automation == AutomationLevel.PARTIAL && priority <= partialMaxPriority;
    }

    /** The level as the plan records it: {@code automatic}, {@code partial <= 2} or {@code manual}. */
    public String levelText() {
        return automation == AutomationLevel.PARTIAL ? "partial <= " + partialMaxPriority : automation.word();
    }

    public PlanSettings withAutomation(AutomationLevel level, int maxPriority) {
        return new PlanSettings(level, maxPriority, relief, minMoveGain, minPlanGain, maxMoves);
    }

    public PlanSettings withRelief(ReHomingMode mode) {
        return new PlanSettings(automation, partialMaxPriority, mode, minMoveGain, minPlanGain, maxMoves);
    }

    public PlanSettings withPlanner(double perMove, double perPlan, int moves) {
        return new PlanSettings(automation, partialMaxPriority, relief, perMove, perPlan, moves);
    }
}
