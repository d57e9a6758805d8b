package org.voddesk.control;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import org.voddesk.control.admin.Roles;
import org.voddesk.control.state.CommandRunner;
import java.time.Clock;
import org.voddesk.control.state.ClusterState;
import org.voddesk.control.camera.CameraCatalogue;
import org.voddesk.control.playback.StreamReopening;
import org.voddesk.control.CameraTimeline;
import org.voddesk.control.SessionStream;
import org.voddesk.core.Camera;

/**
 * The Cameras screen's queries and commands, from {@link Control#cameras()} (docs/architecture.md, "Camera
 * catalogue"): search, a camera, its timeline (from memory, never blocking), the CSV import and the reopening of a
 * running session's stream (on the loop).
 */
public final class Cameras {
    /** The most results a search returns. */
    public static final int MAX_RESULTS = 10_000;

    private final Clock clock;
    private final ClusterState state;
    private final Roles roles;
    private final CommandRunner runner;
    private final CameraCatalogue catalogue;
    private final StreamReopening streams;

    Cameras(Clock clock, ClusterState state, Roles roles, CommandRunner runner, CameraCatalogue catalogue,
            StreamReopening streams) {
        this.clock = clock;
        this.state = state;
        this.roles = roles;
        this.runner = runner;
        this.catalogue = catalogue;
        this.streams = streams;
    }

    /**
     * Cameras matching {@code query} by id, name or site, case-insensitive, ranked: the exact id, id prefixes, names or
     * sites with a word starting with it, then substrings; at most {@code limit}. Any thread; a lock-free read of
     * memory that never blocks or fails; a blank query lists the first {@code limit} cameras. Role: none (the catalogue
     * is no secret to a logged-in screen; a remote implementation requires a login).
     */
    public List<Camera> search(String query, int limit) {
        return catalogue.search(query, Math.min(Math.max(limit, 0), MAX_RESULTS));
    }

    /** One camera of the catalogue, or empty. Any thread; a lock-free read that never blocks or fails. Role: none. */
    public Optional<Camera> find(String id) {
        return catalogue.find(id);
    }

    /**
     * Which node holds which span of {@code cameraId}, the gaps and its live sessions, as last polled. Any thread; a
     * lock-free read of the latest snapshot that never blocks; an unknown camera has an empty timeline. Role: none.
     */
    public CameraTimeline timeline(String cameraId) {
        ClusterSnapshot s = state.snapshot();
        return CameraTimeline.of(cameraId, s.recordings().segmentsByNode(cameraId), s.sessions());
    }

    /**
     * A supervisor imports a cameras CSV (header {@code id,name,site}): all or nothing, audited {@code camera.import};
     * a malformed file changes nothing and the result lists its problems by line. Any thread; returns at once. Never
     * completes exceptionally: a refusal (audited {@code <action>.refused} under the caller) or an error is a failed
     * result whose message says why. Role: an enabled supervisor.
     */
    public CompletableFuture<CommandResult<CameraImport>> importCsvAsync(Principal by, Path file) {
        return runner.loopAsync("importing cameras", () -> {
            String refused = roles.refusal(by, "camera.import", "file " + file);
            if (refused != null) {
                return CommandResult.failed(refused);
            }
            CameraImport r = catalogue.importCsv(file, by.name(), clock.millis());
            return r.ok() ? CommandResult.ok("Imported " + (r.added() + r.updated()) + " cameras (" + r.added()
                    + " new, " + r.updated() + " updated).", r)
                    : CommandResult.failed("Nothing was imported: " + String.join("; ", r.problems()), r);
        });
    }

    /**
     * {@link #importCsvAsync}, joined: blocks the caller until it completes, so never on the FX thread. Same result and
     * role.
     */
    public CommandResult<CameraImport> importCsv(Principal by, Path file) {
        return CommandRunner.await("importing cameras", importCsvAsync(by, file));
    }

    /**
     * A running session's stream, for the user who requested it or a supervisor (audited {@code stream.reopen}; a
     * refusal {@code stream.reopen.refused}). Any thread; returns at once. Never completes exceptionally: a refusal
     * (audited {@code <action>.refused} under the caller) or an error is a failed result whose message says why. Role:
     * the user who requested the session, or an enabled supervisor.
     */
    public CompletableFuture<CommandResult<SessionStream>> reopenStreamAsync(Principal by, String sessionId) {
        return runner.loopAsync("opening a stream again", () -> streams.reopen(by, sessionId));
    }

    /**
     * {@link #reopenStreamAsync}, joined: blocks the caller until it completes, so never on the FX thread. Same result
     * and role.
     */
    public CommandResult<SessionStream> reopenStream(Principal by, String sessionId) {
        return CommandRunner.await("opening a stream again", reopenStreamAsync(by, sessionId));
    }
}
