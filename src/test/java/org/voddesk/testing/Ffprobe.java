package org.voddesk.testing;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * Runs the machine's {@code ffprobe} on a stream (a file or an {@code http://} URL) and reads its first video
 * stream. Tests that need it skip, naming the package, where ffprobe is not installed.
 */
public final class Ffprobe {
    public static final Path FFPROBE = Path.of("/usr/bin/ffprobe");

    private Ffprobe() {
    }

    /** The codec and size of a stream's first video stream, as ffprobe reads them. */
    public record Video(String codec, int width, int height) {
    }

    /** Skips the calling test where ffprobe is missing. */
    public static void assumeAvailable() {
        assumeTrue(Files.isExecutable(FFPROBE), "ffprobe is not installed (apt-get install ffmpeg); the ffprobe "
                + "tests are skipped");
    }

    /** Probes {@code target}; fails with ffprobe's own words when it cannot read it within 30 s. */
    public static Video video(String target) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(FFPROBE.toString(), "-v", "error", "-select_streams", "v:0", "-show_entries",
                "stream=codec_name,width,height", "-of", "default=noprint_wrappers=1", target)
                .redirectErrorStream(true).start();
        String out;
        try {
            out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        } finally {
            if (!p.waitFor(30, TimeUnit.SECONDS)) {
                p.destroyForcibly();
            }
        }
        Map<String, String> fields = new HashMap<>();
        out.lines().filter(l -> l.contains("=")).forEach(l -> fields.putIfAbsent(l.substring(0, l.indexOf('=')),
                l.substring(l.indexOf('=') + 1)));
        if (p.exitValue() != 0 || !fields.containsKey("codec_name") || !fields.containsKey("height")) {
            throw new AssertionError("ffprobe could not read a video stream in " + target + ": " + out);
        }
        return new Video(fields.get("codec_name"), Integer.parseInt(fields.get("width")),
                Integer.parseInt(fields.get("height")));
    }
}
