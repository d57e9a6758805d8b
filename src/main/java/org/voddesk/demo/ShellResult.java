package org.voddesk.demo;

/**
 * What one exec request produces on a simulated node: standard output, standard error and the exit status,
 * as a shell would.
 */
record ShellResult(String stdout, String stderr, int exitStatus) {
    static ShellResult ok(String stdout) {
        return new ShellResult(stdout, "", 0);
    }

    static ShellResult failed(int status, String stderr) {
        return new ShellResult("", stderr, status);
    }
}
