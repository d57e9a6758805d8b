package org.voddesk.core;

/**
 * What an operator sees for a node: its load state (Li &amp; Chen 2014: light, fit, overloaded) when it can be
 * reached, otherwise why it cannot take work.
 */
public enum NodeState {
    LIGHT, FIT, OVERLOADED, UNREACHABLE, FAILED
}
