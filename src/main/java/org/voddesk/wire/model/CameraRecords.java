package org.voddesk.wire.model;

import org.voddesk.control.api.CameraImport;
import org.voddesk.core.Camera;
import org.voddesk.wire.CameraData;
import org.voddesk.wire.CameraImportData;

/**
 * The camera catalogue on the wire: a {@link Camera} as {@link CameraData} (a camera without a site has the field
 * unset) and an import's result, {@link CameraImport}, as {@link CameraImportData}. Reading a message throws
 * {@link IllegalArgumentException} when the record refuses it (an id that is not one).
 */
public final class CameraRecords {
    private CameraRecords() {
    }

    /** The message of a camera. */
    public static CameraData toWire(Camera c) {
        CameraData.Builder b = CameraData.newBuilder().setId(c.id()).setName(c.name());
        if (c.site() != null) {
            b.setSite(c.site());
        }
        return b.build();
    }

    /** The camera a message carries. */
    public static Camera fromWire(CameraData m) {
        return new Camera(m.getId(), m.getName(), Parts.orNull(m.hasSite(), m.getSite()));
    }

    /** The message of an import's result. */
    public static CameraImportData toWire(CameraImport r) {
        return CameraImportData.newBuilder().setAdded(r.added()).setUpdated(r.updated())
                .addAllProblems(r.problems()).build();
    }

    /** The import's result a message carries. */
    public static CameraImport fromWire(CameraImportData m) {
        return new CameraImport(m.getAdded(), m.getUpdated(), m.getProblemsList());
    }
}
