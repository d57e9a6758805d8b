package org.voddesk.core.whatif;

/**
 * The node with the highest load of the day, at its peak.
 *
 * @param nodeName the node (in a replay of several runs, the one that peaked highest most often; ties by name)
 * @param peakLoad its largest load of one report, percent (a replay's: the mean over runs of the day's peak)
 */
public record BusiestNode(String nodeName, double peakLoad) {
}
