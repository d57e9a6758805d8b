package org.voddesk.control.alarm;

import java.util.List;
import org.voddesk.core.Alarm;
import org.voddesk.store.AlarmRepository;

/**
 * Read-only alarm queries straight from the store: they need no control loop (the {@code alarms} command runs them
 * on a database alone) and run on the caller's thread through the store's reader.
 */
public final class AlarmQueries {
    /** The largest page a history query returns. */
    public static final int MAX_PAGE = 1_000;

    private final AlarmRepository alarms;

    public AlarmQueries(AlarmRepository alarms) {
        this.alarms = alarms;
    }

    /** The open alarms, most recently seen first. */
    public List<Alarm> open() {
        return alarms.open();
    }

    /**
     * Page {@code page} (from 0) of every alarm, open, acknowledged or cleared, most recently seen first; one row
     * more than {@code pageSize} is read so that a caller can tell whether a next page exists.
     */
    public List<Alarm> history(int page, int pageSize) {
        if (page < 0 || pageSize < 1 || pageSize > MAX_PAGE) {
            throw new IllegalArgumentException("a page is a number from 0 and a size of 1 to " + MAX_PAGE);
        }
        return alarms.page(pageSize + 1, Math.multiplyExact(page, pageSize));
    }
}
