package org.voddesk.report;

import java.util.Optional;

/**
 * Where the report gets the day's alarm figures. The alarm history is kept by another part of the store; the
 * application wires it here (for instance as a lambda over the store's alarm queries). A source with no alarm
 * history answers empty, and the report says "not recorded" instead of a number.
 */
@FunctionalInterface
public interface AlarmSource {
    /** No alarm history: every report says alarms were not recorded. */
    AlarmSource NOT_RECORDED = (fromMs, toMs) -> Optional.empty();

    /** The alarm figures of {@code [fromMs, toMs)}, or empty when this history has none. */
    Optional<AlarmFigures> between(long fromMs, long toMs);
}
