package org.voddesk.cli;

import java.nio.file.Path;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Supplier;
import org.voddesk.control.api.ControlSettings;
import org.voddesk.control.local.LocalControl;
import org.voddesk.control.local.WhatIfDays;
import org.voddesk.report.WhatIfSections;
import org.voddesk.sim.whatif.TraceReplayer;
import org.voddesk.store.Store;

/**
 * The what if's wiring: the days of a database, each read by a read-only store of its own (never the control's
 * connection, so a long read holds no screen's query), replayed by the simulator ({@link TraceReplayer}); offered to
 * a control on a thread of their own, and to the daily reports for their What if section.
 */
final class WhatIfWiring {
    private WhatIfWiring() {
    }

    /** The days of {@code db}, read-only, with the simulator. */
    static WhatIfDays days(Path db) {
        return new WhatIfDays(day -> {
            try (Store readOnly = Store.openReadOnly(db)) {
                return readOnly.dayTraces().read(day);
            }
        }, new TraceReplayer());
    }

    /**
     * Offers {@code control} what-if runs of {@code days} on a thread of their own ({@code voddesk-whatif}: one run at
     * a time, the next waits); closing the result withdraws them and ends the thread.
     */
    static AutoCloseable offer(LocalControl control, WhatIfDays days) {
        ExecutorService runs = Executors.newSingleThreadExecutor(ConsoleStartup.daemon("voddesk-whatif"));
        AutoCloseable offered = control.whatIf().offer(days, runs);
        return () -> {
            try {
                offered.close();
            } finally {
                runs.shutdownNow();
            }
        };
    }

    /** The daily reports' What if sections, replayed with the settings in force, within the default budget. */
    static WhatIfSections sections(WhatIfDays days, Supplier<ControlSettings> settings) {
        return new WhatIfSections(new ReportReplays(days, settings), WhatIfSections.DEFAULT_BUDGET);
    }
}
