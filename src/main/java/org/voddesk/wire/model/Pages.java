package org.voddesk.wire.model;

import java.util.List;
import org.voddesk.control.api.Page;
import org.voddesk.wire.PageInfo;
import org.voddesk.wire.PageRequest;

/**
 * Pages of a history on the wire: which page a client asks for ({@link PageRequest}) and where a page stands
 * ({@link PageInfo}); the page's items travel in the reply's own repeated field, each with its translator.
 */
public final class Pages {
    private Pages() {
    }

    /** The request of page {@code page} of {@code pageSize} entries. */
    public static PageRequest request(int page, int pageSize) {
        return PageRequest.newBuilder().setPage(page).setPageSize(pageSize).build();
    }

    /** Where {@code page} stands. */
    public static PageInfo info(Page<?> page) {
        return PageInfo.newBuilder().setPage(page.page()).setPageSize(page.pageSize()).setHasMore(page.hasMore())
                .build();
    }

    /** The page of {@code items} that {@code info} places. */
    public static <T> Page<T> fromWire(PageInfo info, List<T> items) {
        return new Page<>(items, info.getPage(), info.getPageSize(), info.getHasMore());
    }
}
