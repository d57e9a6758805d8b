package org.voddesk.control;

import java.util.List;

/** A cameras CSV import's result: the cameras written, or the problems that stopped it (nothing written then). */
public record CameraImport(int added, int updated, List<String> problems) {
    public CameraImport {
        problems = List.copyOf(problems);
    }

    public boolean ok() {
        return problems.isEmpty();
    }
}
