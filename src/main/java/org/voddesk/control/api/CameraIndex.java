package org.voddesk.control.api;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.voddesk.core.Camera;

/**
 * An immutable in-memory index of the camera catalogue for the Cameras screen's search box, at one revision of the
 * catalogue (each change makes the next). The control holds the catalogue's index ({@link Cameras#catalogue()}); a
 * desk connected to a server holds a copy of the server's, so that both search with this code. A search matches the
 * query, case-insensitively, against id, name and site, and ranks the matches: the camera whose id is the query,
 * then ids that start with it, then names or sites one of whose words starts with it, then any other place the
 * query appears inside an id, name or site; by id within a rank. The lower-case text of all cameras is one string,
 * so a search is one {@code String.indexOf} pass over it (a JVM intrinsic) and ranks only the cameras it finds
 * (docs/benchmarks.md, "Camera search": 10,000 cameras against a budget of 10 ms).
 */
public final class CameraIndex {
    /** An empty index. */
    public static final CameraIndex EMPTY = new CameraIndex(List.of(), 0);
    private static final int RANKS = 4;

    private record Entry(Camera camera, String id, String words) {
        static Entry of(Camera c) {
            String name = lower(c.name());
            String site = c.site() == null ? "" : lower(c.site());
            // " word word" of name and site: a word-start match is a match of " " + query.
            String words = " " + (name + " " + site).replaceAll("[^\\p{L}\\p{N}]+", " ");
            return new Entry(c, lower(c.id()), words);
        }

        /** The entry's searchable text in the index's one string: id, name and site, lower case. */
        String text() {
            Camera c = camera;
            return id + SEPARATOR + lower(c.name()) + SEPARATOR + (c.site() == null ? "" : lower(c.site()));
        }

        int rank(String q, String wordStart) {
            return id.equals(q) ? 0 : id.startsWith(q) ? 1 : words.contains(wordStart) ? 2 : 3;
        }
    }

    /** Between fields and entries in {@link #text}: a query never holds it, so no match spans two fields. */
    private static final char SEPARATOR = '\u0000';

    private final List<Entry> entries;
    private final long revision;
    private final Map<String, Camera> byId;
    /** Every entry's text, in entry order, each followed by a separator: one {@code indexOf} scans them all. */
    private final String text;
    /** Where each entry's text begins in {@link #text}; one more element, the text's length. */
    private final int[] starts;

    private CameraIndex(List<Entry> entries, long revision) {
        this.entries = entries;
        this.revision = revision;
        Map<String, Camera> ids = new HashMap<>();
        entries.forEach(e -> ids.put(e.camera().id(), e.camera()));
        this.byId = ids;
        StringBuilder b = new StringBuilder();
        this.starts = new int[entries.size() + 1];
        for (int i = 0; i < entries.size(); i++) {
            starts[i] = b.length();
            b.append(entries.get(i).text()).append(SEPARATOR);
        }
        starts[entries.size()] = b.length();
        this.text = b.toString();
    }

    /** An index of {@code cameras} at revision 0 (a later camera with an id already seen replaces the earlier one). */
    public static CameraIndex of(Collection<Camera> cameras) {
        return of(cameras, 0);
    }

    /**
     * An index of {@code cameras} at {@code revision}: a copy of a catalogue read at that revision (a later camera
     * with an id already seen replaces the earlier one).
     */
    public static CameraIndex of(Collection<Camera> cameras, long revision) {
        if (revision < 0) {
            throw new IllegalArgumentException("a catalogue revision is at least 0, got " + revision);
        }
        Map<String, Camera> unique = new HashMap<>();
        cameras.forEach(c -> unique.put(c.id(), c));
        List<Entry> entries = new ArrayList<>(unique.size());
        unique.values().stream().sorted(Comparator.comparing(Camera::id)).forEach(c -> entries.add(Entry.of(c)));
        return new CameraIndex(List.copyOf(entries), revision);
    }

    /** This index with {@code cameras} added or replaced: the next revision. */
    public CameraIndex with(Collection<Camera> cameras) {
        List<Camera> all = new ArrayList<>(byId.values());
        all.addAll(cameras);
        return of(all, revision + 1);
    }

    /** The catalogue's revision this index shows: 0 as loaded, one more for each change since. */
    public long revision() {
        return revision;
    }

    public int size() {
        return entries.size();
    }

    public boolean contains(String id) {
        return byId.containsKey(id);
    }

    public Optional<Camera> find(String id) {
        return Optional.ofNullable(byId.get(id));
    }

    /** Every camera, by id. */
    public List<Camera> all() {
        return entries.stream().map(Entry::camera).toList();
    }

    /**
     * At most {@code limit} cameras whose ids come after {@code afterId} (all for an empty one), by id: one page of
     * the catalogue, for a copy read in pages.
     */
    public List<Camera> after(String afterId, int limit) {
        int from = 0;
        if (afterId != null && !afterId.isEmpty()) {
            int lo = 0;
            int hi = entries.size();
            while (lo < hi) { // the first entry whose id sorts after afterId
                int mid = (lo + hi) >>> 1;
                if (entries.get(mid).camera().id().compareTo(afterId) <= 0) {
                    lo = mid + 1;
                } else {
                    hi = mid;
                }
            }
            from = lo;
        }
        int to = (int) Math.min(entries.size(), (long) from + Math.max(limit, 0));
        return entries.subList(from, to).stream().map(Entry::camera).toList();
    }

    /**
     * At most {@code limit} cameras matching {@code query}, best first (see the class comment); a blank query lists
     * the cameras by id.
     */
    public List<Camera> search(String query, int limit) {
        if (limit < 1) {
            return List.of();
        }
        String q = query == null ? "" : lower(query.strip()).replace(String.valueOf(SEPARATOR), "");
        if (q.isEmpty()) {
            return entries.stream().limit(limit).map(Entry::camera).toList();
        }
        List<List<Camera>> ranked = new ArrayList<>(RANKS);
        for (int i = 0; i < RANKS; i++) {
            ranked.add(new ArrayList<>());
        }
        String wordStart = " " + q;
        // One intrinsic indexOf pass over all entries' text finds the candidates; only those are ranked.
        int from = 0;
        int at;
        while ((at = text.indexOf(q, from)) >= 0) {
            int i = entryAt(at);
            Entry e = entries.get(i);
            List<Camera> bucket = ranked.get(e.rank(q, wordStart));
            if (bucket.size() < limit) {
                bucket.add(e.camera());
            }
            from = starts[i + 1];
        }
        List<Camera> out = new ArrayList<>(limit);
        for (List<Camera> r : ranked) {
            for (Camera c : r) {
                if (out.size() == limit) {
                    return out;
                }
                out.add(c);
            }
        }
        return out;
    }

    /** The entry whose text holds position {@code at} of {@link #text}. */
    private int entryAt(int at) {
        int i = java.util.Arrays.binarySearch(starts, at);
        return i >= 0 ? i : -i - 2;
    }

    private static String lower(String s) {
        return s.toLowerCase(Locale.ROOT);
    }
}
