package org.voddesk.ui.common;

/**
 * A failure of background work that is an expected answer, not a defect: the screen that asked tells the user in its
 * own words (a server whose key is not known yet, a server that cannot be reached). {@link FxHop} logs it as one
 * line at INFO, without a stack trace; any other failure is logged at ERROR with its trace.
 */
public interface ToldFailure {
}
