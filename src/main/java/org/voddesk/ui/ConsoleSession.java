package org.voddesk.ui;

import org.voddesk.control.api.Control;
import org.voddesk.core.Role;
import org.voddesk.report.DailyReports;

/**
 * What the console runs on, built outside {@code ui} (the CLI's start-up wiring) and handed in: a started
 * {@link Control}, a label for the window title, and the resources to close when the window goes (the demo
 * accounts the login form shows come with the {@link ConsoleStart}: the form is up before the session).
 *
 * @param control      the control layer, its loop started
 * @param clusterLabel what the console is connected to ("demo cluster, 5 nodes", "cluster of 12 nodes")
 * @param reports      the daily reports (the Reports screen): over the session's store in process, or loaded from a
 *                     control server on its desks
 * @param resources    closed when the console ends (the control, its store, client, demo nodes)
 */
public record ConsoleSession(Control control, String clusterLabel, DailyReports reports,
                             AutoCloseable resources) {
    public ConsoleSession {
        if (control == null || reports == null || resources == null) {
            throw new IllegalArgumentException("a console session needs a control, its reports and its resources");
        }
        clusterLabel = clusterLabel == null ? "" : clusterLabel;
    }

    /** A demo account and its password, shown on the login screen of the demo only. */
    public record DemoAccount(String name, String password, Role role) {
    }
}
