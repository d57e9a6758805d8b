package org.voddesk.control.local;

import java.nio.file.Path;
import java.time.Clock;
import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;
import org.voddesk.control.admin.Roles;
import org.voddesk.control.api.CameraImport;
import org.voddesk.control.api.CameraIndex;
import org.voddesk.control.api.CameraTimeline;
import org.voddesk.control.api.Cameras;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.Principal;
import org.voddesk.control.api.SessionStream;
import org.voddesk.control.camera.CameraCatalogue;
import org.voddesk.control.playback.StreamReopening;
import org.voddesk.control.state.ClusterState;
import org.voddesk.control.state.CommandRunner;

/**
 * The in-process {@link Cameras}. The Cameras screen's queries and commands (docs/architecture.md, "Camera catalogue"):
 * the catalogue and the timelines (from memory, never blocking; search and find are the API's own), the CSV import
 * and the reopening of a running session's stream (on the loop).
 */
public final class LocalCameras implements Cameras {
    private final Clock clock;
    private final ClusterState state;
    private final Roles roles;
    private final CommandRunner runner;
    private final CameraCatalogue catalogue;
    private final StreamReopening streams;

    LocalCameras(Clock clock, ClusterState state, Roles roles, CommandRunner runner, CameraCatalogue catalogue,
            StreamReopening streams) {
        this.clock = clock;
        this.state = state;
        this.roles = roles;
        this.runner = runner;
        this.catalogue = catalogue;
        this.streams = streams;
    }

    @Override
    public CameraIndex catalogue() {
        return catalogue.index();
    }

    @Override
    public CameraTimeline timeline(String cameraId) {
        return CameraTimeline.of(cameraId, state.snapshot());
    }

    @Override
    public CompletableFuture<CommandResult<CameraImport>> importCsvAsync(Principal by, Path file) {
        return imported(by, file.toString(), () -> catalogue.importCsv(file, by, clock.millis()));
    }

    @Override
    public CompletableFuture<CommandResult<CameraImport>> importCsvAsync(Principal by, String source, byte[] content) {
        return imported(by, source, () -> catalogue.importCsv(source, content, by, clock.millis()));
    }

    private CompletableFuture<CommandResult<CameraImport>> imported(Principal by, String source,
                                                                    Supplier<CameraImport> importing) {
        return runner.loopAsync("importing cameras", () -> {
            String refused = roles.refusal(by, "camera.import", "file " + source);
            if (refused != null) {
                return CommandResult.failed(refused);
            }
            CameraImport r = importing.get();
            return r.ok() ? CommandResult.ok("Imported " + (r.added() + r.updated()) + " cameras (" + r.added()
                    + " new, " + r.updated() + " updated).", r)
                    : CommandResult.failed("Nothing was imported: " + String.join("; ", r.problems()), r);
        });
    }

    @Override
    public CompletableFuture<CommandResult<SessionStream>> reopenStreamAsync(Principal by, String sessionId) {
        return runner.loopAsync("opening a stream again", () -> streams.reopen(by, sessionId));
    }
}
