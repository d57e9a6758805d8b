package org.voddesk.policy;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * The policies by name, as the command line, the settings screen and the simulator ask for them. Each call
 * makes a new instance with the paper's default parameters; build a policy directly to change them.
 */
public final class Policies {
    /**
     * The placement policy used when none is configured: {@code prefix-spread}, with {@link #DEFAULT_PLANNER} the
     * pair chosen by measurement (docs/benchmarks.md "default policy:").
     */
    public static final String DEFAULT_PLACEMENT = PrefixAffinityPolicy.SPREAD_NAME;
    /** The migration planner used when none is configured. */
    public static final String DEFAULT_PLANNER = GainPlanner.NAME;

    private static final Map<String, Supplier<PlacementPolicy>> PLACEMENTS = ordered(Map.of(
            LeastLoadPolicy.NAME, LeastLoadPolicy::new,
            SimilarityPolicy.NAME, SimilarityPolicy::new,
            SimilarityPolicy.POSITION_NAME,
            () -> new SimilarityPolicy(SimilarityParams.DEFAULT.withVariant(FdVariant.PLAY_POSITION)),
            BoundedHashPolicy.NAME, BoundedHashPolicy::new,
            GradeHopsPolicy.NAME, GradeHopsPolicy::new,
            PrefixAffinityPolicy.NAME, PrefixAffinityPolicy::new,
            PrefixAffinityPolicy.SPREAD_NAME,
            () -> new PrefixAffinityPolicy(PrefixAffinityParams.SPREAD)));

    private static final Map<String, Supplier<MigrationPlanner>> PLANNERS = ordered(Map.of(
            RemPlanner.NAME, RemPlanner::new,
            BalancePlanner.NAME, BalancePlanner::new,
            GainPlanner.NAME, GainPlanner::new));

    private Policies() {
    }

    /** The placement policy called {@code name}; throws {@link IllegalArgumentException} naming the known ones. */
    public static PlacementPolicy placement(String name) {
        return lookup(PLACEMENTS, name, "placement policy").get();
    }

    /** The migration planner called {@code name}; throws {@link IllegalArgumentException} naming the known ones. */
    public static MigrationPlanner planner(String name) {
        return lookup(PLANNERS, name, "migration planner").get();
    }

    /** The placement policy names, sorted. */
    public static List<String> placementNames() {
        return List.copyOf(PLACEMENTS.keySet());
    }

    /** The migration planner names, sorted. */
    public static List<String> plannerNames() {
        return List.copyOf(PLANNERS.keySet());
    }

    private static <T> T lookup(Map<String, T> registry, String name, String what) {
        T found = name == null ? null : registry.get(name);
        if (found == null) {
            throw new IllegalArgumentException("unknown " + what + " '" + name + "'; known: "
                    + String.join(", ", registry.keySet()));
        }
        return found;
    }

    /** An unmodifiable copy sorted by name, so listings and error messages are the same on every run. */
    private static <T> Map<String, T> ordered(Map<String, T> entries) {
        Map<String, T> sorted = new LinkedHashMap<>();
        entries.keySet().stream().sorted().forEach(k -> sorted.put(k, entries.get(k)));
        return Collections.unmodifiableMap(sorted);
    }
}
