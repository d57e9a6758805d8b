package org.voddesk.demo;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.voddesk.core.Quality;
import org.voddesk.core.RecordingSegment;

/**
 * The generated recording catalogue of the demo cluster: cameras {@code cam-001 .. cam-NNN}, each recorded
 * continuously in segments of fixed length (hourly by default), kept for a retention window (24 h by default).
 * The window slides with the clock like a real recorder's retention: at time {@code now} the catalogue holds the
 * complete segments that end at or before {@code floor(now, segment)} and start no earlier than
 * {@code floor(now, segment) - retention}. The segment being recorded is not yet listed (an agent lists only
 * closed files). All demo nodes read the same catalogue, as on a shared IPSAN (ALGORITHMS.md §8.1).
 */
public final class DemoCatalogue {
    /** Main stream bit rate of every camera, bits per second (ALGORITHMS.md §8.1: 2 Mb/s). */
    public static final long MAIN_BITRATE_BPS = 2_000_000;
    /** Sub stream bit rate of every camera, bits per second. */
    public static final long SUB_BITRATE_BPS = 512_000;

    private final List<String> cameraIds;
    private final long segmentMs;
    private final long retentionMs;

    /**
     * @param cameras   number of cameras, 1..999
     * @param segment   length of one recording segment
     * @param retention how far back recordings are kept; a whole number of segments
     */
    public DemoCatalogue(int cameras, Duration segment, Duration retention) {
        if (cameras < 1 || cameras > 999) {
            throw new IllegalArgumentException("cameras must be in 1..999, got " + cameras);
        }
        segmentMs = segment.toMillis();
        retentionMs = retention.toMillis();
        if (segmentMs <= 0 || retentionMs < segmentMs || retentionMs % segmentMs != 0) {
            throw new IllegalArgumentException("retention must be a positive multiple of the segment length, got "
                    + retention + " and " + segment);
        }
        List<String> ids = new ArrayList<>(cameras);
        for (int i = 1; i <= cameras; i++) {
            ids.add(String.format("cam-%03d", i));
        }
        cameraIds = List.copyOf(ids);
    }

    /** 80 cameras, hourly segments, 24 h retention. */
    public static DemoCatalogue standard() {
        return new DemoCatalogue(80, Duration.ofHours(1), Duration.ofHours(24));
    }

    public List<String> cameraIds() {
        return cameraIds;
    }

    public boolean hasCamera(String cameraId) {
        // ids are cam-NNN, so a lookup is a parse rather than a scan
        if (cameraId == null || !cameraId.matches("cam-\\d{3}")) {
            return false;
        }
        int n = Integer.parseInt(cameraId.substring(4));
        return n >= 1 && n <= cameraIds.size();
    }

    /** The bit rate of a camera's stream of the given quality, bits per second. */
    public long bitrate(Quality quality) {
        return quality == Quality.MAIN ? MAIN_BITRATE_BPS : SUB_BITRATE_BPS;
    }

    /** End of the recorded material at {@code nowMs}: the start of the segment still being recorded. */
    public long recordedEnd(long nowMs) {
        return Math.floorDiv(nowMs, segmentMs) * segmentMs;
    }

    /** Start of the oldest segment still kept at {@code nowMs}. */
    public long recordedStart(long nowMs) {
        return recordedEnd(nowMs) - retentionMs;
    }

    /** Start of the segment that holds {@code timeMs} (whether or not it is still kept). */
    public long segmentStart(long timeMs) {
        return Math.floorDiv(timeMs, segmentMs) * segmentMs;
    }

    /** The kept segment of a camera that holds {@code timeMs}, if the camera exists and the time is recorded. */
    public Optional<RecordingSegment> segmentAt(String cameraId, long timeMs, long nowMs) {
        if (!hasCamera(cameraId) || timeMs < recordedStart(nowMs) || timeMs >= recordedEnd(nowMs)) {
            return Optional.empty();
        }
        long start = segmentStart(timeMs);
        return Optional.of(new RecordingSegment(cameraId, start, start + segmentMs, MAIN_BITRATE_BPS));
    }

    /** Every kept segment of every camera at {@code nowMs}, by camera then time. */
    public List<RecordingSegment> recordings(long nowMs) {
        long from = recordedStart(nowMs);
        long to = recordedEnd(nowMs);
        List<RecordingSegment> result = new ArrayList<>((int) (cameraIds.size() * (retentionMs / segmentMs)));
        for (String camera : cameraIds) {
            for (long start = from; start < to; start += segmentMs) {
                result.add(new RecordingSegment(camera, start, start + segmentMs, MAIN_BITRATE_BPS));
            }
        }
        return result;
    }
}
