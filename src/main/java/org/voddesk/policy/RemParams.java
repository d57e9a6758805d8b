package org.voddesk.policy;

/**
 * Parameters of the cache-aware REM migration (Li &amp; Chen 2014 §4.2 eq. 7; Zhao &amp; Kuo 2005;
 * ALGORITHMS.md §3). {@code Loadmin} and {@code Loadmax} come from the view's load model.
 *
 * @param pMax       the probability at {@code Loadmax} (paper: 0.8)
 * @param similarity the {@code f(x)} used for the FD of sessions
 * @param variant    which instant of a session FD compares
 */
public record RemParams(double pMax, SimilarityFunction similarity, FdVariant variant) {
    /** The paper's values: {@code Pmax = 0.8}, {@code Tmin = 100 ms}, {@code Tmax = 10 s}, begin times. */
    public static final RemParams DEFAULT = new RemParams(0.8, SimilarityFunction.DEFAULT, FdVariant.BEGIN_TIME);

    public RemParams {
        if (!(pMax >= 0 && pMax <= 1)) {
            throw new IllegalArgumentException("Pmax must be a probability in [0, 1], got " + pMax);
        }
        if (similarity == null || variant == null) {
            throw new IllegalArgumentException("similarity function and FD variant are required");
        }
    }
}
