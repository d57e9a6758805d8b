package org.voddesk.control.local;

import java.time.Clock;
import java.util.List;
import java.util.concurrent.Executor;
import java.util.concurrent.ScheduledExecutorService;
import java.util.function.Supplier;
import java.util.random.RandomGenerator;
import org.voddesk.control.admin.Accounts;
import org.voddesk.control.admin.HostKeyCommands;
import org.voddesk.control.admin.LiveNodes;
import org.voddesk.control.admin.NodeAdmin;
import org.voddesk.control.admin.Roles;
import org.voddesk.control.admin.SettingsCommands;
import org.voddesk.control.alarm.AlarmBook;
import org.voddesk.control.alarm.AlarmQueries;
import org.voddesk.control.api.Alarms;
import org.voddesk.control.api.Cameras;
import org.voddesk.control.api.ControlEvent;
import org.voddesk.control.api.HistoryQueries;
import org.voddesk.control.api.MigrationPlans;
import org.voddesk.control.api.NodeSettings;
import org.voddesk.control.auth.Logins;
import org.voddesk.control.auth.PrincipalGate;
import org.voddesk.control.camera.CameraCatalogue;
import org.voddesk.control.cluster.ClusterClient;
import org.voddesk.control.history.History;
import org.voddesk.control.loop.AlarmFeed;
import org.voddesk.control.loop.ControlLoop;
import org.voddesk.control.loop.LoopRounds;
import org.voddesk.control.loop.PollSource;
import org.voddesk.control.loop.RetentionSchedule;
import org.voddesk.control.moves.FailureHandler;
import org.voddesk.control.moves.MoveExecution;
import org.voddesk.control.moves.PlanLapse;
import org.voddesk.control.moves.PlanRunner;
import org.voddesk.control.moves.ReHomer;
import org.voddesk.control.moves.Retirement;
import org.voddesk.control.moves.StaleCopies;
import org.voddesk.control.plan.PlanDecisions;
import org.voddesk.control.plan.PlanExpiry;
import org.voddesk.control.plan.PlanMaking;
import org.voddesk.control.playback.Dispatcher;
import org.voddesk.control.playback.SessionCommands;
import org.voddesk.control.playback.StreamReopening;
import org.voddesk.control.state.Audit;
import org.voddesk.control.state.ClusterState;
import org.voddesk.control.state.CommandRunner;
import org.voddesk.control.state.EventBus;
import org.voddesk.control.state.Events;
import org.voddesk.control.state.LiveSettings;
import org.voddesk.control.state.LoopMarker;
import org.voddesk.control.state.LoopState;
import org.voddesk.control.state.Publisher;
import org.voddesk.core.Session;
import org.voddesk.node.CommandExecutor;
import org.voddesk.node.PollRound;
import org.voddesk.store.Store;

/**
 * Wires the control layer once: the shared parts (store, clock, loop state, events, settings in force, audit,
 * principals) and every room's classes, each given exactly the parts it uses. {@link LocalControl} keeps what
 * its commands call; nothing here is changed after construction.
 */
final class ControlParts {
    // shared parts
    final Store store;
    final Clock clock;
    final LoopState loop;
    final ClusterState state;
    final EventBus bus;
    final Events events;
    final Publisher publisher;
    final LiveSettings settings;
    final Audit audit;
    final PrincipalGate gate;
    final Roles roles;
    final LoopMarker marker = new LoopMarker();
    final CommandRunner runner;
    // rooms
    final LoopRounds rounds;
    final Dispatcher dispatcher;
    final SessionCommands sessions;
    final MigrationPlans plans;
    final Accounts accounts;
    final Logins logins;
    final SettingsCommands settingsCommands;
    final HistoryQueries history;
    final Alarms alarms;
    final Cameras cameras;
    final LocalReportExports reportExports;
    final LocalWhatIfRuns whatIf;
    final NodeSettings nodeSettings;

    /**
     * @param work     runs reads, password hashing and probes, off the loop thread and the caller's
     * @param delivery delivers events to listeners that name no executor of their own
     */
    ControlParts(ClusterClient client, Store store, StoredSettings stored, ScheduledExecutorService loopExecutor,
                 Executor work, Executor delivery, Clock clock, RandomGenerator random, ReHomer reHomer,
                 Supplier<String> sessionIds, PollSource polls) {
        this.store = store;
        this.clock = clock;
        this.loop = new LoopState(client.views().view(new PollRound(clock.millis(), 0, List.of())),
                store.sessions().active(), store.sessions().activeOwners());
        this.state = Publisher.initial(loop, clock);
        this.publisher = new Publisher(store, loop, state, clock);
        this.settings = new LiveSettings(stored.settings());
        this.audit = new Audit(store);
        this.gate = new PrincipalGate(store.users());
        this.roles = new Roles(gate, audit, clock);
        this.runner = new CommandRunner(loopExecutor, marker, work);
        this.bus = new EventBus(delivery);
        // the alarm book raises its changes to the subscribers; the feed sees every other event
        AlarmBook alarmBook = new AlarmBook(store, c -> bus.publish(new ControlEvent.AlarmChanged(c.timeMs(),
                c.alarm(), c.transition())), () -> settings.get().overloadAlarmAfter());
        AlarmFeed feed = new AlarmFeed(alarmBook);
        this.events = new Events(bus, clock, feed::observe);
        CommandExecutor nodes = client.executor();

        StaleCopies stale = new StaleCopies(store, nodes, clock, loop, audit, events, runner, publisher);
        MoveExecution execution = new MoveExecution(store, nodes, clock, loop, audit, events, stale, runner,
                publisher);
        PlanRunner planRunner = new PlanRunner(store, clock, audit, events, execution);
        PlanLapse lapse = new PlanLapse(store, clock, audit, events);
        FailureHandler failures = new FailureHandler(store, clock, loop, audit, events, publisher, settings, reHomer,
                planRunner, lapse);
        CameraCatalogue catalogue = new CameraCatalogue(store, clock, events::raise);
        RetentionSchedule retention = new RetentionSchedule(store.retention()::run, clock, audit);
        Runnable endOfRound = () -> {
            feed.round(state.snapshot(), loop.stale().failures());
            retention.roundEnded();
            // cameras the nodes list, and those of sessions found on them, enter the catalogue
            catalogue.learn(loop.recordings().cameraIds());
            catalogue.learn(loop.sessions().values().stream().map(Session::cameraId).toList());
        };
        ControlLoop controlLoop = new ControlLoop(store, clock, loop, state, audit, events, publisher, settings,
                polls, client.views(), failures, new PlanExpiry(store, clock, loop, settings, failures, lapse),
                new PlanMaking(store, clock, loop, events, settings, random, planRunner), stale, endOfRound);
        this.rounds = new LoopRounds(loopExecutor, controlLoop, () -> settings.get().pollInterval(), marker,
                client::anyLinkLost);

        this.dispatcher = new Dispatcher(store, nodes, clock, loop, audit, events, publisher, settings, roles,
                sessionIds, runner);
        this.sessions = new SessionCommands(store, nodes, clock, loop, audit, events, publisher, gate, roles,
                runner);
        PlanDecisions approvals = new PlanDecisions(store, clock, audit, events, publisher, roles, planRunner, failures);
        this.accounts = new Accounts(store, clock, audit, gate, roles, runner);
        this.logins = new Logins(store, clock, audit, gate, runner);
        this.settingsCommands = new SettingsCommands(store, clock, audit, events, settings, roles,
                stored.problems(), rounds::reschedule);
        this.plans = new LocalMigrationPlans(store, roles, runner, approvals);
        this.history = new LocalHistoryQueries(new History(store, clock, gate), runner);
        this.alarms = new LocalAlarms(clock, roles, runner, alarmBook, new AlarmQueries(store.alarms()));
        this.cameras = new LocalCameras(clock, state, roles, runner, catalogue,
                new StreamReopening(store, clock, loop, audit, roles));
        this.reportExports = new LocalReportExports(store, clock, runner, gate, alarmBook);
        this.whatIf = new LocalWhatIfRuns(clock, roles, audit, runner, settings);
        LiveNodes live = new LiveNodes(client, nodes, loop, new Retirement(store, loop, settings, reHomer, failures,
                runner, publisher), publisher, runner);
        this.nodeSettings = new LocalNodeSettings(roles, runner, new NodeAdmin(store, clock, audit, roles,
                client.cluster(), live), new HostKeyCommands(store, clock, audit, roles, client, runner, live));
    }

    /** A planner over these parts with its own random source (tests of single admissibility checks). */
    PlanMaking planning(RandomGenerator random) {
        return new PlanMaking(store, clock, loop, events, settings, random, null);
    }
}
