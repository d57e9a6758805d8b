package org.voddesk.files.archfixture;

import java.nio.file.Path;
import org.voddesk.store.Store;

/** A {@code files} class that opens the store: {@code ArchitectureTest.FILES_USES_ONLY_THE_JDK} must reject it. */
public final class FilesClassUsingTheStore {
    private FilesClassUsingTheStore() {
    }

    public static Store open(Path file) {
        return Store.open(file);
    }
}
