package org.voddesk.control.api;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import org.voddesk.core.Camera;

/**
 * The Cameras screen's part of the control API, from {@link Control#cameras()}: the catalogue, search, one camera and
 * its timeline (reads of memory that never block), the CSV import and the reopening of a running session's stream.
 * Search, find and timeline are the same code wherever the control is: a desk connected to a server holds a copy of
 * the server's catalogue and its snapshot, and reads them as the server reads its own.
 */
public interface Cameras {
    /** The most results a search returns. */
    int MAX_RESULTS = 10_000;

    /**
     * The camera catalogue as it is now, immutable, with its revision; a desk connected to a server holds the copy it
     * read last (at its login, and again when the server says the catalogue changed:
     * {@link ControlEvent.CamerasChanged}). Any thread; a lock-free read that never blocks or fails. Role: none (a
     * remote implementation requires a login).
     */
    CameraIndex catalogue();

    /**
     * Cameras of {@link #catalogue()} matching {@code query} by id, name or site, case-insensitive, ranked: the exact
     * id, id prefixes, names or sites with a word starting with it, then substrings; at most {@code limit} (and
     * {@link #MAX_RESULTS}). Any thread; a lock-free read of memory that never blocks or fails; a blank query lists
     * the first {@code limit} cameras. Role: none (the catalogue is no secret to a logged-in screen; a remote
     * implementation requires a login).
     */
    default List<Camera> search(String query, int limit) {
        return catalogue().search(query, Math.min(Math.max(limit, 0), MAX_RESULTS));
    }

    /**
     * One camera of {@link #catalogue()}, or empty. Any thread; a lock-free read that never blocks or fails. Role:
     * none.
     */
    default Optional<Camera> find(String id) {
        return catalogue().find(id);
    }

    /**
     * Which node holds which span of {@code cameraId}, the gaps and its live sessions, as last polled. Any thread; a
     * lock-free read of the latest snapshot that never blocks or fails; an unknown camera has an empty timeline.
     * Role: none.
     */
    CameraTimeline timeline(String cameraId);

    /**
     * A supervisor imports a cameras CSV (header {@code id,name,site}): all or nothing, audited {@code camera.import};
     * a malformed file changes nothing and the result lists its problems by line. Any thread; returns at once. Never
     * completes exceptionally: a refusal (audited {@code <action>.refused} under the caller) or an error is a failed
     * result whose message says why. Role: an enabled supervisor.
     */
    CompletableFuture<CommandResult<CameraImport>> importCsvAsync(Principal by, Path file);

    /**
     * {@link #importCsvAsync}, joined: blocks the caller until it completes, so never on the FX thread. Same result and
     * role.
     */
    default CommandResult<CameraImport> importCsv(Principal by, Path file) {
        return CommandResult.await("importing cameras", importCsvAsync(by, file));
    }

    /**
     * {@link #importCsvAsync(Principal, Path)} of a file read elsewhere (a desk's file, sent to the server): its
     * {@code content} as read, named {@code source} in the result's problems and the audit line as the file's path is.
     * The same checks, words and audit. Any thread; returns at once. Never completes exceptionally: a refusal (audited
     * {@code <action>.refused} under the caller) or an error is a failed result whose message says why. Role: an
     * enabled supervisor.
     */
    CompletableFuture<CommandResult<CameraImport>> importCsvAsync(Principal by, String source, byte[] content);

    /**
     * A running session's stream, for the user who requested it or a supervisor (audited {@code stream.reopen}; a
     * refusal {@code stream.reopen.refused}). Any thread; returns at once. Never completes exceptionally: a refusal
     * (audited {@code <action>.refused} under the caller) or an error is a failed result whose message says why. Role:
     * the user who requested the session, or an enabled supervisor.
     */
    CompletableFuture<CommandResult<SessionStream>> reopenStreamAsync(Principal by, String sessionId);

    /**
     * {@link #reopenStreamAsync}, joined: blocks the caller until it completes, so never on the FX thread. Same result
     * and role.
     */
    default CommandResult<SessionStream> reopenStream(Principal by, String sessionId) {
        return CommandResult.await("opening a stream again", reopenStreamAsync(by, sessionId));
    }
}
