package org.voddesk.policy;

/**
 * A node's grade changed (Zhao, Zhou, Jin 2015: active feedback; ALGORITHMS.md §6).
 *
 * @param nodeName      the node
 * @param previousGrade its grade before, or 0 when it had none (first graded report)
 * @param grade         its new grade, 1-5
 * @param load          the load that gave the new grade
 */
public record GradeChange(String nodeName, int previousGrade, int grade, double load) {
    public GradeChange {
        if (grade < 1 || grade > GradeBands.THRESHOLD || previousGrade < 0 || previousGrade > GradeBands.THRESHOLD
                || previousGrade == grade) {
            throw new IllegalArgumentException("a grade change needs two different grades in 1-5 (0 = none before), got "
                    + previousGrade + " -> " + grade);
        }
    }

    /** Whether the node has reached the threshold grade and takes no new work. */
    public boolean reachedThreshold() {
        return grade == GradeBands.THRESHOLD;
    }
}
