package org.voddesk.control.api;

import java.util.List;

/**
 * One page of a history list, newest first.
 *
 * @param items    the page's entries
 * @param page     its number, from 0 (the newest entries)
 * @param pageSize entries per page
 * @param hasMore  whether an older page has entries
 * @param <T>      the entry type
 */
public record Page<T>(List<T> items, int page, int pageSize, boolean hasMore) {
    public Page {
        items = List.copyOf(items);
    }

    /** A page made from up to {@code pageSize + 1} rows read: the extra row only tells that more exist. */
    public static <T> Page<T> of(List<T> rows, int page, int pageSize) {
        boolean more = rows.size() > pageSize;
        return new Page<>(more ? rows.subList(0, pageSize) : rows, page, pageSize, more);
    }
}
