package org.voddesk.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.voddesk.control.alarm.AlarmQueries;
import org.voddesk.core.Alarm;
import org.voddesk.store.Store;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code voddesk alarms --db FILE [--all]}: the open alarms (every alarm with {@code --all}), most recently seen
 * first, one line each ({@link #line}). It only reads the database ({@link Store#openReadOnly}: no control loop,
 * no nodes, no migration; it runs beside a running console). With {@code --server} instead of {@code --db}: the open
 * alarms of that control server, read as the logged-in user.
 */
@Command(name = "alarms", mixinStandardHelpOptions = true,
        description = "List the open alarms (all alarms with --all), one line each; read-only.")
final class AlarmsCommand implements Callable<Integer> {
    @Option(names = "--db", paramLabel = "FILE", description = "The console's database (or --server).")
    Path db;

    @Mixin
    LoginOptions login;

    @Mixin
    RemoteOptions remote;

    @Option(names = "--all", description = "List every alarm, acknowledged and cleared ones too.")
    boolean all;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        if (remote.remote()) {
            return openAtServer();
        }
        if (db == null) {
            throw new ParameterException(spec.commandLine(), "Missing required option: '--db=FILE' (or --server"
                    + " HOST:PORT)");
        }
        if (login.user != null || remote.acceptNewServerKey) {
            throw new ParameterException(spec.commandLine(), "--user and --accept-new-server-key go with --server;"
                    + " alarms --db reads the file as it is");
        }
        if (!Files.isRegularFile(db)) {
            throw new IllegalStateException("there is no database at " + db + " (give the console's --db file)");
        }
        try (Store store = Store.openReadOnly(db)) {
            AlarmQueries q = new AlarmQueries(store.alarms());
            List<Alarm> alarms = all ? everyAlarm(q) : q.open();
            alarms.forEach(a -> spec.commandLine().getOut().println(line(a)));
            if (alarms.isEmpty()) {
                spec.commandLine().getErr().println(all ? "no alarms" : "no open alarms");
            }
            return 0;
        }
    }

    /** As a desk of {@code --server}: the server's open alarms. */
    private int openAtServer() throws Exception {
        if (db != null || all) {
            throw new ParameterException(spec.commandLine(), "with --server, alarms lists the server's open alarms:"
                    + " --db and --all are for a database of this machine");
        }
        try (RemoteDesk desk = remote.open(login, spec)) {
            List<Alarm> alarms = RemoteOptions.valueOf(desk.control().alarms().open(desk.user()));
            alarms.forEach(a -> spec.commandLine().getOut().println(line(a)));
            if (alarms.isEmpty()) {
                spec.commandLine().getErr().println("no open alarms");
            }
            return 0;
        }
    }

    private static List<Alarm> everyAlarm(AlarmQueries q) {
        List<Alarm> out = new ArrayList<>();
        for (int page = 0; ; page++) {
            List<Alarm> rows = q.history(page, AlarmQueries.MAX_PAGE);
            out.addAll(rows.subList(0, Math.min(rows.size(), AlarmQueries.MAX_PAGE)));
            if (rows.size() <= AlarmQueries.MAX_PAGE) {
                return out;
            }
        }
    }

    /**
     * {@code <id> <severity> <open|acknowledged|cleared> <kind> source=<s> first=<iso> last=<iso> count=<n>}, then
     * {@code ack=<user>@<iso>}, {@code note="..."} and {@code cleared=<iso>} when they apply, and
     * {@code message="..."}.
     */
    static String line(Alarm a) {
        String state = !a.open() ? "cleared" : a.acknowledged() ? "acknowledged" : "open";
        StringBuilder b = new StringBuilder().append(a.id()).append(' ').append(a.severity().word()).append(' ')
                .append(state).append(' ').append(a.kind()).append(" source=").append(a.source())
                .append(" first=").append(Instant.ofEpochMilli(a.firstSeenMs()))
                .append(" last=").append(Instant.ofEpochMilli(a.lastSeenMs())).append(" count=").append(a.count());
        if (a.acknowledged()) {
            b.append(" ack=").append(a.acknowledgedBy()).append('@').append(Instant.ofEpochMilli(a.acknowledgedAtMs()));
        }
        if (a.note() != null) {
            b.append(" note=").append(quoted(a.note()));
        }
        if (!a.open()) {
            b.append(" cleared=").append(Instant.ofEpochMilli(a.clearedAtMs()));
        }
        return b.append(" message=").append(quoted(a.message())).toString();
    }

    /** {@code s} in double quotes, its quotes and backslashes escaped, on one line. */
    static String quoted(String s) {
        return "\"" + s.replace("\\", "\\\\").replace("\"", "\\\"").replace("\n", " ") + "\"";
    }
}
