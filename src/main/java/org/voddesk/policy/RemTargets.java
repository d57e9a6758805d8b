package org.voddesk.policy;

import org.voddesk.core.Session;

/**
 * The target sets of one REM step (ALGORITHMS.md §3 step 2): {@code A}, the low-load nodes (estimated load below
 * {@code sigma}) that may receive, and {@code B}, those of {@code A} serving the session's camera, each with the
 * session's FD there. {@link #next()} applies steps 3-4; {@link #remove} is step 5's removal from both sets.
 */
final class RemTargets {
    private final RemPass pass;
    private final int[] nodes;
    private final double[] fd;
    private final boolean[] serving;
    private final boolean[] removed;
    private final int count;
    private int servingLeft;

    private RemTargets(RemPass pass, int[] nodes, double[] fd, boolean[] serving, int count, int servingCount) {
        this.pass = pass;
        this.nodes = nodes;
        this.fd = fd;
        this.serving = serving;
        this.removed = new boolean[count];
        this.count = count;
        this.servingLeft = servingCount;
    }

    /** Step 2: {@code A} and {@code B} for moving {@code session} off {@code source}. */
    static RemTargets lowLoad(RemPass pass, int source, double sigma, Session session, RemParams params) {
        int n = pass.load.length;
        int[] nodes = new int[n];
        double[] fd = new double[n];
        boolean[] serving = new boolean[n];
        int count = 0;
        int servingCount = 0;
        for (int i = 0; i < n; i++) {
            if (i == source || !(pass.load[i] < sigma) || !pass.mayReceive(i)) {
                continue;
            }
            nodes[count] = i;
            double fdHere = pass.targetFdOrMinusOne(i, session, params);
            if (fdHere >= 0) {
                serving[count] = true;
                fd[count] = fdHere;
                servingCount++;
            }
            count++;
        }
        return new RemTargets(pass, nodes, fd, serving, count, servingCount);
    }

    /**
     * Steps 3-4: while {@code B} has members, its member with the largest FD (ties: lower load, then view order);
     * then the least-loaded member of {@code A} (ties: view order); -1 when {@code A} is empty.
     */
    int next() {
        int best = -1;
        boolean fromB = servingLeft > 0;
        for (int k = 0; k < count; k++) {
            if (removed[k] || (fromB && !serving[k])) {
                continue;
            }
            if (best < 0 || (fromB && fd[k] > fd[best])
                    || ((!fromB || fd[k] == fd[best]) && pass.load[nodes[k]] < pass.load[nodes[best]])) {
                best = k;
            }
        }
        return best;
    }

    /** Step 5: removes a candidate from {@code A} (and {@code B}). */
    void remove(int k) {
        removed[k] = true;
        if (serving[k]) {
            servingLeft--;
        }
    }

    int node(int k) {
        return nodes[k];
    }

    boolean isServing(int k) {
        return serving[k];
    }

    /** The session's FD on candidate {@code k} (0 when it does not serve the camera). */
    double fd(int k) {
        return fd[k];
    }

    int size() {
        return count;
    }
}
