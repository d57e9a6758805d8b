package org.voddesk.control.camera;

import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.function.Consumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.voddesk.control.api.CameraImport;
import org.voddesk.control.api.CameraIndex;
import org.voddesk.control.api.ControlEvent;
import org.voddesk.control.api.Principal;
import org.voddesk.core.AuditEntry;
import org.voddesk.core.Camera;
import org.voddesk.store.CameraRepository;
import org.voddesk.store.Store;
import org.voddesk.store.StoreException;

/**
 * The camera catalogue (docs/architecture.md, "Camera catalogue"): the store's {@code camera} table, kept in memory
 * as a {@link CameraIndex} for the search box. Rows come from a cameras CSV ({@link #importCsv}) and from the nodes
 * ({@link #learn}: a camera a node lists that the catalogue lacks gets a row named by its id). Reads never block
 * (the index is an immutable value behind a volatile field); writes happen on the control loop's thread, and each
 * change is told ({@link ControlEvent.CamerasChanged}).
 */
public final class CameraCatalogue {
    private static final Logger LOG = LoggerFactory.getLogger(CameraCatalogue.class);

    private final Store store;
    private final CameraRepository cameras;
    private final Clock clock;
    private final Consumer<ControlEvent.CamerasChanged> changed;
    private volatile CameraIndex index;

    /**
     * Loads the catalogue from {@code store}.
     *
     * @param changed told of every change of the catalogue, on the thread that made it (the loop's); must not block
     */
    public CameraCatalogue(Store store, Clock clock, Consumer<ControlEvent.CamerasChanged> changed) {
        this.store = store;
        this.cameras = store.cameras();
        this.clock = clock;
        this.changed = changed;
        this.index = CameraIndex.of(cameras.all());
    }

    /** The index as it is now; never blocks. */
    public CameraIndex index() {
        return index;
    }

    /**
     * Imports a cameras CSV ({@link CameraCsv}) as {@code by}: every camera of a valid file is added or updated in
     * one transaction with an audit line ({@code camera.import}); a file with a problem changes nothing. Loop
     * thread; the caller checked {@code by}'s right.
     */
    public CameraImport importCsv(Path file, Principal by, long nowMs) {
        return imported(CameraCsv.read(file), file.toString(), by, nowMs);
    }

    /**
     * {@link #importCsv(Path, Principal, long)} of a file's {@code content} read elsewhere, named {@code source} as
     * its path would be.
     */
    public CameraImport importCsv(String source, byte[] content, Principal by, long nowMs) {
        return imported(CameraCsv.read(source, content), source, by, nowMs);
    }

    private CameraImport imported(CameraCsv.Parsed parsed, String source, Principal by, long nowMs) {
        if (!parsed.ok()) {
            return new CameraImport(0, 0, parsed.problems());
        }
        CameraIndex before = index;
        int updated = (int) parsed.cameras().stream().filter(c -> before.contains(c.id())).count();
        int added = parsed.cameras().size() - updated;
        store.atomically("import cameras from " + source, () -> {
            cameras.saveAll(parsed.cameras());
            store.audit().append(new AuditEntry(nowMs, by.name(), by.desk(), "camera.import", "file " + source,
                    added + " added, " + updated + " updated"));
        });
        index = before.with(parsed.cameras());
        changed.accept(new ControlEvent.CamerasChanged(nowMs, index.revision(), added, updated, by.name()));
        return new CameraImport(added, updated, List.of());
    }

    /**
     * Cameras the nodes report (recordings, sessions): each the catalogue lacks gets a row named by its id. Loop
     * thread; a store error is logged and the cameras are tried again on the next call.
     */
    public void learn(Collection<String> reported) {
        CameraIndex now = index;
        List<String> unknown = new ArrayList<>();
        for (String id : reported) {
            if (!now.contains(id)) {
                unknown.add(id);
            }
        }
        if (unknown.isEmpty()) {
            return;
        }
        try {
            cameras.addUnknown(unknown);
            // A row may exist already (written with a session): read the ids back as the store holds them.
            List<Camera> rows = new ArrayList<>();
            for (String id : unknown) {
                cameras.find(id).ifPresent(rows::add);
            }
            index = now.with(rows);
            changed.accept(new ControlEvent.CamerasChanged(clock.millis(), index.revision(), rows.size(), 0,
                    Principal.SYSTEM.name()));
            LOG.info("{} cameras reported by nodes added to the catalogue", rows.size());
        } catch (StoreException e) {
            LOG.error("could not add {} cameras reported by nodes: {}", unknown.size(), e.getMessage());
        }
    }
}
