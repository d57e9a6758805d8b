package org.voddesk.demo;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.EnumMap;
import java.util.Map;
import org.voddesk.core.Quality;

/**
 * The demo's video: one minute of picture as sixty 1-second MPEG-TS segments of H.264 per quality, made once with
 * ffmpeg by {@code sample-data/make-demo-video.sh} and shipped as resources ({@code /demo-video/main/NN.ts},
 * {@code /demo-video/sub/NN.ts}). Segment {@code NN} shows second {@code NN} of a minute in large figures. Read once
 * and held in memory (about 750 KB); immutable.
 */
public final class DemoVideo {
    /** Segments per quality: one per second of a minute. */
    public static final int SECONDS = 60;
    /** Picture size of the main rendition. */
    public static final int MAIN_WIDTH = 1280;
    public static final int MAIN_HEIGHT = 720;
    /** Picture size of the sub rendition (a sub stream is at most 640x360). */
    public static final int SUB_WIDTH = 640;
    public static final int SUB_HEIGHT = 360;

    private final Map<Quality, byte[][]> segments;

    private DemoVideo(Map<Quality, byte[][]> segments) {
        this.segments = segments;
    }

    /**
     * Reads the segments from the class path.
     *
     * @throws UncheckedIOException when one is missing or unreadable (a broken build)
     */
    public static DemoVideo load() {
        Map<Quality, byte[][]> all = new EnumMap<>(Quality.class);
        for (Quality quality : Quality.values()) {
            byte[][] seconds = new byte[SECONDS][];
            for (int s = 0; s < SECONDS; s++) {
                seconds[s] = read(resource(quality, s));
            }
            all.put(quality, seconds);
        }
        return new DemoVideo(all);
    }

    /** The segment that shows {@code second} (0-59) of a minute in {@code quality}. Callers must not change it. */
    byte[] segment(Quality quality, int second) {
        return segments.get(quality)[second];
    }

    private static String resource(Quality quality, int second) {
        return String.format("/demo-video/%s/%02d.ts", quality.wireName(), second);
    }

    private static byte[] read(String name) {
        try (InputStream in = DemoVideo.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new UncheckedIOException(new IOException("the demo video segment " + name
                        + " is missing from the class path (sample-data/make-demo-video.sh makes it)"));
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the demo video segment " + name, e);
        }
    }
}
