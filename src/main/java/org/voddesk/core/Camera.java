package org.voddesk.core;

import java.util.Objects;

/**
 * A surveillance camera whose recordings the cluster plays back.
 *
 * @param id   wire identifier ({@link Ids})
 * @param name human-readable name shown to operators (defaults to the id)
 * @param site site the camera belongs to, or {@code null} when the cluster has no sites
 */
public record Camera(String id, String name, String site) {
    public Camera {
        Ids.require(id, "camera id");
        name = name == null || name.isBlank() ? id : name;
    }

    public Camera(String id) {
        this(id, id, null);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Camera c && c.id.equals(id) && c.name.equals(name) && Objects.equals(c.site, site);
    }

    @Override
    public int hashCode() {
        return id.hashCode();
    }
}
