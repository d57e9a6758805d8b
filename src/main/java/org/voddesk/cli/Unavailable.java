package org.voddesk.cli;

/**
 * Thrown by a command whose capability this build does not have yet; it ends with exit code 1 and says so
 * plainly instead of printing anything made up.
 */
final class Unavailable extends RuntimeException {
    Unavailable(String command) {
        super("'" + command + "' is not available in this build of VodDesk yet");
    }
}
