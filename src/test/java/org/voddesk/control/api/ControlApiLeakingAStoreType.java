package org.voddesk.control.api;

import java.util.List;
import org.voddesk.store.Store;
import org.voddesk.store.StoreException;

/**
 * Test fixture for {@code ArchitectureRuleFailsTest}: an API-package class whose public methods hand a screen a
 * store type, directly and as a type argument. Never used elsewhere.
 */
public final class ControlApiLeakingAStoreType {
    public Store store() {
        return null;
    }

    public List<StoreException> problems() {
        return List.of();
    }

    /** A static factory may name inner types: not a violation. */
    public static ControlApiLeakingAStoreType wiredFrom(Store store) {
        return new ControlApiLeakingAStoreType();
    }
}
