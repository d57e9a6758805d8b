package org.voddesk.demo;

/**
 * What one exec request produces on a simulated node: standard output, standard error and the exit status,
 * as a shell would.
 */
record ExecResult(String stdout, String stderr, int exitStatus) {
    static ExecResult ok(String stdout) {
        return new ExecResult(stdout, "", 0);
    }

    static ExecResult failed(int status, String stderr) {
        return new ExecResult("", stderr, status);
    }
}
