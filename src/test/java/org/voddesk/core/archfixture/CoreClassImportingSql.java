package org.voddesk.core.archfixture;

import java.sql.Connection;

/** Test fixture only: a "core" class that opens SQL, to show the architecture test catches it. */
public final class CoreClassImportingSql {
    Connection connection;
}
