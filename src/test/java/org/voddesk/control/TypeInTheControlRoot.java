package org.voddesk.control;

/** Test fixture for {@code ArchitectureRuleFailsTest}: a type in the control root, which holds none. */
public final class TypeInTheControlRoot {
    private TypeInTheControlRoot() {
    }
}
