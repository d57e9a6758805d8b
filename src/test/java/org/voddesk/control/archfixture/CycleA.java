package org.voddesk.control.archfixture;

/** Test fixture for {@code ArchitectureRuleFailsTest}: half of a two-class cycle. Never used elsewhere. */
public final class CycleA {
    CycleB other;
}
