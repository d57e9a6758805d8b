package org.voddesk.ui;

import java.time.Clock;
import java.util.List;
import org.voddesk.control.api.Control;
import org.voddesk.control.api.Principal;
import org.voddesk.report.DailyReports;
import org.voddesk.ui.alarms.AlarmWatch;
import org.voddesk.ui.alarms.AlarmsView;
import org.voddesk.ui.alarms.AlarmsViewModel;
import org.voddesk.ui.audit.AuditView;
import org.voddesk.ui.audit.AuditViewModel;
import org.voddesk.ui.cameras.CamerasView;
import org.voddesk.ui.cameras.CamerasViewModel;
import org.voddesk.ui.cameras.CatalogueCameraSource;
import org.voddesk.ui.cameras.FxStreamLinks;
import org.voddesk.ui.cluster.ClusterScreenView;
import org.voddesk.ui.cluster.ClusterScreenViewModel;
import org.voddesk.ui.cluster.EventFeed;
import org.voddesk.ui.common.FxHop;
import org.voddesk.ui.common.Pulse;
import org.voddesk.ui.common.ScreenMaking;
import org.voddesk.ui.migrations.MigrationsView;
import org.voddesk.ui.migrations.MigrationsViewModel;
import org.voddesk.ui.player.PlayerWindows;
import org.voddesk.ui.reports.ReportsView;
import org.voddesk.ui.reports.ReportsViewModel;
import org.voddesk.ui.reports.WhatIfViewModel;
import org.voddesk.ui.sessions.SessionOwners;
import org.voddesk.ui.sessions.SessionsView;
import org.voddesk.ui.sessions.SessionsViewModel;
import org.voddesk.ui.settings.SettingsView;
import org.voddesk.ui.settings.SettingsViewModel;

/**
 * The screens of the navigation rail, in DESIGN.md order (Cluster, Cameras, Sessions, Migrations, Alarms,
 * Reports, Settings, Audit; Ctrl+1.. follows this order). Each screen is a view over its view model, made here
 * with exactly what it needs; a new screen is one more line in {@link #makers}. On a desk of a control server the
 * Reports screen previews the server's history ({@link DailyReports} over the wire).
 */
final class ConsoleScreens {
    private final Control control;
    private final EventFeed events;
    private final SessionOwners owners;
    private final FxHop hop;
    private final Pulse pulse;
    private final Clock clock;
    private final Principal user;
    private final AlarmWatch alarms;
    private final DailyReports reports;

    ConsoleScreens(Control control, EventFeed events, SessionOwners owners, FxHop hop, Pulse pulse, Clock clock,
                   Principal user, AlarmWatch alarms, DailyReports reports) {
        this.control = control;
        this.events = events;
        this.owners = owners;
        this.hop = hop;
        this.pulse = pulse;
        this.clock = clock;
        this.user = user;
        this.alarms = alarms;
        this.reports = reports;
    }

    /**
     * The screens' makings, in rail order: the console runs their steps one per frame after the login (made
     * together they are seconds of cold code under load); Cameras and Settings are made in several steps.
     */
    /** The players the Cameras and Sessions screens open sessions in (a window each). */
    private PlayerWindows players() {
        return new PlayerWindows(control, user, new FxStreamLinks(), hop, pulse, clock);
    }

    List<ScreenMaking> makers() {
        return List.of(
                ScreenMaking.of(() -> new ClusterScreenView(
                        new ClusterScreenViewModel(control, events, hop, pulse, clock, user), pulse)),
                CamerasView.making(() -> new CamerasViewModel(control, new CatalogueCameraSource(control), owners,
                        new FxStreamLinks(), hop, pulse, clock, user, players()::open)),
                ScreenMaking.of(() -> new SessionsView(new SessionsViewModel(control, hop, pulse, clock, user),
                        players())),
                ScreenMaking.of(() -> new MigrationsView(new MigrationsViewModel(control, hop, pulse, clock, user))),
                ScreenMaking.of(() -> new AlarmsView(new AlarmsViewModel(control, alarms, hop, clock, user))),
                ScreenMaking.of(() -> new ReportsView(new ReportsViewModel(reports, control.reportExports(), user, hop,
                        clock),
                        new org.voddesk.ui.reports.ExportScheduleViewModel(control.reportExports(), hop, pulse, user,
                                clock.getZone()), new WhatIfViewModel(control, user, hop, clock))),
                SettingsView.making(() -> new SettingsViewModel(control, hop, user), clock.getZone()),
                ScreenMaking.of(() -> new AuditView(new AuditViewModel(control, hop, clock, user))));
    }
}
