package org.voddesk.node.sshd;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * A node's HLS playlist on disk with the segments it lists: how many, how long, and the bit rate they carry on the
 * wire (their bytes, MPEG-TS overhead included, over the seconds the playlist gives them).
 *
 * @param seconds the listed segments' durations added up
 * @param bytes   the listed segments' sizes added up
 * @param count   segments listed
 */
record HlsPlaylist(double seconds, long bytes, int count) {

    /** Reads {@code playlist} and the segment files beside it. */
    static HlsPlaylist read(Path playlist) throws IOException {
        List<String> lines = Files.readAllLines(playlist);
        double seconds = 0;
        long bytes = 0;
        int count = 0;
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            if (line.startsWith("#EXTINF:") && i + 1 < lines.size()) {
                seconds += Double.parseDouble(line.substring("#EXTINF:".length(), line.indexOf(',')));
                bytes += Files.size(playlist.resolveSibling(lines.get(i + 1).trim()));
                count++;
            }
        }
        return new HlsPlaylist(seconds, bytes, count);
    }

    /** Segments {@code playlist} lists now, 0 while it does not exist yet. */
    static int segmentsIn(Path playlist) {
        try {
            return Files.exists(playlist) ? read(playlist).count() : 0;
        } catch (IOException e) {
            return 0; // being rewritten by ffmpeg: read again
        }
    }

    double bitsPerSecond() {
        return 8.0 * bytes / seconds;
    }
}
