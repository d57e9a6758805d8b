package org.voddesk.policy;

/**
 * The five load grades of Zhao, Zhou, Jin 2015 (ALGORITHMS.md §6). The paper grades {@code k1*CPU + k2*MEM +
 * k3*DISK}; a {@code LoadSample} has no disk figure, so we grade the node's eq. 1 load (Li &amp; Chen 2014), whose
 * network term stands for the disk-to-network streaming work the paper's DISK term measured. Grade {@code g}
 * (1-3) covers loads below {@code top_g}; grade 4 covers up to and including {@code top4}; above it is grade 5,
 * the threshold: the node takes no new work.
 *
 * @param top1 first load not in grade 1
 * @param top2 first load not in grade 2
 * @param top3 first load not in grade 3
 * @param top4 highest load of grade 4
 */
public record GradeBands(double top1, double top2, double top3, double top4) {
    /** The threshold grade: a node there takes no new work. */
    public static final int THRESHOLD = 5;
    /**
     * Bands aligned with the Li &amp; Chen states: grades 1-2 are light ({@code < Loadmin = 50}), 3-4 fit, grade 5
     * overloaded ({@code > Loadmax = 95}).
     */
    public static final GradeBands DEFAULT = new GradeBands(25, 50, 75, 95);

    public GradeBands {
        if (!(0 < top1 && top1 < top2 && top2 < top3 && top3 < top4 && top4 <= 100)) {
            throw new IllegalArgumentException("grade bands must rise within (0, 100], got " + top1 + ", " + top2
                    + ", " + top3 + ", " + top4);
        }
    }

    /** The grade (1-5) of a node load. */
    public int grade(double load) {
        if (load < top1) {
            return 1;
        }
        if (load < top2) {
            return 2;
        }
        if (load < top3) {
            return 3;
        }
        return load <= top4 ? 4 : THRESHOLD;
    }
}
