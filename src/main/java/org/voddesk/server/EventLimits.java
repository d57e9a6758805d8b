package org.voddesk.server;

import java.time.Duration;

/**
 * How much of the event stream the server holds.
 *
 * @param windowEvents  the window keeps at most this many of the latest events for a console back after a cut
 * @param windowAge     and none older than this
 * @param windowBytes   and events of at most this many bytes in all (besides the latest snapshot)
 * @param streamEvents  a console's stream holds at most this many events it has not taken yet (besides one snapshot,
 *                      the latest: older ones are dropped); more, and its stream ends so that it subscribes again
 * @param streamBytes   and events of at most this many bytes
 * @param snapshotDelay a snapshot the control published after a change is sent this long after the change's event
 * @param snapshotGap   and at least this long after the snapshot message before it (a burst of commands costs the
 *                      consoles a snapshot every gap, not one per command)
 */
record EventLimits(int windowEvents, Duration windowAge, long windowBytes, int streamEvents, long streamBytes,
                   Duration snapshotDelay, Duration snapshotGap) {
    /** 10,000 events or 2 minutes (at most 32 MiB); 2,000 events (8 MiB) behind per console; 200 ms, 500 ms apart. */
    static final EventLimits DEFAULT = new EventLimits(10_000, Duration.ofMinutes(2), 32L << 20, 2_000, 8L << 20,
            Duration.ofMillis(200), Duration.ofMillis(500));

    EventLimits {
        if (windowEvents < 1 || streamEvents < 1 || windowBytes < 1 || streamBytes < 1) {
            throw new IllegalArgumentException("the event limits must be positive");
        }
        if (windowAge == null || windowAge.isNegative() || snapshotDelay == null || snapshotDelay.isNegative()
                || snapshotGap == null || snapshotGap.isNegative()) {
            throw new IllegalArgumentException("the event window's age and the snapshot delay and gap must be >= 0");
        }
    }
}
