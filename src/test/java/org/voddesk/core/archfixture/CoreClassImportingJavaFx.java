package org.voddesk.core.archfixture;

import javafx.beans.property.SimpleDoubleProperty;

/** Test fixture only: a "core" class that breaks the rule, to show the architecture test catches it. */
public final class CoreClassImportingJavaFx {
    final SimpleDoubleProperty load = new SimpleDoubleProperty();
}
