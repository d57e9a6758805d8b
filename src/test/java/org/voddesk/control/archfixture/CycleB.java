package org.voddesk.control.archfixture;

/** Test fixture for {@code ArchitectureRuleFailsTest}: the other half of a two-class cycle. Never used elsewhere. */
public final class CycleB {
    CycleA other;
}
