package org.voddesk.demo;

/**
 * The live HLS media playlist of a demo session: one 1-second segment per wall-clock second since the session
 * started (its media sequence number, the slot), each showing the second of a minute that the session's recorded
 * time has reached at the slot's start. So the figures in the picture move at the session's rate: at 2x every
 * other second is shown, at 0.5x each second twice. A slot whose picture does not follow the previous one (a rate
 * other than 1, a minute turning over) is marked {@code #EXT-X-DISCONTINUITY}: its segment's timestamps restart.
 * A slot's picture comes from the session's present anchor, so after a rate change slots before it are computed at
 * the new rate; the listed window (the last {@link #WINDOW} seconds) is already played by then.
 */
final class DemoPlaylist {
    /** Segments the playlist lists: the last four seconds. */
    static final int WINDOW = 4;
    /** A slot's and a segment's length (the {@code #EXTINF} of every segment). */
    static final long SLOT_MS = 1000;

    private DemoPlaylist() {
    }

    /** The slot playing at {@code nowMs}: whole seconds since the session started. */
    static long currentSlot(DemoSession session, long nowMs) {
        return Math.max(0, (nowMs - session.startedAtMs()) / SLOT_MS);
    }

    /** The second of a minute (0-59) that slot {@code slot} shows: the recorded time's seconds at its start. */
    static int secondShown(DemoSession session, long slot) {
        long position = session.positionAt(session.startedAtMs() + slot * SLOT_MS);
        return (int) Math.floorMod(Math.floorDiv(position, 1000L), (long) DemoVideo.SECONDS);
    }

    /** Whether slot {@code slot}'s segment does not continue the one before it. */
    static boolean discontinuityBefore(DemoSession session, long slot) {
        return slot > 0 && secondShown(session, slot) != secondShown(session, slot - 1) + 1;
    }

    /** The playlist at {@code nowMs}: the last {@link #WINDOW} slots, segment {@code <slot>.ts} each. */
    static String text(DemoSession session, long nowMs) {
        long last = currentSlot(session, nowMs);
        long first = Math.max(0, last - WINDOW + 1);
        StringBuilder out = new StringBuilder(256)
                .append("#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:1\n")
                .append("#EXT-X-MEDIA-SEQUENCE:").append(first).append('\n')
                .append("#EXT-X-DISCONTINUITY-SEQUENCE:").append(discontinuitiesBefore(session, first)).append('\n');
        for (long slot = first; slot <= last; slot++) {
            if (slot > first && discontinuityBefore(session, slot)) {
                out.append("#EXT-X-DISCONTINUITY\n");
            }
            out.append("#EXTINF:1.000,\n").append(slot).append(".ts\n");
        }
        return out.toString();
    }

    /**
     * Discontinuities at slots 1..{@code slot}: the discontinuity sequence number of slot {@code slot}, which the
     * playlist gives when it starts there (so no tag is written above its first segment).
     */
    private static long discontinuitiesBefore(DemoSession session, long slot) {
        long count = 0;
        for (long s = 1; s <= slot; s++) {
            if (discontinuityBefore(session, s)) {
                count++;
            }
        }
        return count;
    }
}
