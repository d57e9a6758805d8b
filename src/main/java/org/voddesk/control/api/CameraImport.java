package org.voddesk.control.api;

import java.util.List;

/**
 * A camera catalogue import's result: the cameras written, or the problems that stopped it (nothing written then).
 *
 * @param added    cameras new to the catalogue
 * @param updated  cameras already there, rewritten
 * @param problems why nothing was written; empty when the import succeeded
 */
public record CameraImport(int added, int updated, List<String> problems) {
    public CameraImport {
        problems = List.copyOf(problems);
    }

    public boolean ok() {
        return problems.isEmpty();
    }
}
