package org.voddesk.core.archfixture;

/** Test fixture for {@code ArchitectureRuleFailsTest}: a core record with nine components. */
public record WideRecord(int a, int b, int c, int d, int e, int f, int g, int h, int i) {
}
