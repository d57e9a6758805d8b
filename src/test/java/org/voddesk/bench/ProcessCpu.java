package org.voddesk.bench;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;

/** CPU time and memory of a process, this JVM's or another's (Linux). */
final class ProcessCpu {
    private ProcessCpu() {
    }

    /**
     * The CPU time process {@code pid} has used, all its threads, user and system ({@link ProcessHandle.Info}: on Linux
     * {@code /proc/PID/stat}, in clock ticks of 10 ms); 0 when it is gone.
     */
    static long nanos(long pid) {
        return ProcessHandle.of(pid).flatMap(h -> h.info().totalCpuDuration()).map(Duration::toNanos).orElse(0L);
    }

    /** This JVM's CPU time ({@code com.sun.management.OperatingSystemMXBean#getProcessCpuTime}). */
    static long ownNanos() {
        return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean())
                .getProcessCpuTime();
    }

    /** The resident memory of process {@code pid} in MiB ({@code VmRSS} of {@code /proc/PID/status}); -1 unknown. */
    static long residentMib(long pid) {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/" + pid + "/status"))) {
                if (line.startsWith("VmRSS:")) {
                    return Long.parseLong(line.replaceAll("\\D", "")) >> 10;
                }
            }
        } catch (IOException | RuntimeException e) {
            return -1;
        }
        return -1;
    }

    /** The machine's load average over 1, 5 and 15 minutes ({@code /proc/loadavg}). */
    static String loadAverage() {
        try {
            String[] f = Files.readString(Path.of("/proc/loadavg")).trim().split(" ");
            return f[0] + ", " + f[1] + ", " + f[2];
        } catch (IOException | RuntimeException e) {
            return "not readable here";
        }
    }
}
