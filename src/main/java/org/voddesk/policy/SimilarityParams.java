package org.voddesk.policy;

/**
 * Parameters of the similarity-based least-load-first placement (Li &amp; Chen 2014 §4.1, ALGORITHMS.md §2).
 *
 * @param similarity the {@code f(x)} of eq. 5 ({@code Tmin}, {@code Tmax})
 * @param ld         {@code LD}: the largest allowed gap between a fit node's estimated load and the
 *                   cluster's least load (paper: 30)
 * @param variant    which instant of a running session FD compares (paper: its begin time)
 */
public record SimilarityParams(SimilarityFunction similarity, double ld, FdVariant variant) {
    /** The paper's values: {@code Tmin = 100 ms}, {@code Tmax = 10 s}, {@code LD = 30}, begin times. */
    public static final SimilarityParams DEFAULT =
            new SimilarityParams(SimilarityFunction.DEFAULT, 30, FdVariant.BEGIN_TIME);

    public SimilarityParams {
        if (similarity == null || variant == null) {
            throw new IllegalArgumentException("similarity function and FD variant are required");
        }
        if (!(ld >= 0 && ld <= 100)) {
            throw new IllegalArgumentException("LD must be a load difference in [0, 100], got " + ld);
        }
    }

    /** These parameters with another FD variant. */
    public SimilarityParams withVariant(FdVariant newVariant) {
        return new SimilarityParams(similarity, ld, newVariant);
    }
}
