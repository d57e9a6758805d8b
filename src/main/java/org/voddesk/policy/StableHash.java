package org.voddesk.policy;

/**
 * 64-bit hashes that are the same on every JVM and every run (unlike {@code String.hashCode} spread by a
 * {@code HashMap}, or identity hashes): FNV-1a over the UTF-16 code units, finished with MurmurHash3's
 * {@code fmix64} so that similar names land far apart on the ring.
 */
final class StableHash {
    private static final long FNV_OFFSET = 0xcbf29ce484222325L;
    private static final long FNV_PRIME = 0x100000001b3L;
    private static final long GOLDEN = 0x9E3779B97F4A7C15L;

    private StableHash() {
    }

    static long of(String text) {
        long h = FNV_OFFSET;
        for (int i = 0; i < text.length(); i++) {
            h ^= text.charAt(i);
            h *= FNV_PRIME;
        }
        return fmix64(h);
    }

    /** The ring position of virtual point {@code replica} of node {@code name}. */
    static long point(String name, int replica) {
        return fmix64(of(name) + GOLDEN * (replica + 1L));
    }

    /** The ring position of the key {@code (camera, segment)}. */
    static long key(String cameraId, long segmentStartMs) {
        return fmix64(of(cameraId) ^ fmix64(segmentStartMs + GOLDEN));
    }

    static long fmix64(long k) {
        k ^= k >>> 33;
        k *= 0xff51afd7ed558ccdL;
        k ^= k >>> 33;
        k *= 0xc4ceb9fe1a85ec53L;
        k ^= k >>> 33;
        return k;
    }
}
