package org.voddesk.sim;

/**
 * The figures a scenario run can report; their order and names are the CSV columns of DESIGN.md after
 * {@code scenario,policy,load,runs}. A scenario reports only the figures it defines; the others stay empty.
 */
public enum Metric {
    REQUESTS("requests", "requests"),
    ACCEPTED("accepted", "accepted"),
    SUCCESS_RATE("success_rate", "success rate"),
    MEAN_LATENCY_MS("mean_latency_ms", "mean latency (ms)"),
    P95_LATENCY_MS("p95_latency_ms", "p95 latency (ms)"),
    CACHE_HIT_RATIO("cache_hit_ratio", "cache hit ratio"),
    LOAD_VARIANCE("load_variance", "load variance (λ)"),
    MIGRATIONS("migrations", "migrations"),
    /** Planning rounds that proposed at least one move: the approvals a supervisor gives in manual mode. */
    PLANS("plans", "plans"),
    MEAN_DELAY("mean_delay", "mean delay"),
    CONNECTED_VIEWERS("connected_viewers", "connected viewers");

    private final String column;
    private final String label;

    Metric(String column, String label) {
        this.column = column;
        this.label = label;
    }

    /** The CSV column name. */
    public String column() {
        return column;
    }

    /** A human label for tables and charts. */
    public String label() {
        return label;
    }
}
