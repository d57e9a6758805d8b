package org.voddesk.demo;

/** The text of {@code /proc/stat}, {@code /proc/meminfo} and {@code /proc/net/dev} of a node at one instant. */
public record ProcFiles(String stat, String meminfo, String netDev) {
    /** The content of one of the three files, or {@code null} for any other path. */
    public String file(String path) {
        return switch (path) {
            case "/proc/stat" -> stat;
            case "/proc/meminfo" -> meminfo;
            case "/proc/net/dev" -> netDev;
            default -> null;
        };
    }
}
