package org.voddesk.demo;

/** Runs one exec command line on a simulated node. */
@FunctionalInterface
interface NodeShell {
    ShellResult run(ServedNode node, String commandLine);
}
