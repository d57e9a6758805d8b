package org.voddesk.sim;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** The scenarios {@code voddesk simulate} knows, by name. */
public final class Scenarios {
    private final Map<String, Scenario> byName = new LinkedHashMap<>();

    public Scenarios(List<Scenario> scenarios) {
        for (Scenario s : scenarios) {
            if (byName.put(s.name(), s) != null) {
                throw new IllegalArgumentException("scenario " + s.name() + " is listed twice");
            }
        }
    }

    public Optional<Scenario> find(String name) {
        return Optional.ofNullable(byName.get(name));
    }

    public List<String> names() {
        return List.copyOf(byName.keySet());
    }
}
