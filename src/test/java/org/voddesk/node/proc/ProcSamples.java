package org.voddesk.node.proc;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/** A real reply of {@code cat /proc/stat /proc/meminfo /proc/net/dev}, taken from a Debian 12 host. */
public final class ProcSamples {
    private ProcSamples() {
    }

    public static String sample() {
        try (InputStream in = ProcSamples.class.getResourceAsStream("proc-a.txt")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
