package org.voddesk.cli;

import picocli.CommandLine.IVersionProvider;

/** Reads the version from the jar manifest; a build from the IDE says so. */
public final class VersionProvider implements IVersionProvider {
    @Override
    public String[] getVersion() {
        String v = VersionProvider.class.getPackage().getImplementationVersion();
        return new String[] {"VodDesk " + (v == null ? "(development build)" : v),
                "Java " + System.getProperty("java.version") + " (" + System.getProperty("java.vendor") + ")"};
    }
}
